// The emulators' gateway: no network. Orders and refunds get ids shaped like Razorpay's; the app's
// /checkout/local/{orderId} screen stands in for Checkout, signs success with this key secret and records the payment
// in `local_payments/{paymentId}`, which is what this gateway reports back, so the same checks run as with Razorpay.
import { randomBytes } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';
import type { CreateOrderInput, GatewayOrder, GatewayPayment, GatewayRefund, GatewayRefundRecord, PaymentGateway, RefundInput } from './gateway';

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

/** What `local_refunds/{refundId}` holds: every refund this gateway made, as Razorpay would list it. */
export type LocalRefundDoc = GatewayRefundRecord & { createdAt: string };
const localRefundRef = (refundId: string) => db().collection(COLLECTIONS.localRefunds).doc(refundId);

/** Records a refund as the local gateway reports it (its `refund` does; tests record one the gateway holds). */
export async function recordLocalRefund(refund: GatewayRefundRecord, nowMs = Date.now()): Promise<void> {
  const doc: LocalRefundDoc = { ...refund, createdAt: new Date(refund.createdAtMs ?? nowMs).toISOString() };
  await localRefundRef(refund.refundId).set(doc);
}

/** A `local_refunds` document as the gateway reports it. */
function refundOf(snap: DocumentSnapshot): GatewayRefundRecord {
  const d = snap.data() as LocalRefundDoc;
  return { refundId: d.refundId, paymentId: d.paymentId, amountPaise: d.amountPaise, status: d.status, createdAtMs: Date.parse(d.createdAt) };
}

/** A time window over the ISO `createdAt` of the local records. */
const createdIn = (collection: string, fromMs: number, toMs: number) =>
  db().collection(collection).where('createdAt', '>=', new Date(fromMs).toISOString()).where('createdAt', '<', new Date(toMs).toISOString()).get();

/** The local checkout took a payment: record it as Razorpay would (captured at once, our orders auto-capture). */
export async function recordLocalPayment(payment: GatewayPayment, nowMs = Date.now()): Promise<void> {
  const doc: LocalPaymentDoc = { ...payment, createdAt: new Date(nowMs).toISOString() };
  await localPaymentRef(payment.paymentId).set(doc);
}

/** A `local_payments` document as the gateway reports it. */
function paymentOf(snap: DocumentSnapshot): GatewayPayment {
  const d = snap.data() as LocalPaymentDoc;
  return { paymentId: d.paymentId, orderId: d.orderId, amountPaise: d.amountPaise, currency: d.currency, status: d.status, createdAtMs: Date.parse(d.createdAt) };
}

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
      const snap = await localPaymentRef(paymentId).get();
      return snap.exists ? paymentOf(snap) : null;
    },
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      const snap = await db().collection(COLLECTIONS.localPayments).where('orderId', '==', orderId).get();
      return snap.docs.map(paymentOf);
    },
    async fetchRefund(refundId: string): Promise<GatewayRefundRecord | null> {
      const snap = await localRefundRef(refundId).get();
      return snap.exists ? refundOf(snap) : null;
    },
    async listPayments(fromMs: number, toMs: number): Promise<GatewayPayment[]> {
      return (await createdIn(COLLECTIONS.localPayments, fromMs, toMs)).docs.map(paymentOf);
    },
    async listRefunds(fromMs: number, toMs: number): Promise<GatewayRefundRecord[]> {
      return (await createdIn(COLLECTIONS.localRefunds, fromMs, toMs)).docs.map(refundOf);
    },
  };
}
