// Checkout's signed answer, checked the one way for everything paid through the gateway — a visit token
// (docs/decisions/080-bookings-and-payments.md) or a month's rent (docs/decisions/209-monthly-rent.md): the signature
// must be HMAC-SHA256(key secret, `order_id|payment_id`) over the order the server stored, and then the gateway is
// asked whether that payment paid the order (the signature proves Checkout saw the payment id, not that money arrived).
import { logger } from '../../lib/log';
import { askGateway, paymentGateway } from './config';
import { paysOrder, type GatewayPayment } from './gateway';
import { verifyCheckoutSignature } from './signatures';

export type CheckoutAnswer = { razorpay_payment_id: string; razorpay_signature: string };

/**
 * The gateway's payment for `order`, or throws: `invalidSignature()` when the signature does not verify (logged for
 * the `payment_verification_failed` metric with `context`), `notConfirmed()` when the gateway does not report this
 * payment as paying this order in full. Writes nothing.
 */
export async function confirmCheckoutPayment(
  order: { orderId: string; amountPaise: number },
  answer: CheckoutAnswer,
  errors: { invalidSignature: () => Error; notConfirmed: () => Error },
  context: Record<string, string>,
): Promise<GatewayPayment> {
  const gateway = paymentGateway();
  if (!verifyCheckoutSignature(gateway.keySecret, order.orderId, answer.razorpay_payment_id, answer.razorpay_signature)) {
    // Counted by the `payment_verification_failed` log-based metric (several in ten minutes: a wrong key secret).
    logger.warn('Checkout signature did not verify', { alert: 'payment_verification_failed', source: 'checkout', ...context, orderId: order.orderId });
    throw errors.invalidSignature();
  }
  const payment = await askGateway(() => gateway.fetchPayment(answer.razorpay_payment_id));
  if (!paysOrder(payment, order)) throw errors.notConfirmed();
  return payment;
}
