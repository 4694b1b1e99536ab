// reactfire's providers for the owner and staff listing screens, mounted once Firebase has loaded (it is
// loaded lazily: see lib/firebase.ts). Live Firestore reads in these screens go through reactfire hooks.
import type { ReactNode } from 'react';
import { LoadedFirebaseProviders } from '../../../lib/reactfire-providers';
import { SessionSpinner } from '../../auth';

export function OwnerFirebase({ children }: { children: ReactNode }) {
  return <LoadedFirebaseProviders fallback={<SessionSpinner />}>{children}</LoadedFirebaseProviders>;
}
