// The signed-in user, their role claim and their profile, for the whole app (docs/requirements/sign-in-and-profiles.md#auth-states auth states).
// Firebase is loaded lazily: at once on guarded and sign-in screens (they call ensureLoaded), and on
// public pages only at an idle moment and only for browsers that had a session before — a first-time
// visitor's landing page never downloads the Firebase SDK. The profile is the user's own users/{uid},
// read live from Firestore with reactfire (live-profile.tsx, a lazy chunk too).
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Role } from '@kotastay/shared/roles';
import { ROUTES } from '@kotastay/shared/routes';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import { setViewerRole } from '../../../components/viewer-role';
import { setAuthHeadersProvider } from '../../../lib/api-client';
import { precacheSignedInScreens } from '../../../lib/service-worker';
import type { SessionClient, SessionUser } from '../api/session-client';
import { userKeys } from '../api/user-keys';
import { SessionContext, profileStatusOf, type Session } from '../hooks/use-session';
import { clearTeamKeys } from '../lib/team-keys';
import type { LiveProfileState } from './live-profile';

const LiveProfile = lazy(() => import('./live-profile').then((m) => m.loadLiveProfile()));

/** How long a save waits for the live profile to show it before moving on anyway. */
const PROFILE_SYNC_TIMEOUT_MS = 10_000;
type ProfileWaiter = { check(profile: UserResponse | null): boolean; done(): void };

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
  const [live, setLive] = useState<LiveProfileState | null>(null);
  const liveProfile = live?.uid === uid && live.status === 'ready' ? live.profile : null;
  const profileReady = live?.uid === uid && live.status === 'ready';

  // Saves wait until the live document shows them, so the next screen's guard sees the new profile.
  const waiters = useRef(new Set<ProfileWaiter>());
  useEffect(() => {
    if (!profileReady) return;
    for (const w of [...waiters.current]) if (w.check(liveProfile)) w.done();
  }, [profileReady, liveProfile]);
  const waitForProfile = useCallback(
    (check: (profile: UserResponse | null) => boolean) =>
      new Promise<void>((resolve) => {
        const waiter: ProfileWaiter = {
          check,
          done: () => {
            window.clearTimeout(timer);
            waiters.current.delete(waiter);
            resolve();
          },
        };
        const timer = window.setTimeout(waiter.done, PROFILE_SYNC_TIMEOUT_MS);
        waiters.current.add(waiter);
      }),
    [],
  );

  // After a sign-out the rules refuse the old listeners, and reactfire would keep that refusal cached for
  // the page's life: forget them so a later sign-in (even as the same user) starts fresh.
  const hadUser = useRef(false);
  useEffect(() => {
    if (uid) {
      hadUser.current = true;
      // The screens a signed-in user can open offline (saved PGs, bookings, receipts) are cached from now on.
      void precacheSignedInScreens();
    } else if (hadUser.current) {
      hadUser.current = false;
      void import('../../../lib/reactfire-providers').then((m) => m.forgetLiveFirestoreData());
    }
  }, [uid]);

  const refresh = useCallback(async () => {
    // New claims; the profile itself is live and needs no reload.
    await client?.refreshToken();
  }, [client]);

  const signOut = useCallback(
    async ({ next = ROUTES.home }: { next?: string } = {}) => {
      clearTeamKeys();
      setSignedOutByUser(true);
      await client?.signOut();
      queryClient.removeQueries({ queryKey: userKeys.all });
      // Phones are shared: nothing of this user stays readable on the device — the offline copies and Firestore's
      // cache are deleted, and a fresh page drops everything held in memory (docs/decisions/180-installable-and-offline.md).
      try {
        const { clearPrivateDataOnThisDevice } = await import('../../offline');
        await clearPrivateDataOnThisDevice();
      } catch (err) {
        console.error('Could not clear the offline data', err);
      }
      window.location.replace(next);
    },
    [client, queryClient],
  );

  const acknowledgeSignOut = useCallback(() => setSignedOutByUser(false), []);

  const value = useMemo<Session>(() => {
    const loading = !auth.ready || (auth.user !== null && !profileReady);
    return {
      status: loading ? 'loading' : auth.user ? 'signed_in' : 'signed_out',
      user: auth.user,
      role: auth.role,
      profile: auth.user ? liveProfile : null,
      profileStatus: auth.user ? profileStatusOf(liveProfile) : 'none',
      signedOutByUser,
      acknowledgeSignOut,
      refresh,
      waitForProfile,
      signOut,
      ensureLoaded,
    };
  }, [auth, profileReady, liveProfile, signedOutByUser, acknowledgeSignOut, refresh, waitForProfile, signOut, ensureLoaded]);

  return (
    <SessionContext.Provider value={value}>
      {children}
      {uid && (
        <Suspense fallback={null}>
          <LiveProfile key={uid} uid={uid} onChange={setLive} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
