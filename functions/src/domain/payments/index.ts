// The payments module's public entry: the configured gateway, what it reports, and the signatures it makes and checks
// (docs/decisions/080-bookings-and-payments.md#payments). What a payment does to a booking — the webhook, the local
// checkout screen's order — belongs to the bookings module, which uses this one.
export { askGateway, isLocalProvider, paymentGateway } from './config';
export { GatewayError, paysOrder } from './gateway';
export type { GatewayPayment, GatewayRefund, GatewayRefundRecord, PaymentGateway } from './gateway';
export { localPaymentId, recordLocalPayment } from './local';
export { checkoutSignature, verifyCheckoutSignature, verifyWebhookSignature, webhookSignature } from './signatures';
export { paymentEventRef, type GatewayEvent } from './events';
export { confirmCheckoutPayment, type CheckoutAnswer } from './checkout';
export { REFUND_POLL_AFTER_MS, REFUND_RETRY_AFTER_MS, REFUND_STUCK_AFTER_MS, refundSweepStep } from './refund-timing';
export { razorpayCaller } from './razorpay';
