// users/{uid} → the UserResponse shape, one mapper for both readers: the API (functions/src/domain/users/
// users-store.ts, firebase-admin snapshots) and the web app's live read (web/src/features/auth/components/
// live-profile.tsx, JS SDK snapshots). An explicit field list (audit fields and anything unexpected stay out),
// timestamps of either SDK as ISO strings, unknown or malformed values dropped, and the verification flags true
// only when they are exactly true.
import { isRole } from './roles';
import type { AccountType, Gender, UserDoc, UserExam, UserResponse } from './schemas/user';

// Literal lists rather than the zod schemas: the web's signed-in chunk should not pull zod in.
// `satisfies` keeps them to values the schema allows.
const ACCOUNT_TYPES = ['student', 'pg_owner_applicant'] as const satisfies readonly AccountType[];
const EXAMS = ['JEE', 'NEET'] as const satisfies readonly UserExam[];
const GENDERS = ['male', 'female', 'other'] as const satisfies readonly Gender[];

type TimestampLike = { toDate(): Date };
const isTimestamp = (v: unknown): v is TimestampLike =>
  typeof v === 'object' && v !== null && typeof (v as { toDate?: unknown }).toDate === 'function';

// A serverTimestamp() not yet confirmed reads as null: the next snapshot carries the server's time.
const iso = (value: unknown): string | null => (isTimestamp(value) ? value.toDate().toISOString() : null);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const pick = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;

export function toUserResponse(uid: string, d: Record<string, unknown>): UserResponse {
  const bank = d.bankDetails;
  const doc: UserDoc = {
    uid,
    phone: str(d.phone) ?? null,
    name: str(d.name),
    role: isRole(d.role) ? d.role : null,
    accountType: pick(ACCOUNT_TYPES, d.accountType),
    exam: pick(EXAMS, d.exam),
    coachingId: str(d.coachingId),
    branchId: str(d.branchId),
    gender: pick(GENDERS, d.gender),
    parentPhone: str(d.parentPhone),
    birthDate: str(d.birthDate),
    idCardPath: str(d.idCardPath),
    bankDetails: bank && typeof bank === 'object' ? (bank as UserDoc['bankDetails']) : undefined,
    isVerifiedPgOwner: d.isVerifiedPgOwner === true,
    pgListerVerified: d.pgListerVerified === true,
    canListPG: d.canListPG === true,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
  return { ...doc, pg_lister_verified: doc.pgListerVerified };
}
