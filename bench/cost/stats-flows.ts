// What bench/listing-stats.mjs runs in-process: the API app and the listing counters' flush (one module instance).
export { createApp } from '../../functions/src/http/app';
export { flushListingStats } from '../../functions/src/domain/listing-stats';
export { demoPgs, writePgs } from '../../scripts/seed/pgs';
export { COLLECTIONS } from '../../shared/src/collections';
