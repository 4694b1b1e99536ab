// The earnings module's public entry (docs/decisions/215-owner-earnings-and-payouts.md): the ledger writer the money's
// own transactions call (stays), statements, payouts and their webhook.
export { commissionPercent, refundSourceKey, rentSourceKey, tokenSourceKey, writeLedgerInTx, type LedgerSource } from './ledger';
export { lastClosedMonth, makeStatement, previousMonth } from './statements';
export { PAYOUT_MAX_ATTEMPTS, processPayoutWebhook, reconcilePayouts, runPayouts, sendPayout, type PayoutRunResult, type SendOutcome } from './payouts';
export { payoutsFromEnv, payoutsGateway, setPayoutsGatewayForTests } from './payouts-config';
export { localPayouts, payoutWebhookBody, processLocalPayouts } from './payouts-local';
export { razorpayPayouts } from './payouts-razorpay';
export type { PayoutsGateway, ProviderPayout } from './payouts-gateway';
export { earningsDataOf } from './store';
export { anonymiseEarningsOfStays } from './erase';
