// The listings feature's public entry for other features (lint-enforced): small read hooks, formatters and
// presentational pieces only, so importing it keeps the importer's chunk small.
export { usePg } from './api/get-pg';
export { formatDistance } from './lib/format';
export { PgPhoto } from './components/pg-photo';
export { ShareButton, type ShareTexts } from './components/share-button';
export { RetryAlert } from './components/retry-alert';
