// The emulators' gateway: no network, nothing stored here. Orders and refunds get ids shaped like Razorpay's; the
// app's /checkout/local/{orderId} screen stands in for Checkout and signs success with this key secret.
import { randomBytes } from 'node:crypto';
import type { CreateOrderInput, GatewayOrder, GatewayRefund, PaymentGateway, RefundInput } from './gateway';

const rand = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
export const localOrderId = () => `order_local_${rand()}`;
export const localPaymentId = () => `pay_local_${rand()}`;
export const localRefundId = () => `rfnd_local_${rand()}`;

export const LOCAL_KEY_ID = 'local';
export const LOCAL_DEFAULT_KEY_SECRET = 'local_key_secret';
export const LOCAL_DEFAULT_WEBHOOK_SECRET = 'local_webhook_secret';

export function localGateway(secrets: { keySecret?: string | undefined; webhookSecret?: string | undefined } = {}): PaymentGateway {
  return {
    provider: 'local',
    keyId: LOCAL_KEY_ID,
    keySecret: secrets.keySecret || LOCAL_DEFAULT_KEY_SECRET,
    webhookSecret: secrets.webhookSecret || LOCAL_DEFAULT_WEBHOOK_SECRET,
    createOrder: async (input: CreateOrderInput): Promise<GatewayOrder> => ({
      orderId: localOrderId(),
      amountPaise: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
    }),
    refund: async (input: RefundInput): Promise<GatewayRefund> => ({
      refundId: localRefundId(),
      amountPaise: input.amountPaise,
      status: 'processed',
    }),
  };
}
