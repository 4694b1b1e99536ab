// What bench/cost.mjs runs in-process: the real API app, the seed's listings and the outbox delivery the trigger runs.
export { createApp } from '../../functions/src/http/app';
export { deliverOutboxMessage } from '../../functions/src/domain/messaging/delivery';
export { localMessaging } from '../../functions/src/domain/messaging/provider';
export { demoPgs, writePgs } from '../../scripts/seed/pgs';
export { destinationPoint } from '../../shared/src/geo';
export { COLLECTIONS, SEARCH_INDEX_META_DOC } from '../../shared/src/collections';
