// reactfire's providers over the lazily loaded Firebase handles (lib/firebase.ts). Import this module only
// from lazy chunks: it pulls in reactfire and the Firebase SDK, which the landing page must not download.
// Screens that read their own data live from Firestore under the rules (the profile now; bookings and team
// queues next) render inside <FirebaseSdkProviders> and use reactfire's hooks (docs/decisions/001-react-18.md).
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { loadFirebase, type FirebaseHandles } from './firebase';

export function FirebaseSdkProviders({ firebase, children }: { firebase: FirebaseHandles; children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <FirestoreProvider sdk={firebase.db}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}

/** Loads Firebase (once per page), showing `fallback` meanwhile, then renders `children` inside the providers. */
export function LoadedFirebaseProviders({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [handles, setHandles] = useState<FirebaseHandles | null>(null);
  useEffect(() => {
    let live = true;
    void loadFirebase().then((h) => {
      if (live) setHandles(h);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!handles) return fallback;
  return <FirebaseSdkProviders firebase={handles}>{children}</FirebaseSdkProviders>;
}

type CachedObservables = Map<string, unknown>;

/**
 * Forgets reactfire's cached Firestore listeners. reactfire keeps one listener per document path for the
 * life of the page and, once the rules refuse it (after a sign-out), keeps that error for good: signing in
 * again as the same user in the same tab would then read the old refusal. Called whenever the signed-in
 * user changes, so every session starts with fresh listeners.
 */
export function forgetLiveFirestoreData(): void {
  const cache = (globalThis as { _reactFirePreloadedObservables?: CachedObservables })._reactFirePreloadedObservables;
  if (!cache) return;
  for (const key of [...cache.keys()]) if (key.startsWith('firestore:')) cache.delete(key);
}
