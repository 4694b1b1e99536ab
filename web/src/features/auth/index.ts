// The auth feature's public entry for other features (lint-enforced): the session hook only, no screens or
// Firebase sign-in code, so importing it keeps the importer's chunk small.
export { SessionContext, useSession, type Session } from './hooks/use-session';
export { SessionSpinner } from './components/session-spinner';
export { formatPhone, normalisePhoneInput } from './lib/phone';
export { accountTypeForRedirect, destinationAfterSignIn, safeRedirect } from './lib/redirect';
export { userKeys } from './api/user-keys';
