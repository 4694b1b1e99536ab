// The signed-in user, their role claim and their profile, for the whole app (SPEC §4 auth states).
// Firebase is loaded lazily: at once on guarded and sign-in screens (they call ensureLoaded), and on
// public pages only at an idle moment and only for browsers that had a session before — a first-time
// visitor's landing page never downloads the Firebase SDK.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Role } from '@kotastay/shared/roles';
import { setViewerRole } from '../../../components/viewer-role';
import { setAuthHeadersProvider } from '../../../lib/api-client';
import type { SessionClient, SessionUser } from '../api/session-client';
import { userKeys, userQueryOptions } from '../api/get-user';
import { SessionContext, profileStatusOf, type Session } from '../hooks/use-session';
import { clearTeamKeys } from '../lib/team-keys';

const HAD_SESSION_KEY = 'kotastay.hadSession';

function readHint(): boolean {
  try {
    return localStorage.getItem(HAD_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}
function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HAD_SESSION_KEY, '1');
    else localStorage.removeItem(HAD_SESSION_KEY);
  } catch {
    // Storage blocked: the session still works, public pages just load Firebase on demand.
  }
}

type AuthState = { ready: boolean; user: SessionUser | null; role: Role | null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [auth, setAuth] = useState<AuthState>({ ready: false, user: null, role: null });
  const [client, setClient] = useState<SessionClient | null>(null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const started = useRef(false);

  const ensureLoaded = useCallback(() => {
    if (started.current) return;
    started.current = true;
    import('../api/session-client')
      .then((m) => m.createSessionClient())
      .then((c) => {
        setClient(c);
        setAuthHeadersProvider(() => c.authHeaders());
        c.subscribe(({ user, role }) => {
          setAuth({ ready: true, user, role });
          if (user) setSignedOutByUser(false);
          setViewerRole(role);
          writeHint(user !== null);
        });
      })
      .catch((err: unknown) => {
        // Without Firebase nobody can be signed in: behave as signed out rather than spin forever.
        console.error('Could not load sign-in', err);
        setAuth({ ready: true, user: null, role: null });
      });
  }, []);

  useEffect(() => {
    if (!readHint()) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => ensureLoaded(), { timeout: 4000 });
    return () => cancel(id);
  }, [ensureLoaded]);

  const uid = auth.user?.uid ?? '';
  const onUnauthorised = useCallback(() => {
    // A 401 for a signed-in user usually means a role change revoked the session.
    void client?.refreshToken();
  }, [client]);
  const profileQuery = useQuery({ ...userQueryOptions(uid, onUnauthorised), enabled: Boolean(uid) });

  const refresh = useCallback(async () => {
    await client?.refreshToken();
    if (uid) await queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) });
  }, [client, queryClient, uid]);

  const signOut = useCallback(async () => {
    clearTeamKeys();
    setSignedOutByUser(true);
    await client?.signOut();
    queryClient.removeQueries({ queryKey: userKeys.all });
  }, [client, queryClient]);

  const acknowledgeSignOut = useCallback(() => setSignedOutByUser(false), []);

  const value = useMemo<Session>(() => {
    const profile = profileQuery.data ?? null;
    const loading = !auth.ready || (auth.user !== null && profileQuery.isPending);
    return {
      status: loading ? 'loading' : auth.user ? 'signed_in' : 'signed_out',
      user: auth.user,
      role: auth.role,
      profile: auth.user ? profile : null,
      profileStatus: auth.user ? profileStatusOf(profile) : 'none',
      signedOutByUser,
      acknowledgeSignOut,
      refresh,
      signOut,
      ensureLoaded,
    };
  }, [auth, profileQuery.data, profileQuery.isPending, signedOutByUser, acknowledgeSignOut, refresh, signOut, ensureLoaded]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
