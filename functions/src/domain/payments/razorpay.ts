// Razorpay's REST API (https://razorpay.com/docs/api/): orders (POST /v1/orders, auto-capture), normal refunds
// (POST /v1/payments/{id}/refund with X-Refund-Idempotency), a payment (GET /v1/payments/{id}), an order's
// payments (GET /v1/orders/{id}/payments), a refund (GET /v1/refunds/{id}) and the payments and refunds made in a
// time window (GET /v1/payments and /v1/refunds with from/to in Unix seconds, count ≤ 100 and skip), with HTTP
// basic auth key_id:key_secret. `fetch` is injectable for tests.
import type { CreateOrderInput, GatewayOrder, GatewayPayment, GatewayRefund, GatewayRefundRecord, PaymentGateway, RefundInput } from './gateway';
import { GatewayError } from './gateway';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
const TIMEOUT_MS = 10_000;
/** Razorpay's largest page of a list (`count`). */
const PAGE = 100;
/** A bound on the pages one list call reads (100,000 items): a window is a day, never that many. */
const MAX_PAGES = 1000;

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string };
type Fetch = typeof fetch;

type RazorpayErrorBody = { error?: { code?: unknown; description?: unknown } };

/** Calls Razorpay's REST API with basic auth (the payments and the payouts adapters): the JSON answer, or a GatewayError. */
export function razorpayCaller(keyId: string, keySecret: string, fetchImpl: Fetch = fetch, name = 'Razorpay') {
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetchImpl(`${RAZORPAY_API}${path}`, {
        method,
        headers: { Authorization: auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new GatewayError(`${name} could not be reached: ${err instanceof Error ? err.message : String(err)}`, null, null);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown> & RazorpayErrorBody;
    if (!res.ok) {
      const code = typeof json.error?.code === 'string' ? json.error.code : null;
      const description = typeof json.error?.description === 'string' ? json.error.description : `HTTP ${res.status}`;
      throw new GatewayError(`${name} refused the request: ${description}`, res.status, code);
    }
    return json;
  };
}

export function razorpayGateway(cfg: RazorpayConfig, fetchImpl: Fetch = fetch): PaymentGateway {
  const call = razorpayCaller(cfg.keyId, cfg.keySecret, fetchImpl);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call('POST', path, body, headers);

  return {
    provider: 'razorpay',
    keyId: cfg.keyId,
    keySecret: cfg.keySecret,
    webhookSecret: cfg.webhookSecret,
    async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
      // payment_capture 1: an authorized payment is captured at once, so "authorized" on our orders means paid.
      const order = await post('/orders', { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes, payment_capture: 1 });
      if (typeof order.id !== 'string' || order.amount !== input.amountPaise) {
        throw new GatewayError('Razorpay answered an order without the expected id or amount.', 200, null);
      }
      return { orderId: order.id, amountPaise: input.amountPaise, currency: 'INR', receipt: input.receipt };
    },
    async refund(input: RefundInput): Promise<GatewayRefund> {
      // The idempotency key makes a retried refund of the same payment the same refund, never a second one.
      const refund = await post(
        `/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', notes: input.notes, ...(input.receipt ? { receipt: input.receipt } : {}) },
        { 'X-Refund-Idempotency': input.idempotencyKey ?? `refund_${input.paymentId}` },
      );
      if (typeof refund.id !== 'string') throw new GatewayError('Razorpay answered a refund without an id.', 200, null);
      const status = refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending';
      return { refundId: refund.id, amountPaise: typeof refund.amount === 'number' ? refund.amount : input.amountPaise, status };
    },
    fetchPayment: (paymentId: string) => fetchOne(`/payments/${encodeURIComponent(paymentId)}`, toPayment),
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      const list = await call('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      const items = Array.isArray(list.items) ? (list.items as unknown[]) : [];
      return items.map((p) => toPayment(p as Record<string, unknown>)).filter((p): p is GatewayPayment => p !== null);
    },
    fetchRefund: (refundId: string) => fetchOne(`/refunds/${encodeURIComponent(refundId)}`, toRefund),
    listPayments: (fromMs: number, toMs: number) => listAll('/payments', fromMs, toMs, toPayment),
    listRefunds: (fromMs: number, toMs: number) => listAll('/refunds', fromMs, toMs, toRefund),
  };

  /** One entity, or null when Razorpay does not know the id (it answers 400 BAD_REQUEST_ERROR "The id provided does not exist"). */
  async function fetchOne<T>(path: string, map: (entity: Record<string, unknown>) => T | null): Promise<T | null> {
    try {
      return map(await call('GET', path));
    } catch (err) {
      if (err instanceof GatewayError && (err.status === 400 || err.status === 404)) return null;
      throw err;
    }
  }

  /** Every item of a list endpoint created in [fromMs, toMs): `from`/`to` are Unix seconds, pages of 100. */
  async function listAll<T>(path: string, fromMs: number, toMs: number, map: (item: Record<string, unknown>) => T | null): Promise<T[]> {
    const out: T[] = [];
    const from = Math.floor(fromMs / 1000);
    // Razorpay's `to` is inclusive: the window's last second is the one before toMs.
    const to = Math.ceil(toMs / 1000) - 1;
    for (let page = 0; page < MAX_PAGES; page++) {
      const list = await call('GET', `${path}?from=${from}&to=${to}&count=${PAGE}&skip=${page * PAGE}`);
      const items = Array.isArray(list.items) ? (list.items as Record<string, unknown>[]) : [];
      for (const item of items) {
        const mapped = map(item);
        if (mapped !== null) out.push(mapped);
      }
      if (items.length < PAGE) return out;
    }
    throw new GatewayError(`Razorpay listed more than ${MAX_PAGES * PAGE} items in one window.`, 200, null);
  }
}

/** Razorpay's refund entity → GatewayRefundRecord (null when it is not one). */
export function toRefund(r: Record<string, unknown>): GatewayRefundRecord | null {
  if (typeof r.id !== 'string' || typeof r.amount !== 'number' || typeof r.payment_id !== 'string') return null;
  const status = r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending';
  return {
    refundId: r.id,
    paymentId: r.payment_id,
    amountPaise: r.amount,
    status,
    ...(typeof r.created_at === 'number' ? { createdAtMs: r.created_at * 1000 } : {}),
  };
}

const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;

/** Razorpay's payment entity → GatewayPayment (null when it is not one). */
export function toPayment(p: Record<string, unknown>): GatewayPayment | null {
  if (typeof p.id !== 'string' || typeof p.amount !== 'number') return null;
  const status = (PAYMENT_STATUSES as readonly unknown[]).includes(p.status) ? (p.status as GatewayPayment['status']) : 'failed';
  return {
    paymentId: p.id,
    orderId: typeof p.order_id === 'string' ? p.order_id : null,
    amountPaise: p.amount,
    currency: typeof p.currency === 'string' ? p.currency : '',
    status,
    ...(typeof p.created_at === 'number' ? { createdAtMs: p.created_at * 1000 } : {}),
  };
}
