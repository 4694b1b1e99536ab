// The signed-in user's role as far as the app shell needs it (the bottom navigation adds 'My PGs' for
// pg_owner). The auth feature publishes it with setViewerRole() once Firebase has loaded, so the shell
// never imports Firebase and the landing page's first JS stays small.
import { useSyncExternalStore } from 'react';
import type { Role } from '@kotastay/shared/roles';

let viewerRole: Role | null = null;
const listeners = new Set<() => void>();

export function setViewerRole(role: Role | null): void {
  if (role === viewerRole) return;
  viewerRole = role;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** null while signed out, for students (no role claim), and during prerendering. */
export function useViewerRole(): Role | null {
  return useSyncExternalStore(
    subscribe,
    () => viewerRole,
    () => null,
  );
}
