// The payment gateway behind one interface (docs/decisions/080-bookings-and-payments.md#payments): Razorpay's REST
// API in production, a local stand-in inside the emulators. The amount is always set by the server.
export type PaymentProvider = 'razorpay' | 'local';

export type CreateOrderInput = { amountPaise: number; receipt: string; notes: Record<string, string> };
export type GatewayOrder = { orderId: string; amountPaise: number; currency: 'INR'; receipt: string };

export type RefundInput = { paymentId: string; amountPaise: number; notes: Record<string, string>; receipt?: string };
/** A refund as the gateway reports it: 'processed' at once, 'pending' until its webhook, or 'failed'. */
export type GatewayRefund = { refundId: string; amountPaise: number; status: 'pending' | 'processed' | 'failed' };

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
}
