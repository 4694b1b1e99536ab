// reactfire's providers for the owner and staff listing screens, mounted once Firebase has loaded (it is
// loaded lazily: see lib/firebase.ts). Live Firestore reads in these screens go through reactfire hooks.
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { loadFirebase, type FirebaseHandles } from '../../../lib/firebase';
import { SessionSpinner } from '../../auth';

export function OwnerFirebase({ children }: { children: ReactNode }) {
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
  if (!handles) return <SessionSpinner />;
  return (
    <FirebaseAppProvider firebaseApp={handles.app}>
      <FirestoreProvider sdk={handles.db}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
