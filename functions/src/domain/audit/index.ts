// The audit module's public entry: every staff action is recorded through recordStaffAction, in the action's transaction.
export { auditEntriesAbout, auditEntry, auditLogCol, recordStaffAction, type StaffAction } from './log';
export { auditRetentionOf, purgeOldAuditEntries } from './retention';
