// Firebase Auth plumbing for the session. Imported lazily by the SessionProvider, so Firebase stays
// out of the landing page's first JS.
import { onIdTokenChanged, signOut as firebaseSignOut } from 'firebase/auth';
import { isRole, type Role } from '@kotastay/shared/roles';
import { loadFirebase } from '../../../lib/firebase';

export type SessionUser = { uid: string; phoneNumber: string | null };
export type AuthSnapshot = { user: SessionUser | null; role: Role | null };

export type SessionClient = {
  /** Calls back with the signed-in user and the role claim of their current ID token, now and on every change. */
  subscribe(cb: (snapshot: AuthSnapshot) => void): () => void;
  /** For the /api client: a fresh-enough ID token and the uid, or null when signed out. */
  authHeaders(): Promise<{ token: string; uid: string } | null>;
  /**
   * Gets a new ID token (new claims after a role change). When the server revoked the sessions the
   * refresh is refused and Firebase signs the user out, which is what a revocation should do.
   */
  refreshToken(): Promise<void>;
  signOut(): Promise<void>;
};

export async function createSessionClient(): Promise<SessionClient> {
  const { auth } = await loadFirebase();
  return {
    subscribe(cb) {
      return onIdTokenChanged(auth, (user) => {
        if (!user) {
          cb({ user: null, role: null });
          return;
        }
        user.getIdTokenResult().then(
          (result) => cb({ user: { uid: user.uid, phoneNumber: user.phoneNumber }, role: isRole(result.claims.role) ? result.claims.role : null }),
          (err: unknown) => {
            console.error('Could not read the ID token', err);
            cb({ user: { uid: user.uid, phoneNumber: user.phoneNumber }, role: null });
          },
        );
      });
    },
    async authHeaders() {
      const user = auth.currentUser;
      if (!user) return null;
      return { token: await user.getIdToken(), uid: user.uid };
    },
    async refreshToken() {
      try {
        await auth.currentUser?.getIdToken(true);
      } catch (err) {
        // auth/user-token-expired after a revocation: Firebase has already signed the user out.
        console.warn('Session refresh refused; signing out', err);
        await firebaseSignOut(auth);
      }
    },
    signOut: () => firebaseSignOut(auth),
  };
}
