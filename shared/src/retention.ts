// How long KotaStay keeps each kind of data and what happens then: the ONE table that
//  - the scheduled jobs read their periods from (functions/src/triggers/*-retention.ts, inactive-accounts.ts),
//  - the Firestore TTL policies are checked against (TTL_DOCUMENTS below, firestore.indexes.json),
//  - the privacy policy renders its "How long we keep it" section from (web/src/features/info, English and Hindi),
//  - docs/retention.md documents (scripts/retention-doc.test.ts checks the doc lists every entry).
// docs/decisions/011-visit-token-refunds-and-data-retention.md set the first periods;
// docs/decisions/202-retention-grievance-and-true-words.md the rest.
// Plain data, no imports: the web's privacy page reads it without pulling anything else in.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What happens when the period ends. */
export type RetentionAction = 'delete' | 'redact' | 'anonymise';

/** Who carries it out: a scheduled Function, a Firestore TTL policy, or nothing automatic yet (said so). */
export type RetentionEnforcer =
  | { kind: 'job'; fn: string }
  | { kind: 'ttl' }
  | { kind: 'not_automated'; note: string };

type Words = { readonly en: string; readonly hi: string };

export type RetentionEntry = {
  /** What data, in the reader's words. */
  readonly data: Words;
  /** How long, in the reader's words. */
  readonly period: Words;
  /** The period in days, for the jobs and TTLs (null: the period is a condition, not a number of days). */
  readonly periodDays: number | null;
  readonly reason: Words;
  readonly action: RetentionAction;
  /** What exactly goes and what stays. */
  readonly what: Words;
  readonly enforcedBy: RetentionEnforcer;
  /** False for records with no personal data in them (kept in the docs, not shown on the privacy page). */
  readonly personal: boolean;
};

