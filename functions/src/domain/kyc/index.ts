// The KYC module's public entry for other modules (the HTTP routes and triggers call its service files directly).
export { readOwnerLanguageInTx, submittedKyc } from './kyc-store';
export { eraseKycOf, kycDataOf } from './account-deletion';
export { changeBankAccount, isFreshSignIn, otpNotFresh, readPayoutAccountInTx, rememberFundAccount, type PayoutAccount } from './payout-account';
