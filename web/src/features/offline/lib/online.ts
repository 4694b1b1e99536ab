// Whether the browser has a connection, as it says (navigator.onLine and the online/offline events). "Online" can
// still mean a connection that fails; callers also treat a failed request as offline (connection-error.ts).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** True while the browser says it is online; the server render (and its hydration) assume online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
