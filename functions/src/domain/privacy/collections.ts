// Where a person's data lives, collection by collection (docs/decisions/204-data-rights-in-the-app.md). Every
// collection of shared/src/collections.ts is in exactly one of the three lists below — collections.test.ts checks it,
// so a new collection cannot be left out of the data export without someone saying why.
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { DataExportSection } from '@kotastay/shared/schemas/privacy';

/**
 * A collection by its key in COLLECTIONS (not its name: this file reads no collection, it only says where data lives;
 * each owning module's store is the one file that names it).
 */
export type CollectionKey = keyof typeof COLLECTIONS;

/** Each section of the export and the collections it reads (through the owning module's index). */
export const EXPORT_SECTIONS: Record<DataExportSection, readonly CollectionKey[]> = {
  profile: ['users'],
  savedPgs: ['savedPgs'],
  bookings: ['bookings'],
  bookingAudit: ['bookingAudit'],
  paymentOrders: ['paymentOrders'],
  stays: ['stays', 'stayContacts', 'stayRent'],
  complaints: ['complaints'],
  reviews: ['reviews'],
  reviewAuthorship: ['reviewPrivate'],
  reviewReports: ['reviewReports'],
  kyc: ['kyc'],
  listings: ['pgPrivate', 'pgs', 'pgDrafts', 'listingReports'],
  messages: ['outbox'],
  consents: ['parentalConsents'],
  roleGrants: ['roleGrants'],
  auditLog: ['auditLog'],
  privacyRequests: ['privacyRequests'],
  earnings: ['ownerLedger', 'ownerStatements', 'ownerPayouts'],
};

/** Every collection the export reads, by name, in section order. */
export const EXPORTED_COLLECTIONS: readonly string[] = [...new Set(Object.values(EXPORT_SECTIONS).flat())].map(
  (k) => COLLECTIONS[k],
);

/** Collections that hold something about a person but are left out of the export (or cut), and why. */
export const WITHHELD_FROM_EXPORT: Partial<Record<CollectionKey, string>> = {
  // The full bank account number is never sent to any client; the kyc section has its last 4 digits.
  kycPrivate: 'The full bank account number is never sent to the app; its last 4 digits are in the KYC section.',
  // Staff decisions on an owner's listing: the outcome and the staff's note are on the draft in the listings section.
  listingReviews:
    'Staff decisions on your listings; their outcome and note are on your drafts in the listings section.',
  // meta: a person's booking locks and daily counters (of bookings, parent requests, consent requests): bookkeeping
  // against abuse, deleted by Firestore's TTL (2 days; a booking's lock a year) and at once when the account goes.
  meta: 'Booking locks and daily request counters, kept against abuse: deleted automatically within 2 days (a booking’s lock within a year), and at once when you delete your account.',
  // account_deletions/{uid}: the inactive-account job's notice and due date (docs/retention.md); it ends with the
  // account, whose deletion removes it.
  accountDeletions: 'The date and state of a notice that your account has not been used for 2 years; removed with the account.',
  // stay_residents/{id}: the PG owner's copy of a stay (first name, PG, room, dates, status), keyed by the stay; the
  // same facts are in the stays section.
  stayResidents: 'The PG owner’s copy of your stay (first name, room and dates); the same facts are in the stays section.',
  // owner_complaints/{id}: the PG owner's copy of a complaint (first name, room, the words and the answers); the
  // complaint itself is in the complaints section.
  ownerComplaints: 'The PG owner’s copy of your complaints (first name, room, what was written); the complaints themselves are in the complaints section.',
  // owner_leads/{id}: the PG owner's copy of a visit booking (first name, coaching, room asked for, date, status), keyed
  // by the booking; the same facts are in the bookings section.
  ownerLeads: 'The PG owner’s copy of your visit booking (first name, coaching, room and visit time); the same facts are in the bookings section.',
};

/**
 * Collections that hold no personal data of the user (the reason beside each). A collection that starts holding a
 * uid, a name or a number moves to EXPORT_SECTIONS (and its module gets a "data of user X" function).
 */
export const NO_PERSONAL_DATA: Partial<Record<CollectionKey, string>> = {
  // The public catalogue: coaching institutes, their branches and Kota's areas.
  coachings: 'catalogue',
  branches: 'catalogue',
  areas: 'catalogue',
  // Compact copies of public listings per map cell (derived from pgs, which the listings section has).
  searchIndex: 'derived from public listings',
  // Webhook events by event id: type, booking id, outcome and time — no person.
  paymentEvents: 'gateway events by booking id',
  // How many visits a PG's slot holds.
  visitSlots: 'slot counters',
  // Duplicate-payment refunds by payment id and amount; the booking section holds the booking's refund.
  refundsPending: 'refunds by payment id',
  // Google lookups counted per Kota day.
  placesQuota: 'daily counter',
  // Lookups per hashed client key in the current minute.
  placesRate: 'hashed per-minute counter',
  // Emulators only: the local gateway's payments and refunds.
  localPayments: 'emulators only',
  localRefunds: 'emulators only',
  // The daily comparison of gateway totals with our records, by payment id.
  paymentReconciliations: 'daily totals by payment id',
  // Rent's gateway orders: order id → stay id, month, amount and payment id; the stays section has the invoices.
  rentOrders: 'rent orders by stay id',
  // A PG's complaint counts and median hours to resolve: numbers, no person.
  complaintStats: 'counts per listing',
  // A listing's weekly counts of search appearances, views, saves, visits and move-ins: numbers, no person.
  listingStats: 'counts per listing and week',
  // Payout webhook events: type, statement id, payout id, outcome and time — no person.
  payoutEvents: 'payout events by statement id',
  // Emulators only: the local payouts provider's payouts.
  localPayouts: 'emulators only',
};
