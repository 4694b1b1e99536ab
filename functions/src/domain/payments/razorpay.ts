// Razorpay's REST API (https://razorpay.com/docs/api/): orders (POST /v1/orders) and normal refunds
// (POST /v1/payments/{id}/refund), with HTTP basic auth key_id:key_secret. `fetch` is injectable for tests.
import type { CreateOrderInput, GatewayOrder, GatewayRefund, PaymentGateway, RefundInput } from './gateway';
import { GatewayError } from './gateway';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
const TIMEOUT_MS = 10_000;

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string };
type Fetch = typeof fetch;

type RazorpayErrorBody = { error?: { code?: unknown; description?: unknown } };

export function razorpayGateway(cfg: RazorpayConfig, fetchImpl: Fetch = fetch): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetchImpl(`${RAZORPAY_API}${path}`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
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

  return {
    provider: 'razorpay',
    keyId: cfg.keyId,
    keySecret: cfg.keySecret,
    webhookSecret: cfg.webhookSecret,
    async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
      const order = await post('/orders', { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
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
        { 'X-Refund-Idempotency': `refund_${input.paymentId}`.slice(0, 64) },
      );
      if (typeof refund.id !== 'string') throw new GatewayError('Razorpay answered a refund without an id.', 200, null);
      const status = refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending';
      return { refundId: refund.id, amountPaise: typeof refund.amount === 'number' ? refund.amount : input.amountPaise, status };
    },
  };
}
