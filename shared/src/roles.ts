/** Roles carried in Firebase Auth custom claims (`role`). An ordinary user (student) has no role claim. */
export const ROLES = ['admin', 'super_admin', 'pg_owner', 'booking_team', 'movein_team'] as const;
export type Role = (typeof ROLES)[number];
export const TEAM_ROLES = ['booking_team', 'movein_team'] as const satisfies readonly Role[];
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
/** The one spelling of "is an admin" (admin or super_admin), for the API, the web and the role policy. */
export const isAdminRole = (role: unknown): role is (typeof ADMIN_ROLES)[number] =>
  (ADMIN_ROLES as readonly unknown[]).includes(role);
/** booking_team or movein_team. */
export const isTeamRole = (role: unknown): role is (typeof TEAM_ROLES)[number] =>
  (TEAM_ROLES as readonly unknown[]).includes(role);
