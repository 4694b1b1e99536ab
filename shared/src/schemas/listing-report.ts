// Reports of a listing (docs/decisions/206-trust-that-stays-fresh.md): anyone signed in reports a listing as fake,
// not as shown, unsafe or asking for a deposit; admins work the queue and record an outcome; the reporter is told
// by text. The stored document, the request bodies and the state table (as data, like TRANSITIONS of bookings),
// shared by the one Function that writes reports, the rules tests and the screens.
import { z } from 'zod';
import { DocIdSchema } from './ids';

// ---------- Constants ----------

export const LISTING_REPORT_REASONS = ['fake', 'not_as_shown', 'unsafe', 'deposit_asked'] as const;
export const ListingReportReasonSchema = z.enum(LISTING_REPORT_REASONS, { error: 'Pick what is wrong with this listing.' });
export type ListingReportReason = z.infer<typeof ListingReportReasonSchema>;

/** What the reporter may add in their own words. */
export const LISTING_REPORT_DETAILS_MAX_CHARS = 500;
/** What staff write when they record an outcome (the reporter's text quotes it). */
export const LISTING_REPORT_OUTCOME_MAX_CHARS = 300;
/** One person may file at most this many listing reports in any rolling 24 hours (429 after, nothing written). */
export const LISTING_REPORTS_PER_DAY_MAX = 5;
export const LISTING_REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

// ---------- States and transitions ----------

export const LISTING_REPORT_STATUSES = ['open', 'reviewing', 'action_taken', 'dismissed'] as const;
export const ListingReportStatusSchema = z.enum(LISTING_REPORT_STATUSES);
export type ListingReportStatus = z.infer<typeof ListingReportStatusSchema>;
/** A report in one of these is still open: its reporter cannot file another on the same listing. */
export const OPEN_LISTING_REPORT_STATUSES = ['open', 'reviewing'] as const satisfies readonly ListingReportStatus[];
/** The outcomes staff record; each closes the report and tells the reporter. */
export const LISTING_REPORT_OUTCOMES = ['action_taken', 'dismissed'] as const satisfies readonly ListingReportStatus[];
export type ListingReportOutcome = (typeof LISTING_REPORT_OUTCOMES)[number];

/** Who may move a report (`reporter` files it: the only way into `open`). Staff = current admins (decision 206). */
export type ListingReportActor = 'reporter' | 'admin';
export const LISTING_REPORT_TRANSITIONS: readonly {
  from: ListingReportStatus;
  to: ListingReportStatus;
  by: readonly ListingReportActor[];
}[] = [
  { from: 'open', to: 'reviewing', by: ['admin'] },
  { from: 'open', to: 'action_taken', by: ['admin'] },
  { from: 'open', to: 'dismissed', by: ['admin'] },
  { from: 'reviewing', to: 'action_taken', by: ['admin'] },
  { from: 'reviewing', to: 'dismissed', by: ['admin'] },
];
export const canMoveListingReport = (from: ListingReportStatus, to: ListingReportStatus, by: ListingReportActor): boolean =>
  LISTING_REPORT_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));
export const isOpenListingReport = (s: ListingReportStatus): boolean =>
  (OPEN_LISTING_REPORT_STATUSES as readonly ListingReportStatus[]).includes(s);

// ---------- The stored document ----------

const IsoSchema = z.iso.datetime({ offset: true });

/**
 * `listing_reports/{auto}`. Readable by its reporter and current admins; only the listing-reports Function writes.
 * `reporterPhone` is the number the outcome is texted to (the reporter's own, from their sign-in).
 */
export const ListingReportDocSchema = z.object({
  pgId: DocIdSchema,
  /** The listing's name when reported, so the queue and the reporter's text need no other read. */
  pgName: z.string().max(120),
  reporterUid: z.string().min(1),
  reporterPhone: z.string().nullable(),
  reason: ListingReportReasonSchema,
  details: z.string().max(LISTING_REPORT_DETAILS_MAX_CHARS),
  status: ListingReportStatusSchema,
  /** What staff recorded when they closed it (null while open). */
  outcome: z.string().max(LISTING_REPORT_OUTCOME_MAX_CHARS).nullable(),
  createdAt: IsoSchema,
  updatedAt: IsoSchema,
  closedAt: IsoSchema.nullable(),
});
export type ListingReportDoc = z.infer<typeof ListingReportDocSchema>;
export type ListingReport = ListingReportDoc & { id: string };

// ---------- Request bodies and answers ----------

/** POST /api/listing-reports */
export const CreateListingReportBodySchema = z.strictObject({
  pgId: DocIdSchema,
  reason: ListingReportReasonSchema,
  details: z
    .string({ error: 'Write what you saw, or leave this empty.' })
    .trim()
    .max(LISTING_REPORT_DETAILS_MAX_CHARS, `Keep it to ${LISTING_REPORT_DETAILS_MAX_CHARS} characters.`)
    .optional()
    .default(''),
});
export type CreateListingReportBody = z.input<typeof CreateListingReportBodySchema>;
/** The body as the Function takes it (details trimmed, '' when left out). */
export type CreateListingReport = z.output<typeof CreateListingReportBodySchema>;

/** POST /api/listing-reports/{id}/status (current admins): take it up, or close it with an outcome. */
export const ListingReportStatusBodySchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('reviewing') }),
    z.strictObject({
      status: z.enum(LISTING_REPORT_OUTCOMES),
      outcome: z
        .string({ error: 'Write what was found and done; the reporter is told.' })
        .trim()
        .min(3, 'Write what was found and done; the reporter is told.')
        .max(LISTING_REPORT_OUTCOME_MAX_CHARS, `Keep it to ${LISTING_REPORT_OUTCOME_MAX_CHARS} characters.`),
    }),
  ],
  { error: 'Choose reviewing, action_taken or dismissed.' },
);
export type ListingReportStatusBody = z.infer<typeof ListingReportStatusBodySchema>;

export type ListingReportResponse = { report: ListingReport; changed: boolean };
export type ListingReportsResponse = { results: ListingReport[] };

// ---------- The re-check queue (GET /api/admin/recheck-queue) and a re-check (POST /api/listings/{id}/recheck) ----------

export type RecheckQueueItem = { pgId: string; name: string; areaName: string; verifiedAt: string; dueAt: string; daysAgo: number };
export type RecheckQueueResponse = { dueNow: RecheckQueueItem[]; dueThisWeek: RecheckQueueItem[] };

/** What the reviewer records: the day of the re-check visit (Kota time). */
export const RecheckBodySchema = z.strictObject({
  visitDate: z.iso.date({ error: 'Give the day of the visit as YYYY-MM-DD.' }),
});
export type RecheckBody = z.infer<typeof RecheckBodySchema>;
export type RecheckResponse = { pgId: string; verifiedAt: string; changed: boolean };
