// The user document users/{uid} (docs/requirements/sign-in-and-profiles.md#the-user-document) and what each side may write to it.
// - UserDoc: what the API returns (timestamps as ISO strings).
// - ProfileInput: the only fields a signed-in user writes about themselves (firestore.rules mirrors it).
// - Role, the verification flags, canListPG and the KYC fields (idCardPath, bankDetails) are written by
//   Functions only.
import { birthDateProblem } from '../age';
import { z } from 'zod';
import { COUNTRY_CODE, OTP_LENGTH, PHONE_LENGTH } from '../constants';
import { ROLES } from '../roles';
import { DocIdSchema } from './ids';

export const ACCOUNT_TYPES = ['student', 'pg_owner_applicant'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** The exams a student prepares for (the catalogue also knows 'Foundation'; a profile names the target exam). */
export const USER_EXAMS = ['JEE', 'NEET'] as const;
export const UserExamSchema = z.enum(USER_EXAMS);
export type UserExam = z.infer<typeof UserExamSchema>;

/** PGs in Kota are boys-only or girls-only, so a student's gender decides which PGs fit. */
export const GENDERS = ['male', 'female', 'other'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

/** A phone number as Firebase Auth stores it: +91 followed by 10 digits. */
export const E164_INDIA = new RegExp(`^\\${COUNTRY_CODE}\\d{${PHONE_LENGTH}}$`);
export const PhoneE164Schema = z.string().regex(E164_INDIA, 'Use +91 followed by 10 digits.');
/** An Indian mobile number (starts with 6–9): used for contacts such as a parent's phone. */
export const MobileE164Schema = z.string().regex(/^\+91[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number.');

export const NAME_MAX_CHARS = 60;

/**
 * Characters a name may not contain: control, format (zero-width spaces and joiners, bidi marks and overrides,
 * the BOM), private-use and surrogate code points, and every separator (the plain space is allowed separately,
 * between other characters). The explicit code points are listed too because rules engines with older Unicode
 * tables miss some of them (U+2066–U+2069 were added in Unicode 6.3); the Hangul fillers are invisible
 * "letters" and the Braille blank (U+2800) an invisible symbol. Written in RE2 syntax (`\x{…}`) because firestore.rules uses this very string; `nameRegExp`
 * turns it into a JavaScript RegExp.
 */
const NAME_FORBIDDEN_CLASS = String.raw`\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Z}\x{00AD}\x{061C}\x{115F}\x{1160}\x{180E}\x{200B}-\x{200F}\x{202A}-\x{202E}\x{2060}-\x{206F}\x{2800}\x{3164}\x{FEFF}\x{FFA0}`;
/** 2–60 code points, none forbidden; plain spaces only between other characters (none leading or trailing). */
export const NAME_CHARS_PATTERN = `^[^${NAME_FORBIDDEN_CLASS}](?:[^${NAME_FORBIDDEN_CLASS}]| ){0,${NAME_MAX_CHARS - 2}}[^${NAME_FORBIDDEN_CLASS}]$`;
/** At least two letters (any script). */
export const NAME_LETTERS_PATTERN = String.raw`^\P{L}*\p{L}\P{L}*\p{L}.*$`;

/** A JavaScript RegExp for one of the RE2 patterns above (`\x{HHHH}` is spelled `\u{HHHH}` in JS). */
export const nameRegExp = (pattern: string) => new RegExp(pattern.replace(/\\x\{/g, '\\u{'), 'u');
const NAME_CHARS_RE = nameRegExp(NAME_CHARS_PATTERN);
const NAME_LETTERS_RE = nameRegExp(NAME_LETTERS_PATTERN);

/**
 * A person's name as stored in users/{uid}.name. firestore.rules applies the same two patterns to every create
 * and update, so what this schema accepts (after trimming) is exactly what the rules accept.
 */
export const UserNameSchema = z
  .string()
  .trim()
  .min(2, 'Enter your name (at least 2 characters).')
  // Counted in code points, as the pattern counts them (an emoji or a rare letter is one character, not two).
  .refine((s) => [...s].length <= NAME_MAX_CHARS, `Use at most ${NAME_MAX_CHARS} characters.`)
  .regex(NAME_CHARS_RE, 'Use visible characters only (no invisible, control or special spaces).')
  .regex(NAME_LETTERS_RE, 'Enter your name (at least 2 letters).');

const RefIdSchema = DocIdSchema.max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Pick one from the list.');

export const BankDetailsSchema = z.strictObject({
  accountHolderName: z.string().trim().min(2).max(80),
  accountNumber: z.string().regex(/^\d{9,18}$/, 'Use 9 to 18 digits.'),
  ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Use an 11-character IFSC such as SBIN0001234.'),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

export const RoleSchema = z.enum(ROLES);

export const UserDocSchema = z.object({
  uid: z.string(),
  phone: PhoneE164Schema.nullable(),
  name: z.string().optional(),
  /** Mirror of the `role` custom claim; null/absent = ordinary user (student). */
  role: RoleSchema.nullable(),
  accountType: AccountTypeSchema.optional(),
  exam: UserExamSchema.optional(),
  coachingId: z.string().optional(),
  branchId: z.string().optional(),
  gender: GenderSchema.optional(),
  parentPhone: z.string().optional(),
  /** YYYY-MM-DD, written once by the student (decision 203). */
  birthDate: z.string().optional(),
  /**
   * Storage object path of the owner's ID card, `id_cards/{uid}/{timestamp}_{filename}` (not a URL: staff screens
   * get a short-lived signed URL from the API). Written only by the upload Function, never by a client.
   */
  idCardPath: z.string().optional(),
  /** Payout details, submitted through the same KYC Function as the ID card; never written by a client. */
  bankDetails: BankDetailsSchema.optional(),
  isVerifiedPgOwner: z.boolean(),
  pgListerVerified: z.boolean(),
  canListPG: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type UserDoc = z.infer<typeof UserDocSchema>;

/** GET /api/users/firebase/{uid}: the document plus the snake-case reading of the verified flag (docs/requirements/sign-in-and-profiles.md#the-user-document). */
export type UserResponse = UserDoc & { pg_lister_verified: boolean };

/**
 * What /setup-profile and /profile save. A student names exam, coaching and gender (the rest of the product
 * filters PGs by them); someone who owns a PG needs only a name here (owner verification asks for more later).
 */
export const ProfileInputSchema = z
  .strictObject({
    name: UserNameSchema,
    accountType: AccountTypeSchema,
    exam: UserExamSchema.optional(),
    coachingId: RefIdSchema.optional(),
    branchId: RefIdSchema.optional(),
    gender: GenderSchema.optional(),
    parentPhone: MobileE164Schema.optional(),
    /** YYYY-MM-DD, set once (decision 203): under 18, a parent must consent before the first booking. */
    birthDate: z
      .string()
      .superRefine((s, ctx) => {
        const problem = birthDateProblem(s);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (p.accountType !== 'student') return;
    if (!p.exam) ctx.addIssue({ code: 'custom', path: ['exam'], message: 'Pick your exam.' });
    if (!p.coachingId) ctx.addIssue({ code: 'custom', path: ['coachingId'], message: 'Pick your coaching.' });
    if (!p.gender) ctx.addIssue({ code: 'custom', path: ['gender'], message: 'Pick one.' });
  });
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** PUT /api/users/{uid}/role. pg_owner is granted by owner verification, never through this endpoint. */
export const SETTABLE_ROLES = ['admin', 'super_admin', 'booking_team', 'movein_team'] as const;
export const RoleChangeSchema = z.strictObject({
  role: z.enum(SETTABLE_ROLES).nullable(),
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

export const UserSearchQuerySchema = z.strictObject({
  /** Digits of the phone number to look for (with or without +91); empty lists the newest users. */
  phone: z
    .string()
    .regex(/^\+?\d{0,12}$/, 'Use digits only.')
    .optional(),
});

export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
