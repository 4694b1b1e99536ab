// Route guards (SPEC.md §6). UX only: the rules and Functions are the security.
// Placeholder pass-through until the sign-in issue implements them.
import { Outlet } from 'react-router-dom';
import type { Role } from '@kotastay/shared/roles';

export function RequireAuth() {
  return <Outlet />;
}
export function RequireRole(_props: { role: Role; otherwise: string }) {
  return <Outlet />;
}
export function RequireAdmin() {
  return <Outlet />;
}
export function RequireTeam(_props: { role?: Role }) {
  return <Outlet />;
}