export const RETENTION = {
  kycDocuments: {
    data: { en: 'Owners’ ID cards and KYC documents', hi: 'PG मालिकों के पहचान पत्र और KYC दस्तावेज़' },
    period: { en: '90 days after the verification decision', hi: 'सत्यापन के फ़ैसले के 90 दिन बाद तक' },
    periodDays: 90,
    reason: { en: 'To handle disputes and fraud reports about the verification.', hi: 'सत्यापन से जुड़े विवाद और धोखाधड़ी की शिकायतें निपटाने के लिए।' },
    action: 'delete',
    what: {
      en: 'The file and the name on the ID are deleted; the date, the type of document and its last 4 digits stay.',
      hi: 'फ़ाइल और पहचान पत्र पर लिखा नाम मिटा दिए जाते हैं; सिर्फ़ तारीख़, दस्तावेज़ का प्रकार और उसके आख़िरी 4 अंक रहते हैं।',
    },
    enforcedBy: { kind: 'job', fn: 'kycRetention' },
    personal: true,
  },
  bankDetails: {
    data: { en: 'Owners’ bank details', hi: 'PG मालिकों के बैंक विवरण' },
    period: { en: 'While the owner lists with us', hi: 'जब तक मालिक हमारे साथ PG लिस्ट करते हैं' },
    periodDays: null,
    reason: { en: 'To pay the owner the tokens credited to rent.', hi: 'किराए में जोड़े गए टोकन का भुगतान मालिक को करने के लिए।' },
    action: 'delete',
    what: {
      en: 'Deleted; the payout records tax law requires stay with the booking records.',
      hi: 'मिटा दिए जाते हैं; टैक्स क़ानून के लिए ज़रूरी भुगतान रिकॉर्ड बुकिंग रिकॉर्ड के साथ रहते हैं।',
    },
    enforcedBy: { kind: 'job', fn: 'kycRetention' },
    personal: true,
  },
  bookingRecords: {
    data: { en: 'Booking and payment records', hi: 'बुकिंग और भुगतान के रिकॉर्ड' },
    period: { en: '8 years', hi: '8 साल' },
    periodDays: 2922,
    reason: { en: 'Indian accounting and tax law requires it.', hi: 'भारत के लेखा (अकाउंटिंग) और टैक्स क़ानून के अनुसार ज़रूरी है।' },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दिए जाते हैं।' },
    enforcedBy: {
      kind: 'not_automated',
      note: 'The monthly records export expires by the bucket’s lifecycle (scripts/lib/deploy.mjs). The first live records reach 8 years in 2034; their deletion job is due before then.',
    },
    personal: true,
  },
  outboxMessages: {
    data: { en: 'Text messages we sent you (booking updates, receipts)', hi: 'आपको भेजे गए SMS (बुकिंग की जानकारी, रसीदें)' },
    period: { en: '30 days after sending', hi: 'भेजने के 30 दिन बाद तक' },
    periodDays: 30,
    reason: { en: 'To answer “I did not get the text” and resend it.', hi: '“मुझे SMS नहीं मिला” का जवाब देने और उसे दोबारा भेजने के लिए।' },
    action: 'redact',
    what: {
      en: 'The phone number and the words of the message are removed; which message was sent, when, and for which booking stays.',
      hi: 'फ़ोन नंबर और संदेश के शब्द हटा दिए जाते हैं; कौन-सा संदेश, कब और किस बुकिंग के लिए भेजा गया, इतना रहता है।',
    },
    enforcedBy: { kind: 'job', fn: 'outboxRetention' },
    personal: true,
  },
  auditStaff: {
    data: { en: 'Our staff’s action log (verifications, moderation, role changes)', hi: 'हमारी टीम के कामों का लॉग (सत्यापन, रिव्यू की जाँच, भूमिका में बदलाव)' },
    period: { en: '3 years', hi: '3 साल' },
    periodDays: 1096,
    reason: { en: 'To answer complaints about a decision and to find misuse of access.', hi: 'किसी फ़ैसले पर शिकायत का जवाब देने और पहुँच के दुरुपयोग का पता लगाने के लिए।' },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दिया जाता है।' },
    enforcedBy: { kind: 'job', fn: 'auditRetention' },
    personal: true,
  },
  auditBooking: {
    data: { en: 'Our staff’s actions on bookings and payments', hi: 'बुकिंग और भुगतान पर हमारी टीम के काम' },
    period: { en: '8 years, like the booking records', hi: '8 साल, बुकिंग रिकॉर्ड की तरह' },
    periodDays: 2922,
    reason: { en: 'They are part of the booking and payment records.', hi: 'ये बुकिंग और भुगतान के रिकॉर्ड का हिस्सा हैं।' },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दिए जाते हैं।' },
    enforcedBy: { kind: 'job', fn: 'auditRetention' },
    personal: true,
  },
  inactiveAccounts: {
    data: { en: 'Student and parent accounts not used', hi: 'इस्तेमाल न किए गए छात्र और अभिभावक खाते' },
    period: { en: '2 years without signing in; a text 30 days before', hi: '2 साल तक साइन इन न करने पर; 30 दिन पहले एक SMS' },
    periodDays: 730,
    reason: { en: 'An account nobody uses serves no purpose.', hi: 'जिस खाते का कोई इस्तेमाल नहीं करता, उसे रखने का कोई मक़सद नहीं।' },
    action: 'delete',
    what: {
      en: 'The account and profile are deleted; booking and payment records stay for their 8 years.',
      hi: 'खाता और प्रोफ़ाइल मिटा दिए जाते हैं; बुकिंग और भुगतान के रिकॉर्ड अपने 8 साल तक रहते हैं।',
    },
    enforcedBy: { kind: 'job', fn: 'inactiveAccounts' },
    personal: true,
  },
  abuseCounters: {
    data: { en: 'Anti-abuse counters (how many bookings or approval requests a number made)', hi: 'दुरुपयोग रोकने वाली गिनती (किसी नंबर से कितनी बुकिंग या मंज़ूरी के अनुरोध हुए)' },
    period: { en: '2 days', hi: '2 दिन' },
    periodDays: 2,
    reason: { en: 'To stop floods of bookings and texts to one number.', hi: 'एक ही नंबर पर बुकिंग और SMS की बाढ़ रोकने के लिए।' },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दी जाती है।' },
    enforcedBy: { kind: 'ttl' },
    personal: true,
  },
  bookingLocks: {
    data: { en: 'The note that you already have a booking at a PG', hi: 'यह नोट कि किसी PG में आपकी बुकिंग पहले से है' },
    period: { en: '1 year after the booking', hi: 'बुकिंग के 1 साल बाद तक' },
    periodDays: 365,
    reason: { en: 'So one student holds one booking per PG at a time.', hi: 'ताकि एक छात्र एक PG में एक समय पर एक ही बुकिंग रखे।' },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दिया जाता है।' },
    enforcedBy: { kind: 'ttl' },
    personal: true,
  },
  parentLinks: {
    data: { en: 'Approval links sent to parents', hi: 'अभिभावकों को भेजे गए मंज़ूरी के लिंक' },
    period: { en: '30 days after the link ends', hi: 'लिंक ख़त्म होने के 30 दिन बाद तक' },
    periodDays: 30,
    reason: { en: 'So a late click still says what became of the booking.', hi: 'ताकि देर से खोलने पर भी पता चले कि बुकिंग का क्या हुआ।' },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दिया जाता है।' },
    enforcedBy: { kind: 'ttl' },
    personal: true,
  },
  deletedAccountMarks: {
    data: { en: 'The mark that an account was deleted (its random account id only)', hi: 'यह निशान कि कोई अकाउंट मिटाया गया (सिर्फ़ उसकी रैंडम अकाउंट id)' },
    period: { en: '2 days', hi: '2 दिन' },
    periodDays: 2,
    reason: {
      en: 'So a phone still signed in to a deleted account cannot create its profile again (a sign-in token lives up to an hour).',
      hi: 'ताकि मिटाए गए अकाउंट में अब भी साइन-इन फ़ोन उसकी प्रोफ़ाइल दोबारा न बना सके (साइन-इन टोकन एक घंटे तक चलता है)।',
    },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दिया जाता है।' },
    enforcedBy: { kind: 'ttl' },
    personal: false,
  },
  placesQuota: {
    data: { en: 'Daily count of paid map look-ups (no personal data)', hi: 'पेड मैप खोज की रोज़ की गिनती (कोई निजी डेटा नहीं)' },
    period: { en: '90 days', hi: '90 दिन' },
    periodDays: 90,
    reason: { en: 'To check the map bill.', hi: 'मैप के बिल की जाँच के लिए।' },
    action: 'delete',
    what: { en: 'Deleted.', hi: 'मिटा दी जाती है।' },
    enforcedBy: { kind: 'ttl' },
    personal: false,
  },
} as const satisfies Record<string, RetentionEntry>;

