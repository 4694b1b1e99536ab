/** Every path of docs/requirements/app-shell-and-landing.md#route-table, named once. */
export const ROUTES = {
  home: '/',
  auth: '/auth',
  setupProfile: '/setup-profile',
  locationSearch: '/location-search',
  locationTest: '/location-test',
  imageTest: '/image-test',
  pgListing: '/pg-listing',
  pgDetail: (id: string) => `/pg/${encodeURIComponent(id)}`,
  /** PGs around a catalogue area, nearest first (docs/requirements/fast-and-findable-pages.md). */
  pgsInArea: (areaId: string) => `/pgs-in/${encodeURIComponent(areaId)}`,
  /** PGs around a coaching campus (a catalogue branch), nearest first. */
  pgsNearBranch: (branchId: string) => `/pgs-near/${encodeURIComponent(branchId)}`,
  faq: '/faq',
  partner: '/partner',
  contact: '/contact',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  termsShort: '/terms',
  privacyShort: '/privacy',
  reviews: '/reviews',
  dashboard: '/dashboard',
  bookings: '/bookings',
  /** A parent's view of their children's bookings (docs/decisions/150-parents-in-the-loop.md). */
  family: '/family',
  familyReceipt: (bookingId: string) => `/family/${encodeURIComponent(bookingId)}/receipt`,
  /** The parent's consent for a child's bookings (decision 203): texted to the parent, behind phone sign-in. */
  familyConsent: '/family/consent',
  /** The approval request's link (decision 191): unguessable, valid until the parent's deadline. */
  familyLink: (linkId: string) => `/family/link/${encodeURIComponent(linkId)}`,
  bookVisit: (pgId: string) => `/pg/${encodeURIComponent(pgId)}/book`,
  bookingReceipt: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/receipt`,
  /** The local payment provider's checkout screen (docs/decisions/080-bookings-and-payments.md). */
  localCheckout: (orderId: string) => `/checkout/local/${encodeURIComponent(orderId)}`,
  saved: '/saved',
  /** Up to 3 public PGs side by side: `?ids=a,b,c&branch=<campus id>` (docs/decisions/170-compare.md). */
  compare: '/compare',
  profile: '/profile',
  /** Download my data, delete my account, ask for a correction (docs/decisions/204-data-rights-in-the-app.md). */
  accountData: '/account/data',
  addPg: '/add-pg',
  addPgNew: '/add-pg-new',
  addPgOld: '/add-pg-old',
  advancedAddPg: '/advanced-add-pg',
  verifyPgLister: '/verify-pg-lister',
  managePg: '/manage-pg',
  /** An owner's printable monthly statement (docs/decisions/215-owner-earnings-and-payouts.md). */
  ownerStatement: (month: string) => `/manage-pg/statements/${encodeURIComponent(month)}`,
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminPgOwners: '/admin/pg-owners',
  adminListings: '/admin/listings',
  /** Coachings, branches and areas (docs/decisions/110-catalogue-admin.md). */
  adminCatalogue: '/admin/catalogue',
  /** Reported reviews: hide (with a reason) or restore. */
  adminReviews: '/admin/reviews',
  /** Reports of listings: take one up, close it with an outcome the reporter is texted (decision 206). */
  adminListingReports: '/admin/listing-reports',
  team: '/team',
  teamBooking: '/team/booking',
  teamMovein: '/team/movein',
  /** Complaints not yet resolved, with their ages and deadlines (movein_team and admins; decision 208). */
  teamComplaints: '/team/complaints',
  /** Messages sent to students and parents (locally: recorded, not sent). */
  teamMessages: '/team/messages',
} as const;

export type ListingSearchType = 'gps' | 'google' | 'search';

/** Builds the /pg-listing URL with docs/requirements/search-and-listings.md#listing-page-parameters query parameters. */
export function pgListingUrl(params: {
  lat: number;
  lng: number;
  radius: number;
  name?: string;
  type?: ListingSearchType;
  query?: string;
  accuracy?: number;
}): string {
  const q = new URLSearchParams();
  q.set('lat', String(params.lat));
  q.set('lng', String(params.lng));
  if (params.name) q.set('name', params.name);
  q.set('radius', String(params.radius));
  if (params.type) q.set('type', params.type);
  if (params.query) q.set('query', params.query);
  if (params.accuracy !== undefined) q.set('accuracy', String(Math.round(params.accuracy)));
  return `${ROUTES.pgListing}?${q.toString()}`;
}

/** The /compare link: the PG ids in their order, and the campus distances are measured from (when chosen). */
export function compareUrl(ids: readonly string[], branchId?: string | null): string {
  const q = new URLSearchParams();
  q.set('ids', ids.join(','));
  if (branchId) q.set('branch', branchId);
  // Commas are safe in a query and keep the link readable when pasted in a chat.
  return `${ROUTES.compare}?${q.toString().replace(/%2C/g, ',')}`;
}
