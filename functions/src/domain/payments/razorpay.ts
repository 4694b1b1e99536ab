// Razorpay's REST API (https://razorpay.com/docs/api/): orders (POST /v1/orders, auto-capture), normal refunds
// (POST /v1/payments/{id}/refund with X-Refund-Idempotency), a payment (GET /v1/payments/{id}) and an order's
// payments (GET /v1/orders/{id}/payments), with HTTP basic auth key_id:key_secret. `fetch` is injectable for tests.
import type { CreateOrderInput, GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway, RefundInput } from './gateway';
import { GatewayError } from './gateway';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
const TIMEOUT_MS = 10_000;

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string };
type Fetch = typeof fetch;

type RazorpayErrorBody = { error?: { code?: unknown; description?: unknown } };

export function razorpayGateway(cfg: RazorpayConfig, fetchImpl: Fetch = fetch): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetchImpl(`${RAZORPAY_API}${path}`, {
        method,
        headers: { Authorization: auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay could not be reached: ${err instanceof Error ? err.message : String(err)}`, null, null);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown> & RazorpayErrorBody;
    if (!res.ok) {
      const code = typeof json.error?.code === 'string' ? json.error.code : null;
      const description = typeof json.error?.description === 'string' ? json.error.description : `HTTP ${res.status}`;
      throw new GatewayError(`Razorpay refused the request: ${description}`, res.status, code);
    }
    return json;
  }
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
    async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
      try {
        return toPayment(await call('GET', `/payments/${encodeURIComponent(paymentId)}`));
      } catch (err) {
        // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR ("The id provided does not exist").
        if (err instanceof GatewayError && (err.status === 400 || err.status === 404)) return null;
        throw err;
      }
    },
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      const list = await call('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      const items = Array.isArray(list.items) ? (list.items as unknown[]) : [];
      return items.map((p) => toPayment(p as Record<string, unknown>)).filter((p): p is GatewayPayment => p !== null);
    },
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
