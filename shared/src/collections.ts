/** Firestore collection names, shared by rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  coachings: 'coachings',
  branches: 'branches',
  areas: 'areas',
  pgs: 'pgs',
  /** The private half of a listing (owner and verifier uids), same id as in `pgs`; owner and admins only. */
  pgPrivate: 'pg_private',
  savedPgs: 'saved_pgs',
  /** The owner's working copy of a listing (docs/decisions/070-listing-drafts-and-verification.md). */
  pgDrafts: 'pg_drafts',
  /** Staff decisions on listings (who, when, what). */
  listingReviews: 'listing_reviews',
  /**
   * `search_index/{cell}_{shard}`: compact entries of the public listings per geohash cell, read by the nearby
   * search (docs/decisions/120-search-index.md). Functions only: no client reads or writes it.
   */
  searchIndex: 'search_index',
  /** Server-only bookkeeping, e.g. `meta/catalogue` (the catalogue's version, bumped on every catalogue write). */
  meta: 'meta',
  /** Owner verification, one per applicant (docs/decisions/060-owner-kyc.md); `kyc/{uid}/views` logs admin views. */
  kyc: 'kyc',
  /** The full bank account number for payouts: Functions only, never sent to a client. */
  kycPrivate: 'kyc_private',
  /** Messages to students, parents and owners; Functions write, a trigger delivers, current staff read. */
  outbox: 'outbox',
  /**
   * `parental_consents/{childUid}`: a parent's consent for a student under 18 (shared/src/schemas/consent.ts;
   * docs/decisions/203-children-and-parental-consent.md). Functions write; the child, the parent (by the verified
   * number) and current admins read.
   */
  parentalConsents: 'parental_consents',
  /** Visit bookings (docs/decisions/080-bookings-and-payments.md): the student and current staff read, Functions write. */
  bookings: 'bookings',
  /** Reviews from verified stays (shared/src/schemas/review.ts): anyone reads a visible one; Functions write. */
  reviews: 'reviews',
  /** `review_private/{reviewId}`: author uid and booking id of a review (Functions only; current admins read). */
  reviewPrivate: 'review_private',
  /** `review_reports/{reviewId}_{uid}`: one report per user and review (Functions only; current admins read). */
  reviewReports: 'review_reports',
  /**
   * `listing_reports/{auto}`: a signed-in person's report of a listing (shared/src/schemas/listing-report.ts; docs/decisions/
   * 206-trust-that-stays-fresh.md). Functions write; the reporter and current admins read.
   */
  listingReports: 'listing_reports',
  /** Every staff action (shared/src/schemas/audit.ts): Functions write in the action's transaction, current admins read. */
  auditLog: 'audit_log',
  /** `role_grants/{E164}`: a role given to a mobile number before its first sign-in (Functions write, current admins read). */
  roleGrants: 'role_grants',
  /** `bookings/{id}/audit/{auto}`: who made each transition; current staff read. */
  bookingAudit: 'audit',
  /** Gateway orders by order id → booking (Functions only). */
  paymentOrders: 'payment_orders',
  /** Webhook events by event id, so a redelivered event changes nothing (Functions only). */
  paymentEvents: 'payment_events',
  /** `visit_slots/{pgId}_{date}_{HHMM}`: visits booked per PG and slot (Functions only). */
  visitSlots: 'visit_slots',
  /**
   * `owner_leads/{bookingId}`: what the PG's owner sees of a visit booking at their PG (shared/src/schemas/owner-lead.ts;
   * docs/decisions/212-owner-leads-and-visits.md): PG, room asked for, date and slot, scheduled time, status, the
   * student's first name and coaching — no phone, no uid. Written with every change of the booking; its owner while a
   * current pg_owner and current staff read; Functions write.
   */
  ownerLeads: 'owner_leads',
  /**
   * `listing_stats/{pgId}_{weekMonday}_{shard}`: a listing's week of counts — search appearances, page views, saves,
   * visit requests, visits done, move-ins (shared/src/schemas/listing-stats.ts; docs/decisions/216-occupancy-slots-
   * performance.md). Each API instance adds its buffered counts to its own shard; Functions only (the owner reads the
   * sums through GET /api/listings/{pgId}/performance).
   */
  listingStats: 'listing_stats',
  /** Refunds owed outside a booking's own refund (a second payment of a paid order), retried by `refundSweeper` (Functions only). */
  refundsPending: 'refunds_pending',
  /**
   * `places_quota/{YYYY-MM-DD}`: Google Places lookups made that Kota day, counted before each call (Functions
   * only; docs/decisions/192-paid-lookups-and-id-card-metadata.md).
   */
  placesQuota: 'places_quota',
  /** `places_rate/{hashed client}`: one client's Google Places lookups in the current minute (Functions only). */
  placesRate: 'places_rate',
  /** Emulators only: the payments the local checkout took, so the local gateway can report them (Functions only). */
  localPayments: 'local_payments',
  /** Emulators only: the refunds the local gateway made, so it can report them (Functions only). */
  localRefunds: 'local_refunds',
  /**
   * `payment_reconciliations/{YYYY-MM-DD}`: the daily comparison of the gateway's captured payments and refunds with
   * our records, and every difference found (Functions only; docs/decisions/199-logs-and-payment-reconciliation.md).
   */
  paymentReconciliations: 'payment_reconciliations',
  /**
   * `privacy_requests/{auto}`: a data-rights request a person must handle within 30 days (`dueAt`): a date-of-birth
   * correction, a deletion refused for now, and the record of each account deletion (a tombstone id, no personal
   * data). Functions write; current admins read (docs/decisions/204-data-rights-in-the-app.md).
   */
  privacyRequests: 'privacy_requests',
  /**
   * `account_deletions/{uid}`: inactive accounts on their way out (shared/src/retention.ts `inactiveAccounts`,
   * docs/retention.md): `notified` once the 30-day notice is queued, `due` once deletion is owed — what the account
   * deletion consumes. Functions only.
   */
  accountDeletions: 'account_deletions',
  /**
   * `stays/{bookingId}`: a tenancy, made by the move-in confirmation (shared/src/schemas/stay.ts;
   * docs/decisions/207-stays-notice-and-exit.md). No phone numbers: its student, its parent and current staff read
   * (never the PG's owner: it holds rent and the timeline); Functions write.
   */
  stays: 'stays',
  /**
   * `stay_residents/{bookingId}`: what the PG's owner sees of a stay (first name, PG, room, dates, status), written in
   * the same transaction as every change of the stay. The current owner and current staff read; Functions write.
   */
  stayResidents: 'stay_residents',
  /** `stay_contacts/{bookingId}`: a stay's phones, full name and the notice's reason; its student, its parent and current staff read; Functions write. */
  stayContacts: 'stay_contacts',
  /** `stays/{id}/audit/{auto}`: who made each change of a stay; current staff read. */
  stayAudit: 'audit',
  /**
   * `stays/{stayId}/rent/{YYYY-MM}`: one billing period's rent invoice (shared/src/schemas/rent.ts;
   * docs/decisions/209-monthly-rent.md). No phone, no uid: its student, its parent, the PG's current owner and current
   * staff read; Functions write.
   */
  stayRent: 'rent',
  /** `stays/{stayId}/rent/{month}/audit/{auto}`: each change of a rent invoice; current staff read. */
  rentAudit: 'audit',
  /** `rent_orders/{orderId}`: gateway orders for rent, by order id → stay and month (Functions only). */
  rentOrders: 'rent_orders',
  /**
   * `complaints/{auto}`: a complaint about a stay (shared/src/schemas/complaint.ts; docs/decisions/208-complaints.md).
   * Its student, its parent (parentPhone) and current move-in staff and admins read; Functions write.
   */
  complaints: 'complaints',
  /**
   * `owner_complaints/{complaintId}`: what the PG's owner sees of a complaint routed to owners (no uid, no phone),
   * written in the same transaction as every change of the complaint. The current owner and current staff read.
   */
  ownerComplaints: 'owner_complaints',
  /** `complaints/{id}/audit/{auto}`: who made each change of a complaint; current move-in staff and admins read. */
  complaintAudit: 'audit',
  /** `complaint_stats/{pgId}`: a PG's complaint numbers for its trust signal (Functions only; the API serves them). */
  complaintStats: 'complaint_stats',
  /**
   * `owner_ledger/{sourceKey}`: one entry per amount that concerns a PG owner (the token credited at move-in, a
   * month's rent, a refund of unused rent, commission, a payout) keyed by its source, so a retried transaction or a
   * replayed webhook writes it once (shared/src/schemas/earnings.ts; docs/decisions/215-owner-earnings-and-payouts.md).
   * First name and room only, never a phone. Its current owner and current admins read; Functions write.
   */
  ownerLedger: 'owner_ledger',
  /** `owner_statements/{ownerUid}_{YYYY-MM}`: a month's numbered statement (KS-S-…); its current owner and current admins read. */
  ownerStatements: 'owner_statements',
  /** `owner_payouts/{statementId}`: the payout of a statement's payable amount; its current owner and current admins read. */
  ownerPayouts: 'owner_payouts',
  /** `payout_events/{eventId}`: payout webhook events handled, so a replayed one changes nothing (Functions only). */
  payoutEvents: 'payout_events',
  /** `local_payouts/{payoutId}`: the local payouts provider's own records (emulators only; Functions only). */
  localPayouts: 'local_payouts',
} as const;

/** `meta/catalogue`: its `version` changes with every catalogue write, so the API's cached catalogue knows it is stale. */
export const CATALOGUE_VERSION_DOC = 'catalogue';
/** `meta/receipt_counter`: the last receipt number given, per year (written in the paying transaction). */
export const RECEIPT_COUNTER_DOC = 'receipt_counter';
/** `meta/rent_receipt_counter`: the last rent receipt number given, per year ('KS-R-2026-000123'; decision 209). */
export const RENT_RECEIPT_COUNTER_DOC = 'rent_receipt_counter';
/** `meta/statement_counter`: the last owner statement number given, per year ('KS-S-2026-000123'; decision 215). */
export const STATEMENT_COUNTER_DOC = 'statement_counter';
