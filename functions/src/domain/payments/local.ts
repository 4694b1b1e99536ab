// The emulators' gateway: no network. Orders and refunds get ids shaped like Razorpay's; the app's
// /checkout/local/{orderId} screen stands in for Checkout, signs success with this key secret and records the payment
// in `local_payments/{paymentId}`, which is what this gateway reports back, so the same checks run as with Razorpay.
import { randomBytes } from 'node:crypto';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';
import type { CreateOrderInput, GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway, RefundInput } from './gateway';

const rand = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
export const localOrderId = () => `order_local_${rand()}`;
export const localPaymentId = () => `pay_local_${rand()}`;
export const localRefundId = () => `rfnd_local_${rand()}`;

export const LOCAL_KEY_ID = 'local';
export const LOCAL_DEFAULT_KEY_SECRET = 'local_key_secret';
export const LOCAL_DEFAULT_WEBHOOK_SECRET = 'local_webhook_secret';

/** What `local_payments/{paymentId}` holds. */
export type LocalPaymentDoc = GatewayPayment & { createdAt: string };

const localPaymentRef = (paymentId: string) => db().collection(COLLECTIONS.localPayments).doc(paymentId);

/** The local checkout took a payment: record it as Razorpay would (captured at once, our orders auto-capture). */
export async function recordLocalPayment(payment: GatewayPayment, nowMs = Date.now()): Promise<void> {
  const doc: LocalPaymentDoc = { ...payment, createdAt: new Date(nowMs).toISOString() };
  await localPaymentRef(payment.paymentId).set(doc);
}

const toPayment = (d: LocalPaymentDoc): GatewayPayment => ({
  paymentId: d.paymentId,
  orderId: d.orderId,
  amountPaise: d.amountPaise,
  currency: d.currency,
  status: d.status,
  createdAtMs: Date.parse(d.createdAt),
});

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
    async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
      const snap = await localPaymentRef(paymentId).get();
      return snap.exists ? toPayment(snap.data() as LocalPaymentDoc) : null;
    },
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      const snap = await db().collection(COLLECTIONS.localPayments).where('orderId', '==', orderId).get();
      return snap.docs.map((d) => toPayment(d.data() as LocalPaymentDoc));
    },
  };
}
