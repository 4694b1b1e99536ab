// The emulators' gateway: no network. Orders and refunds get ids shaped like Razorpay's; the app's
// /checkout/local/{orderId} screen stands in for Checkout, signs success with this key secret and records the payment
// in `local_payments/{paymentId}`, which is what this gateway reports back, so the same checks run as with Razorpay.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';
import { readAs, readList } from '../../lib/converter';
import type { CreateOrderInput, GatewayOrder, GatewayPayment, GatewayRefund, GatewayRefundRecord, PaymentGateway, RefundInput } from './gateway';

const rand = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
export const localOrderId = () => `order_local_${rand()}`;
export const localPaymentId = () => `pay_local_${rand()}`;
export const localRefundId = () => `rfnd_local_${rand()}`;

export const LOCAL_KEY_ID = 'local';
export const LOCAL_DEFAULT_KEY_SECRET = 'local_key_secret';
export const LOCAL_DEFAULT_WEBHOOK_SECRET = 'local_webhook_secret';

/** What `local_payments/{paymentId}` holds: the payment as the gateway reports it, and when it was recorded. */
const LocalPaymentDocSchema = z.object({
  paymentId: z.string(),
  orderId: z.string().nullable(),
  amountPaise: z.number(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  createdAt: z.string(),
});
export type LocalPaymentDoc = z.infer<typeof LocalPaymentDocSchema>;

const localPaymentRef = (paymentId: string) => db().collection(COLLECTIONS.localPayments).doc(paymentId);

/** What `local_refunds/{refundId}` holds: every refund this gateway made, as Razorpay would list it. */
const LocalRefundDocSchema = z.object({
  refundId: z.string(),
  paymentId: z.string(),
  amountPaise: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
  createdAt: z.string(),
});
export type LocalRefundDoc = z.infer<typeof LocalRefundDocSchema>;
const localRefundRef = (refundId: string) => db().collection(COLLECTIONS.localRefunds).doc(refundId);

/** Records a refund as the local gateway reports it (its `refund` does; tests record one the gateway holds). */
export async function recordLocalRefund(refund: GatewayRefundRecord, nowMs = Date.now()): Promise<void> {
  const doc: LocalRefundDoc = { ...refund, createdAt: new Date(refund.createdAtMs ?? nowMs).toISOString() };
  await localRefundRef(refund.refundId).set(doc);
}

/** A `local_refunds` document as the gateway reports it. */
const asRefund = readAs(
  LocalRefundDocSchema.transform(
    (d): GatewayRefundRecord => ({ refundId: d.refundId, paymentId: d.paymentId, amountPaise: d.amountPaise, status: d.status, createdAtMs: Date.parse(d.createdAt) }),
  ),
);

/** A time window over the ISO `createdAt` of the local records. */
const createdIn = (collection: string, fromMs: number, toMs: number) =>
  db().collection(collection).where('createdAt', '>=', new Date(fromMs).toISOString()).where('createdAt', '<', new Date(toMs).toISOString());

/** The local checkout took a payment: record it as Razorpay would (captured at once, our orders auto-capture). */
export async function recordLocalPayment(payment: GatewayPayment, nowMs = Date.now()): Promise<void> {
  const doc: LocalPaymentDoc = { ...payment, createdAt: new Date(nowMs).toISOString() };
  await localPaymentRef(payment.paymentId).set(doc);
}

/** A `local_payments` document as the gateway reports it. */
const asPayment = readAs(
  LocalPaymentDocSchema.transform(
    (d): GatewayPayment => ({ paymentId: d.paymentId, orderId: d.orderId, amountPaise: d.amountPaise, currency: d.currency, status: d.status, createdAtMs: Date.parse(d.createdAt) }),
  ),
);

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
    async refund(input: RefundInput): Promise<GatewayRefund> {
      const refund: GatewayRefund = { refundId: localRefundId(), amountPaise: input.amountPaise, status: 'processed' };
      await recordLocalRefund({ ...refund, paymentId: input.paymentId });
      return refund;
    },
    async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
      return (await localPaymentRef(paymentId).withConverter(asPayment).get()).data() ?? null;
    },
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      return readList(db().collection(COLLECTIONS.localPayments).where('orderId', '==', orderId), asPayment);
    },
    async fetchRefund(refundId: string): Promise<GatewayRefundRecord | null> {
      return (await localRefundRef(refundId).withConverter(asRefund).get()).data() ?? null;
    },
    async listPayments(fromMs: number, toMs: number): Promise<GatewayPayment[]> {
      return readList(createdIn(COLLECTIONS.localPayments, fromMs, toMs), asPayment);
    },
    async listRefunds(fromMs: number, toMs: number): Promise<GatewayRefundRecord[]> {
      return readList(createdIn(COLLECTIONS.localRefunds, fromMs, toMs), asRefund);
    },
  };
}
