// The staff audit log (issue #10): one document per staff action anywhere in the product — KYC decisions, listing
// verification, booking transitions, review moderation, role and catalogue changes. Functions write it in the same
// transaction as the action; current admins read it; no client writes it.

export const AUDIT_ACTIONS = [
  'kyc.approved',
  'kyc.rejected',
  'listing.verified',
  'listing.changes_requested',
  'listing.rechecked',
  'listing_report.reviewing',
  'listing_report.closed',
  'booking.transition',
  'booking.checklist',
  'stay.notice',
  'stay.room_change_request',
  'stay.room_change_done',
  'stay.room_change_decline',
  'complaint.taken_over',
  'complaint.answered',
  'review.hidden',
  'review.restored',
  'role.changed',
  'role.granted_to_phone',
  'role.grant_revoked',
  'role.grant_applied',
  'catalogue.created',
  'catalogue.updated',
  'catalogue.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'kyc',
  'listing',
  'booking',
  'stay',
  'complaint',
  'review',
  'listing_report',
  'user',
  'role_grant',
  'coaching',
  'branch',
  'area',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** `audit_log/{auto}`. `before`/`after` hold only the fields the action changed (small, no secrets, no ID card paths). */
export type AuditLogDoc = {
  actorUid: string | null;
  /** The actor's role when acting, or 'system'. */
  actorRole: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** A one-line human summary, e.g. "Approved KYC of Ramesh Sharma". */
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  /** ISO time. */
  at: string;
};
