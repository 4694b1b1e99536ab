import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, ports } from './emulators';

/** firebase-admin bound to the emulators (imported after ./emulators has set the *_EMULATOR_HOST vars). */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
}
export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

/** Deletes the Auth user holding `phone`, if any (so a test's sign-in with that number starts a new account); its uid. */
export async function removeAuthUserByPhone(phone: string): Promise<string | null> {
  const user = await adminAuth()
    .getUserByPhoneNumber(phone)
    .catch(() => null);
  if (!user) return null;
  await adminAuth().deleteUser(user.uid);
  return user.uid;
}

export type TestRole = 'student' | 'pg_owner' | 'booking_team' | 'movein_team' | 'admin' | 'super_admin';

/**
 * Creates (or reuses) an Auth user with the given role claim and returns a fresh ID token for it,
 * minted the way a browser gets one: custom token → accounts:signInWithCustomToken on the Auth emulator.
 */
export async function userWithRole(uid: string, role: TestRole | null, phoneNumber?: string): Promise<string> {
  const auth = adminAuth();
  try {
    await auth.getUser(uid);
  } catch {
    await createTestUser(uid, phoneNumber);
  }
  await auth.setCustomUserClaims(uid, role && role !== 'student' ? { role } : {});
  return idTokenFor(uid);
}

/**
 * Creates the Auth user `uid`. The emulator files share one Auth emulator and run one after another, so a number an
 * earlier file gave to another uid may still be held: that user is an earlier file's, and is removed so this file's
 * user can have the number. (Without this, two files giving one number to different uids made whichever ran second
 * fail in set-up, and vitest's file order, which changes as files are added, decided which.)
 */
async function createTestUser(uid: string, phoneNumber: string | undefined): Promise<void> {
  const auth = adminAuth();
  try {
    await auth.createUser({ uid, ...(phoneNumber ? { phoneNumber } : {}) });
  } catch (e) {
    if (!phoneNumber || (e as { code?: string }).code !== 'auth/phone-number-already-exists') throw e;
    await removeAuthUserByPhone(phoneNumber);
    await auth.createUser({ uid, phoneNumber });
  }
}

export async function idTokenFor(uid: string): Promise<string> {
  const customToken = await adminAuth().createCustomToken(uid);
  const res = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: customToken, returnSecureToken: true }) },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`idTokenFor(${uid}) failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
