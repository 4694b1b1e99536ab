// The payment gateway behind one interface (docs/decisions/080-bookings-and-payments.md#payments): Razorpay's REST
// API in production, a local stand-in inside the emulators. The amount is always set by the server.
export type PaymentProvider = 'razorpay' | 'local';

export type CreateOrderInput = { amountPaise: number; receipt: string; notes: Record<string, string> };
export type GatewayOrder = { orderId: string; amountPaise: number; currency: 'INR'; receipt: string };

/**
 * `idempotencyKey` (Razorpay's X-Refund-Idempotency: 10+ characters of letters, digits, '-' and '_') makes a
 * retried refund the same refund; the request body must be the same on every retry.
 */
export type RefundInput = { paymentId: string; amountPaise: number; notes: Record<string, string>; receipt?: string; idempotencyKey?: string };
/** A refund as the gateway reports it: 'processed' at once, 'pending' until its webhook, or 'failed'. */
export type GatewayRefund = { refundId: string; amountPaise: number; status: 'pending' | 'processed' | 'failed' };

/** A payment as the gateway reports it (Razorpay GET /v1/payments/{id}). */
export type GatewayPayment = {
  paymentId: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** When the payment was made (epoch ms), when the gateway says. */
  createdAtMs?: number;
};

/** A refund as the gateway lists it (Razorpay's refund entity). */
export type GatewayRefundRecord = GatewayRefund & { paymentId: string; createdAtMs?: number };

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key id Checkout opens with ('rzp_…', or 'local'). */
  readonly keyId: string;
  /** Signs and verifies Checkout's `order_id|payment_id` signature. */
  readonly keySecret: string;
  /** Signs and verifies webhook bodies. */
  readonly webhookSecret: string;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  refund(input: RefundInput): Promise<GatewayRefund>;
  /** The payment, or null when the gateway does not know it. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Every payment attempted on an order (Razorpay GET /v1/orders/{id}/payments). */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** The refund as the gateway reports it now, or null when it does not know it (Razorpay GET /v1/refunds/{id}). */
  fetchRefund(refundId: string): Promise<GatewayRefundRecord | null>;
  /** Every payment made in [fromMs, toMs), all pages (Razorpay GET /v1/payments?from&to&count&skip). */
  listPayments(fromMs: number, toMs: number): Promise<GatewayPayment[]>;
  /** Every refund made in [fromMs, toMs), all pages (Razorpay GET /v1/refunds?from&to&count&skip). */
  listRefunds(fromMs: number, toMs: number): Promise<GatewayRefundRecord[]>;
}

/** The gateway refused or could not be reached. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly gatewayCode: string | null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  /**
   * The gateway said no to this very request (a 4xx other than 409 "still processing" and 429 "slow down"):
   * retrying it will not help. A network error, a timeout, a 5xx or a malformed answer may go through on a retry.
   */
  get refused(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 409 && this.status !== 429;
  }
}

/**
 * Whether a payment the gateway reports pays `order` in full: captured (or authorized on our auto-capture orders,
 * which Razorpay captures by itself), for this order, this amount, in rupees.
 */
export function paysOrder(p: GatewayPayment | null, order: { orderId: string; amountPaise: number }): p is GatewayPayment {
  return p !== null && (p.status === 'captured' || p.status === 'authorized') && p.orderId === order.orderId && p.amountPaise === order.amountPaise && p.currency === 'INR';
}
