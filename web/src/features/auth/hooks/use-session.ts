import { createContext, useContext, useEffect } from 'react';
import type { Role } from '@kotastay/shared/roles';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import type { ProfileStatus } from '../lib/redirect';
import type { SessionUser } from '../api/session-client';

export type SessionStatus = 'loading' | 'signed_out' | 'signed_in';

export type Session = {
  /** 'loading' until Firebase has answered and, for a signed-in user, the live profile has been read. */
  status: SessionStatus;
  user: SessionUser | null;
  /** The `role` claim of the current ID token (null for students and signed-out visitors). */
  role: Role | null;
  profile: UserResponse | null;
  /** docs/requirements/sign-in-and-profiles.md#auth-states: a profile is complete when it has a name. */
  profileStatus: ProfileStatus;
  /** True after the user pressed 'Sign out' (guards then go home rather than to /auth?redirect=…). */
  signedOutByUser: boolean;
  /** Called once the signed-out user has left the guarded screen. */
  acknowledgeSignOut(): void;
  /** Gets a new ID token (new claims). The profile is live (users/{uid} through reactfire) and needs no reload. */
  refresh(): Promise<void>;
  /** Resolves once the live profile satisfies `check` (e.g. shows a save), or after a timeout. */
  waitForProfile(check: (profile: UserResponse | null) => boolean): Promise<void>;
  /**
   * Signs out, deletes the user's data kept on the device for offline use, and loads `next` (default: home) as a
   * fresh page.
   */
  signOut(opts?: { next?: string }): Promise<void>;
  /** Starts loading Firebase now (guarded and sign-in screens); public pages wait for an idle moment. */
  ensureLoaded(): void;
};

export const SessionContext = createContext<Session | null>(null);

/** The session; pass `{ eager: true }` on screens that need it at once (loads Firebase immediately). */
export function useSession(opts: { eager?: boolean } = {}): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  const { eager = false } = opts;
  const { ensureLoaded } = session;
  useEffect(() => {
    if (eager) ensureLoaded();
  }, [eager, ensureLoaded]);
  return session;
}

export function profileStatusOf(profile: UserResponse | null): ProfileStatus {
  if (!profile) return 'none';
  return profile.name?.trim() ? 'complete' : 'incomplete';
}
