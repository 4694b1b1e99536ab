// The one place that knows which payment provider an order belongs to (docs/decisions/080-bookings-and-payments.md#payments).
// Screens call pay(order) and get back what happened; they never care whether Razorpay Checkout or the app's
// local checkout screen took the money.
import type { PaymentOrder, VerifyPaymentBody } from '@kotastay/shared/schemas/booking';
import { reportPaymentFailed, verifyPayment, verifyRentPayment, type FailedAttempt } from '../api/bookings-api';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What happened: paid (verified by the server), failed or cancelled (recorded; the booking stays payable), or handed to the local checkout screen. */
export type PayResult =
  | { outcome: 'paid' }
  | { outcome: 'failed' | 'cancelled'; message: string | null }
  | { outcome: 'redirected'; path: string };

export type PayDeps = {
  /** The app's router: the local provider's checkout is a screen of the app. */
  navigate(path: string): void;
  /** Loads checkout.js; injectable for tests. */
  loadRazorpay?: () => Promise<RazorpayConstructor>;
};

/** Which way an order is paid: the app's own checkout screen, or Razorpay Checkout. */
export function checkoutKind(order: PaymentOrder): 'local' | 'razorpay' {
  if (order.provider === 'local') {
    if (!order.checkoutPath) throw new Error('A local order needs its checkout path.');
    return 'local';
  }
  if (order.provider === 'razorpay') return 'razorpay';
  throw new Error(`Unknown payment provider: ${String(order.provider)}`);
}

export async function pay(order: PaymentOrder, deps: PayDeps): Promise<PayResult> {
  if (checkoutKind(order) === 'local') {
    const path = order.checkoutPath as string;
    deps.navigate(path);
    return { outcome: 'redirected', path };
  }
  const Razorpay = await (deps.loadRazorpay ?? loadRazorpayScript)();
  return openRazorpay(Razorpay, order);
}

/** Which booking and gateway order a checkout is paying. */
type OrderRef = Pick<PaymentOrder, 'bookingId' | 'orderId' | 'rent'>;

/** Posts a successful checkout's answer for the server to verify, exactly as Checkout's handler gives it (rent on its own route). */
export const settlePaid = (order: OrderRef, body: VerifyPaymentBody): Promise<unknown> =>
  order.rent ? verifyRentPayment(order.rent.stayId, order.rent.month, body) : verifyPayment(order.bookingId, body);

/** Records a failed or cancelled attempt; the booking stays payable (a month's rent simply stays due: nothing to record). */
export const settleFailed = (order: OrderRef, attempt: Omit<FailedAttempt, 'orderId'>): Promise<unknown> =>
  order.rent ? Promise.resolve(null) : reportPaymentFailed(order.bookingId, { orderId: order.orderId, ...attempt });

// ---------- Razorpay Checkout ----------

type RazorpayFailure = { error?: { code?: string; description?: string } };
export type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { contact: string; name: string };
  /** Seconds until Checkout closes itself: the booking's hold left, so no one pays after the slot is released. */
  timeout?: number;
  handler(response: VerifyPaymentBody): void;
  modal: { ondismiss(): void };
};
export type RazorpayInstance = { open(): void; on(event: 'payment.failed', cb: (r: RazorpayFailure) => void): void };
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let scriptLoading: Promise<RazorpayConstructor> | null = null;

/** checkout.js is loaded on demand, only when someone pays through Razorpay. */
function loadRazorpayScript(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  scriptLoading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load.'));
    };
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded. Check your internet connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

function openRazorpay(Razorpay: RazorpayConstructor, order: PaymentOrder): Promise<PayResult> {
  return new Promise<PayResult>((resolve, reject) => {
    let settled = false;
    let failure: { description: string | null } | null = null;
    const once = (work: () => Promise<PayResult>) => {
      if (settled) return;
      settled = true;
      work().then(resolve, reject);
    };
    const rzp = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'KotaStay',
      description: order.description,
      prefill: order.prefill,
      ...(order.timeoutSeconds !== undefined && order.timeoutSeconds > 0
        ? { timeout: Math.floor(order.timeoutSeconds) }
        : {}),
      handler: (response) => once(async () => (await settlePaid(order, response), { outcome: 'paid' })),
      modal: {
        // Closed after a failed attempt: that failure (already recorded) is the outcome; else a plain cancel.
        ondismiss: () =>
          once(async () => {
            if (failure) return { outcome: 'failed', message: failure.description };
            await settleFailed(order, { outcome: 'cancelled' });
            return { outcome: 'cancelled', message: null };
          }),
      },
    });
    rzp.on('payment.failed', (r) => {
      const code = r.error?.code?.slice(0, 64);
      const description = r.error?.description?.slice(0, 300);
      failure = { description: description ?? null };
      // Checkout stays open after a failure so the student can try another method; the attempt is recorded now
      // and the promise settles when they pay or close it.
      void settleFailed(order, {
        outcome: 'failed',
        ...(code ? { code } : {}),
        ...(description ? { description } : {}),
      }).catch(() => undefined);
    });
    rzp.open();
  });
}
