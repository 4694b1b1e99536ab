// The payments module's public entry: the configured gateway and what it reports (docs/decisions/080-bookings-and-payments.md#payments).
export { paymentGateway } from './config';
export { GatewayError } from './gateway';
export type { GatewayPayment, GatewayRefund, GatewayRefundRecord, PaymentGateway } from './gateway';
