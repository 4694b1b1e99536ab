// Route guards (docs/requirements/roles-and-permissions.md#route-guards). They decide what the browser shows; the security is on the server (ID-token
// claims checked by the API, firestore.rules). Every decision reads the verified role claim — the
// docs/requirements/roles-and-permissions.md#team-mode-browser-keys team keys in localStorage are never consulted, so forging them opens nothing.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { isAdminRole, isTeamRole, type Role } from '@kotastay/shared/roles';
import { SessionSpinner as ScreenSpinner } from './session-spinner';
import { useSession } from '../hooks/use-session';
import { splitLanguagePath } from '../../../i18n/language';

function useHere(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

const withRedirect = (path: string, redirect: string) => `${path}?redirect=${encodeURIComponent(redirect)}`;

/** After 'Sign out' on a guarded screen: home, not the sign-in screen; later visits get /auth again. */
function HomeAfterSignOut() {
  const { acknowledgeSignOut } = useSession();
  const { pathname } = useLocation();
  useEffect(
    () => () => {
      // Only a real departure counts (StrictMode's rehearsal unmount keeps the same path).
      if (splitLanguagePath(window.location.pathname).path !== pathname) acknowledgeSignOut();
    },
    [acknowledgeSignOut, pathname],
  );
  return <Navigate to={ROUTES.home} replace />;
}

/** Signed out → /auth?redirect={path}; no or incomplete profile → /setup-profile. */
export function RequireAuth() {
  const session = useSession({ eager: true });
  const here = useHere();
  if (session.status === 'loading') return <ScreenSpinner />;
  if (session.status === 'signed_out') {
    return session.signedOutByUser ? <HomeAfterSignOut /> : <Navigate to={withRedirect(ROUTES.auth, here)} replace />;
  }
  if (session.profileStatus !== 'complete') return <Navigate to={withRedirect(ROUTES.setupProfile, here)} replace />;
  return <Outlet />;
}

/**
 * Signed in is enough (a parent's /family needs no profile: docs/decisions/150-parents-in-the-loop.md); signed out →
 * /auth?redirect={path}.
 */
export function RequireSignedIn() {
  const session = useSession({ eager: true });
  const here = useHere();
  if (session.status === 'loading') return <ScreenSpinner />;
  if (session.status === 'signed_out') {
    return session.signedOutByUser ? <HomeAfterSignOut /> : <Navigate to={withRedirect(ROUTES.auth, here)} replace />;
  }
  return <Outlet />;
}

/** Inside RequireAuth: the role claim must be `role`, else `otherwise` (/add-pg for a non-pg_owner → /dashboard). */
export function RequireRole({ role, otherwise }: { role: Role; otherwise: string }) {
  const session = useSession({ eager: true });
  if (session.status === 'loading') return <ScreenSpinner />;
  if (session.role !== role) return <Navigate to={otherwise} replace />;
  return <Outlet />;
}

/** Admin routes: an admin or super_admin claim, else the admin login screen. */
export function RequireAdmin() {
  const session = useSession({ eager: true });
  const here = useHere();
  if (session.status === 'loading') return <ScreenSpinner />;
  if (!isAdminRole(session.role)) return <Navigate to={withRedirect(ROUTES.admin, here)} replace />;
  return <Outlet />;
}

/**
 * Team routes: the given team role (any team role when `role` is not set) or an admin claim — admins may use
 * every desk (docs/requirements/roles-and-permissions.md#route-guards) — else the team login screen.
 */
export function RequireTeam({ role }: { role?: Role }) {
  const session = useSession({ eager: true });
  const here = useHere();
  if (session.status === 'loading') return <ScreenSpinner />;
  const allowed = isAdminRole(session.role) || (role ? session.role === role : isTeamRole(session.role));
  if (!allowed) return <Navigate to={withRedirect(ROUTES.team, here)} replace />;
  return <Outlet />;
}
