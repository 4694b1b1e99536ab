// Data rights in the app (docs/decisions/204-data-rights-in-the-app.md): a person downloads what KotaStay holds about
// them (a parent for their child), deletes their account, and asks for what only a person can do (a date-of-birth
// correction, a deletion refused while a visit is active) through `privacy_requests`, answered within 30 days.
import { z } from 'zod';

/** The export's format name and version, so a reader knows what it has. */
export const DATA_EXPORT_FORMAT = 'kotastay-data-export/1';

/** Days within which a request a person must handle is answered (the DPDP Rules' outer limit we promise). */
export const PRIVACY_REQUEST_DAYS = 30;

export { FORMER_STUDENT } from '../review-authors';

/** One stored document as plain JSON (times as ISO strings), with its id and collection path. */
export type ExportedDoc = { id: string; path: string; data: Record<string, unknown> };

/** GET /api/me/export and GET /api/consents/{childUid}/export. */
export type DataExport = {
  format: typeof DATA_EXPORT_FORMAT;
  generatedAt: string;
  subject: { uid: string; phone: string | null };
  /** 'self', or 'parent' when a parent (by the consent's verified number) downloaded their child's data. */
  requestedBy: 'self' | 'parent';
  /** Every collection the export read, so the reader sees where their data lives. */
  collections: string[];
  /** The collections that hold something about this person but are left out or cut, and why. */
  withheld: { collection: string; why: string }[];
  sections: Record<DataExportSection, ExportedDoc[]>;
};

export const DATA_EXPORT_SECTIONS = [
  'profile',
  'savedPgs',
  'bookings',
  'bookingAudit',
  'paymentOrders',
  'stays',
  'complaints',
  'reviews',
  'reviewAuthorship',
  'reviewReports',
  'kyc',
  'listings',
  'messages',
  'consents',
  'roleGrants',
  'auditLog',
  'privacyRequests',
  'earnings',
] as const;
export type DataExportSection = (typeof DATA_EXPORT_SECTIONS)[number];

/** POST /api/me/delete: the word typed into the confirmation, so no stray request deletes an account. */
export const DeleteAccountBodySchema = z.strictObject({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm.' }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** What the deletion kept, and why (shown to the person before and after, and recorded). */
export const DELETION_KEEPS = [
  {
    what: 'payment_records',
    why: 'Booking, stay and payment records (amount, dates, receipt number, refund) are kept for 8 years because tax and accounting law requires it; your name, phone numbers and notes are removed from them.',
  },
  {
    what: 'reviews',
    why: 'Reviews you wrote stay for other students, shown as written by a former student; nothing links them to you any more.',
  },
  {
    what: 'staff_audit_log',
    why: 'What staff did on your account stays in the staff audit log, which keeps staff accountable.',
  },
  {
    what: 'complaints',
    why: 'Complaints about a PG you lived in stay, shown as from a former student and without your words, photos or phone numbers: how they were handled counts in the PG’s record and keeps the owner and our team accountable.',
  },
] as const;

export const DELETION_DONE_RESPONSE = 'deleted';
export type DeleteAccountResponse = {
  status: typeof DELETION_DONE_RESPONSE;
  /** The id the kept records now carry instead of the uid. */
  tombstoneId: string;
  kept: { what: string; why: string }[];
};

export const PRIVACY_REQUEST_KINDS = ['birth_date_correction', 'deletion_later', 'account_deleted'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** POST /api/me/privacy-requests: what a person asks for that a person must handle. */
export const PrivacyRequestBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('birth_date_correction'),
    /** The correct date of birth, YYYY-MM-DD. */
    birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.'),
    note: z.string().trim().max(500, 'At most 500 characters.').default(''),
  }),
  z.strictObject({
    kind: z.literal('deletion_later'),
    note: z.string().trim().max(500, 'At most 500 characters.').default(''),
  }),
]);
export type PrivacyRequestBody = z.infer<typeof PrivacyRequestBodySchema>;

/** `privacy_requests/{id}`. An account deletion's record carries a tombstone id and no uid, name or number. */
export const PrivacyRequestDocSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(['open', 'done']),
  /** The requester's uid (null on an account deletion's record). */
  uid: z.string().nullable(),
  tombstoneId: z.string().nullable(),
  /** What was asked (the date of birth asked for, the person's note); empty on a deletion's record. */
  details: z.record(z.string(), z.string()),
  /** On a deletion's record: what was kept and why. */
  kept: z.array(z.object({ what: z.string(), why: z.string() })),
  createdAt: z.string(),
  /** ISO: answered by then (createdAt + PRIVACY_REQUEST_DAYS). */
  dueAt: z.string(),
  closedAt: z.string().nullable(),
});
export type PrivacyRequestDoc = z.infer<typeof PrivacyRequestDocSchema>;
export type PrivacyRequest = PrivacyRequestDoc & { id: string };
export type PrivacyRequestsResponse = { results: PrivacyRequest[] };
