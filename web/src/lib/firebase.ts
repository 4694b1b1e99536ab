// The Firebase SDK is loaded lazily so the landing page's first paint does not wait for it
// (firebase/auth + firestore are ~100 KB gzipped). Everything that needs it awaits loadFirebase().
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { env } from '../config/env';

export type FirebaseHandles = { app: FirebaseApp; auth: Auth; db: Firestore };

let loading: Promise<FirebaseHandles> | undefined;

/** Set when a sign-out could not delete Firestore's cache (another tab had it open): the next page load does. */
const CLEAR_CACHE_KEY = 'kotastay.clearFirestoreCache';

function storageFlag(value?: boolean): boolean {
  try {
    if (value === true) localStorage.setItem(CLEAR_CACHE_KEY, '1');
    else if (value === false) localStorage.removeItem(CLEAR_CACHE_KEY);
    return localStorage.getItem(CLEAR_CACHE_KEY) === '1';
  } catch {
    return false;
  }
}

export function loadFirebase(): Promise<FirebaseHandles> {
  loading ??= (async () => {
    const [{ initializeApp }, authMod, fsMod] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      import('firebase/firestore'),
    ]);
    const app = initializeApp(env.firebase);
    // Before Firestore's first request, so every request carries an App Check token.
    await (await import('./app-check')).initAppCheck(app);
    const auth = authMod.initializeAuth(app, {
      persistence: [authMod.indexedDBLocalPersistence, authMod.browserLocalPersistence],
      popupRedirectResolver: undefined,
    });
    // The user's own documents (bookings, receipts, the profile) stay readable offline and show at once on the next
    // visit: Firestore keeps what it has read in IndexedDB, shared by the site's tabs. Sign-out deletes it
    // (clearFirestoreLocalCache). docs/decisions/180-installable-and-offline.md
    const db = fsMod.initializeFirestore(app, {
      localCache: fsMod.persistentLocalCache({ tabManager: fsMod.persistentMultipleTabManager() }),
    });
    if (storageFlag()) {
      await fsMod.clearIndexedDbPersistence(db).then(
        () => storageFlag(false),
        (err: unknown) => console.warn('Could not clear the offline cache yet', err),
      );
    }
    if (env.emulators) {
      authMod.connectAuthEmulator(auth, `http://127.0.0.1:${env.emulators.auth}`, { disableWarnings: true });
      fsMod.connectFirestoreEmulator(db, '127.0.0.1', env.emulators.firestore);
      // Only against the Auth emulator: phone sign-in without a real reCAPTCHA (docs/requirements/platform.md#phone-sign-in-against-the-auth-emulator).
      auth.settings.appVerificationDisabledForTesting = true;
    }
    return { app, auth, db };
  })();
  return loading;
}

/**
 * Sign-out: stops Firestore and deletes its persistent cache. Firestore is unusable afterwards, so the caller
 * loads a fresh page. When another tab still holds the cache open, the deletion happens on the next page load.
 */
export async function clearFirestoreLocalCache(): Promise<void> {
  if (!loading) return;
  const { db } = await loading;
  const { terminate, clearIndexedDbPersistence } = await import('firebase/firestore');
  await terminate(db);
  await clearIndexedDbPersistence(db).then(
    () => storageFlag(false),
    (err: unknown) => {
      console.warn('Firestore cache still open in another tab; it is deleted on the next page load', err);
      storageFlag(true);
    },
  );
}

/** A current App Check token for an /api request (loads Firebase if nothing has yet). */
export async function appCheckToken(): Promise<string> {
  const [{ app }, { initAppCheck }, { getToken }] = await Promise.all([
    loadFirebase(),
    import('./app-check'),
    import('firebase/app-check'),
  ]);
  const { token } = await getToken(await initAppCheck(app), false);
  return token;
}
