// The consents module's public entry: a parent's consent for a student under 18, and the booking gate that asks it.
export { checkMayBook, consentRequired, mayNeedConsent, decideConsent, requestConsent, type ConsentCaller } from './service';
export { consentDataOf, eraseConsentsOf, getConsent, readConsentInTx } from './store';
