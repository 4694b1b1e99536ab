// The catalogue module's public entry for other modules: the coachings, branches and areas as one cached read, and
// the campuses nearest a point.
export { currentCatalogue, type Catalogue, type CatalogueRead } from './catalogue-cache';
export { nearestBranches } from './nearest-branches';
/** For a transaction that needs an area to still exist (a listing's verification). */
export { areaRef } from './catalogue-store';
export type { CatalogueReferences, CatalogueUse } from './catalogue-audit';
