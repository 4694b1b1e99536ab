// Owner verification (KYC): what the applicant submits, what the status screen and the staff queue read.
// Both sides import these: the web form pre-checks with them, POST /api/kyc is the authority.
// See docs/decisions/060-owner-kyc.md.
import { z } from 'zod';
import { LANGUAGES } from '../language';
import { RETENTION } from '../retention';

export const ID_TYPES = ['masked_aadhaar', 'pan', 'driving_licence', 'voter_id'] as const;
export const IdTypeSchema = z.enum(ID_TYPES);
export type IdType = z.infer<typeof IdTypeSchema>;

export const KYC_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The ID card file: at most 5 MB (constants.ts); the type is decided by the bytes (JPEG, PNG or PDF), never by the name. */
export { KYC_FILE_MAX_BYTES } from '../constants';
export const KYC_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycContentType = (typeof KYC_CONTENT_TYPES)[number];

/** Days after the decision when the ID card and the name on it are deleted (the retention table, shared/src/retention.ts). */
export const KYC_RETENTION_DAYS: number = RETENTION.kycDocuments.periodDays;
/** The consent text the applicant agreed to; bump when the wording in web/src/features/kyc/i18n/en.ts changes. */
export const KYC_CONSENT_VERSION = 'kyc-consent-2026-01';

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * The text fields of the multipart POST /api/kyc (the file comes in the `idCard` part). Strict: an unknown
 * field is named and refused, so a client cannot slip `status` or `role` in.
 */
/** The bank account's fields, as the KYC form and a later change of account (decision 215) ask them. */
export const BANK_ACCOUNT_FIELDS = {
  accountHolderName: z.string().trim().min(2, 'Enter the account holder’s name.').max(80, 'Use at most 80 characters.'),
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, 'Use 9 to 18 digits.'),
  accountNumberConfirm: z.string().trim(),
  ifsc: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, 'Use an 11-character IFSC such as SBIN0001234.')),
};

/** The account number typed twice must match (named on accountNumberConfirm). */
export function accountNumbersMatch(v: { accountNumber: string; accountNumberConfirm: string }, ctx: z.RefinementCtx): void {
  if (v.accountNumber !== v.accountNumberConfirm) {
    ctx.addIssue({ code: 'custom', path: ['accountNumberConfirm'], message: 'The two account numbers do not match.' });
  }
}

export const KycSubmissionSchema = z
  .strictObject({
    nameOnId: z.string().trim().min(2, 'Enter the name exactly as printed on the ID (at least 2 characters).').max(80, 'Use at most 80 characters.'),
    idType: IdTypeSchema,
    ...BANK_ACCOUNT_FIELDS,
    upiId: z
      .string()
      .trim()
      .optional()
      .transform((s) => (s ? s : undefined))
      .pipe(z.string().regex(UPI_PATTERN, 'Use a UPI ID such as name@okbank.').optional()),
    consent: z.literal('true', 'Tick the consent box to continue.'),
    consentVersion: z.literal(KYC_CONSENT_VERSION, 'Reload the page: the consent text has changed.'),
    /** The language the applicant applied in: the decision's SMS is sent in it. */
    language: z.enum(LANGUAGES, { error: 'Pick English or Hindi.' }).default('en'),
  })
  .superRefine(accountNumbersMatch);
export type KycSubmission = z.infer<typeof KycSubmissionSchema>;

/**
 * Every decision names the submission the reviewer looked at (its `submittedAt`): an applicant who resubmits while
 * the review is open must not have the new documents approved unseen (409 `stale`).
 */
const ReviewedSubmissionSchema = z.iso.datetime({ message: 'Reload the request and review it again.' });

export const KycApproveSchema = z.strictObject({ submittedAt: ReviewedSubmissionSchema });

export const KycRejectSchema = z.strictObject({
  reason: z.string().trim().min(5, 'Tell the owner what to fix (at least 5 characters).').max(500, 'Use at most 500 characters.'),
  submittedAt: ReviewedSubmissionSchema,
});

export const KycQueueQuerySchema = z.strictObject({
  status: z.enum(KYC_STATUSES).default('submitted'),
});

/** A Firebase uid in a path: no '/', '.', '..' or Firestore's reserved `__x__` ids. */
export const UidParamSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a valid user id.')
  .refine((s) => !/^__.*__$/.test(s), 'Not a valid user id.');

export type KycDecision = { action: 'approved' | 'rejected'; by: string; at: string; reason?: string };

/** What the applicant and staff see: never the full account number, never a Storage URL. */
export type KycView = {
  uid: string;
  status: KycStatus;
  nameOnId: string | null;
  idType: IdType;
  idCardContentType: KycContentType | null;
  /** False once the retention job deleted the file. */
  hasIdCard: boolean;
  bank: { accountHolderName: string; accountNumberLast4: string; ifsc: string; upiId?: string };
  submittedAt: string | null;
  decidedAt: string | null;
  rejectionReason?: string;
  history: KycDecision[];
  phone?: string | null;
};