export type RetentionId = keyof typeof RETENTION;
export const RETENTION_IDS = Object.keys(RETENTION) as RetentionId[];

/** The period of an entry with a number of days, in ms (a job's window). */
export function retentionMs(id: RetentionId): number {
  const days: number | null = RETENTION[id].periodDays;
  if (days === null) throw new Error(`Retention entry ${id} has no period in days.`);
  return days * DAY_MS;
}

/** Days before an inactive account's deletion that its notice goes out. */
export const INACTIVE_NOTICE_DAYS = 30;

/** The Timestamp field every TTL-deleted document carries; firestore.indexes.json declares a TTL policy on it. */
export const TTL_FIELD = 'expireAt';

/**
 * Every kind of document Firestore's TTL deletes: its collection, its id prefix within it ('' = every document),
 * the table entry it follows and what its `expireAt` is counted from. scripts/retention-config.test.ts checks each
 * collection has a TTL policy in firestore.indexes.json and that every `meta` document kind is listed here or in
 * PERMANENT_META_DOCS.
 */
export const TTL_DOCUMENTS = [
  { collection: 'meta', idPrefix: 'booking_rate_', retention: 'abuseCounters', from: 'the last booking' },
  { collection: 'meta', idPrefix: 'parent_requests_to_', retention: 'abuseCounters', from: 'the last request' },
  { collection: 'meta', idPrefix: 'parent_requests_by_', retention: 'abuseCounters', from: 'the last request' },
  { collection: 'meta', idPrefix: 'consent_requests_to_', retention: 'abuseCounters', from: 'the last request' },
  { collection: 'meta', idPrefix: 'consent_requests_by_', retention: 'abuseCounters', from: 'the last request' },
  { collection: 'meta', idPrefix: 'booking_lock_', retention: 'bookingLocks', from: 'the booking' },
  { collection: 'meta', idPrefix: 'parent_link_', retention: 'parentLinks', from: 'the end of the link' },
  { collection: 'meta', idPrefix: 'deleted_account_', retention: 'deletedAccountMarks', from: 'the deletion' },
  { collection: 'places_rate', idPrefix: '', retention: 'abuseCounters', from: 'its minute (10 minutes, well inside 2 days)' },
  { collection: 'places_quota', idPrefix: '', retention: 'placesQuota', from: 'its day' },
] as const satisfies readonly { collection: string; idPrefix: string; retention: RetentionId; from: string }[];

/** `meta` documents that are kept (no personal data, one each): anything else in `meta` must be in TTL_DOCUMENTS. */
export const PERMANENT_META_DOCS = ['catalogue', 'receipt_counter', 'rent_receipt_counter', 'statement_counter', 'escort_rotation', 'repair', 'outbox_retention'] as const;
