/** Roles carried in Firebase Auth custom claims (`role`). An ordinary user (student) has no role claim. */
export const ROLES = ['admin', 'super_admin', 'pg_owner', 'booking_team', 'movein_team'] as const;
export type Role = (typeof ROLES)[number];
export const TEAM_ROLES = ['booking_team', 'movein_team'] as const satisfies readonly Role[];
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isAdminRole = (role: unknown): boolean => role === 'admin' || role === 'super_admin';
