// Roles given to a mobile number before its first sign-in (issue #10; docs/decisions/100-admin-console-and-audit-log.md).
// `role_grants/{E164}`: the API writes, the beforeUserCreated blocking function applies and deletes it at the
// number's first sign-in; current admins read the pending list. Who may grant what: shared/src/role-policy.ts.
import { z } from 'zod';

/** The roles that can be given to a number (pg_owner only ever comes from owner verification). */
export const GRANTABLE_ROLES = ['booking_team', 'movein_team', 'admin', 'super_admin'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** "+919811111111", "919811111111", "98111 11111" → "+919811111111"; anything else stays as typed (and fails). */
export function normaliseIndianMobile(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return `+${digits}`;
  return digits;
}

const PhoneInputSchema = z
  .string({ error: 'Enter the 10-digit mobile number.' })
  .max(20, 'Enter the 10-digit mobile number.')
  .transform(normaliseIndianMobile)
  .pipe(z.string().regex(/^\+91[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number (starting 6–9).'));

/** POST /api/admin/role-grants */
export const RoleGrantBodySchema = z.strictObject({
  phone: PhoneInputSchema,
  role: z.enum(GRANTABLE_ROLES, { error: 'Choose booking team, move-in team, admin or super admin.' }),
});
export type RoleGrantBody = z.infer<typeof RoleGrantBodySchema>;

/** `role_grants/{E164}`: what the API writes, and what reads of it parse (issue #23). */
export const RoleGrantDocSchema = z.object({
  phone: z.string(),
  role: z.enum(GRANTABLE_ROLES),
  grantedBy: z.string(),
  grantedByRole: z.string(),
  /** ISO time. */
  grantedAt: z.string(),
});
export type RoleGrantDoc = z.infer<typeof RoleGrantDocSchema>;

/**
 * The answer to a grant: `pending` until the number first signs in; `applied` when the number already had an
 * account (its role was changed at once, as PUT /api/users/{uid}/role does).
 */
export type RoleGrantResult =
  | { status: 'pending'; grant: RoleGrantDoc; changed: boolean }
  | { status: 'applied'; phone: string; uid: string; role: GrantableRole; changed: boolean };

export type RoleGrantList = { grants: RoleGrantDoc[] };
