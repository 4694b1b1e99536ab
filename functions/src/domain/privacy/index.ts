// The privacy module's public entry: a person's data export, their account's deletion and the requests a person
// must handle (docs/decisions/204-data-rights-in-the-app.md). It names only its own collection, privacy_requests.
export { EXPORT_SECTIONS, EXPORTED_COLLECTIONS, NO_PERSONAL_DATA, WITHHELD_FROM_EXPORT } from './collections';
export { deleteOwnAccount, eraseAccount } from './erase';
export { exportChildData, exportOwnData, type PrivacyCaller } from './export';
export { closePrivacyRequest, createPrivacyRequest, myOpenRequests } from './requests';
export { listPrivacyRequests } from './store';
