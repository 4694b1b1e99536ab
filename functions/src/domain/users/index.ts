// The users module's public entry: who a user is (the users collection and their Auth record) and whether their role
// is current. Other modules read and write users/{uid} only through these.
export { hasCurrentRole, isCurrentAdmin, isStaffRole } from './staff';
export { authUser, authUsersPage, claimRole, studentsWho, userDocRef, usersWithRole, writeRoleClaim } from './users-store';
export { repairRolesPage } from './role-repair';
export { deleteAccountRecords, profileDataOf } from './users-store';
export { roleGrantDataOf } from './role-grants';
