// The Firebase SDK is loaded lazily so the landing page's first paint does not wait for it
// (firebase/auth + firestore are ~100 KB gzipped). Everything that needs it awaits loadFirebase().
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { env } from '../config/env';

export type FirebaseHandles = { app: FirebaseApp; auth: Auth; db: Firestore };

let loading: Promise<FirebaseHandles> | undefined;

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
    const db = fsMod.getFirestore(app);
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
