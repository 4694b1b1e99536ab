// "Has this page hydrated yet?" for what only the browser can show (a combobox's popup, a section that fetches on the
// client). False in the server's HTML and while hydrating, so hydration matches; true right after.
//
// Not useSyncExternalStore with a server snapshot of false: React re-renders every such component with the client
// snapshot at SyncLane, each in one long main-thread task that cannot give way to a tap (the landing page's sync
// renders were ~180 ms at 4× CPU; docs/decisions/223-hydration-updates-in-transitions.md). Here the switch is a
// transition: React renders it in time slices. A component mounted after the first hydration (a client-side
// navigation) starts true, with no second render.
import { startTransition, useEffect, useState } from 'react';

let pageHydrated = false;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
