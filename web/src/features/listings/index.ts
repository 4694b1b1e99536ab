// The listings feature's public entry for other features (lint-enforced): small read hooks only, so importing it
// keeps the importer's chunk small. Generic pieces (photo, share, retry) live in web/src/components.
export { usePg } from './api/get-pg';
