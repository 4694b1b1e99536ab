// The listings module's public entry (docs/architecture.md): a PG from the owner's draft through verification to the
// public listing, its search index and the student's search. The only module that names the pgs, pg_private,
// pg_drafts and search_index collections. The web's features/listings (search, the PG page) and features/owner (the
// owner's drafts) are its two faces.
export { comparePgs } from './compare';
export { demoPhotoSvg } from './demo-photos';
export { getPgDetail } from './detail';
export {
  addPhoto,
  deleteDraft,
  removePhoto,
  requestChanges,
  setFreeBeds,
  setVisibility,
  submitListing,
  verifyListing,
} from './drafts';
export { changeElsewhere, occupancyOf } from './occupancy';
export { ownDraftRooms } from './drafts';
export { rentComparison } from './rent-median';
export { listPgs } from './list';
export { nearbySearch } from './nearby';
export { findPgsByName, type PgNameHit } from './name-index';
export { giveBed, moveBed, noFreeBed, readBeds, takeBed, type BedsRead } from './beds';
export { asLocation, isPublicSource, type IndexSource } from './search-index';
export { repairSearchIndexPage, type RepairPage } from './search-index-repair';
export { syncSearchIndexEntry } from './search-index-store';
export { readOwnerInTx, readPgInTx, setRatingsInTx } from './store';
export { draftsInArea, getPg, getPgSummarySources, listingsInArea, publicPgIds, submittedDrafts } from './store';
export { listingDataOfOwner } from './store';
export { recheckListing, recheckQueue } from './recheck';
export { anonymiseListingReportsOf, createListingReport, listingReportsBy, moveListingReport, openListingReports } from './reports';
