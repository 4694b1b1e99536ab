// The listings feature's public entry for other features (lint-enforced): the PG read hook only, so importing
// it keeps the importer's chunk small.
export { usePg } from './api/get-pg';
