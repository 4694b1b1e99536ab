// "Has this component hydrated yet?" for what only the browser can show (a combobox's popup, a section that fetches
// on the client). False in the server's HTML and while hydrating, so hydration matches; true right after.
//
// Not useSyncExternalStore with a server snapshot of false: React re-renders every such component with the client
// snapshot at SyncLane, each in one long main-thread task that cannot give way to a tap (the landing page's sync
// renders were ~180 ms at 4× CPU; docs/decisions/223-hydration-updates-in-transitions.md). Here the switch is a
// transition, rendered in time slices. Every mount starts false, even after the page's first hydration: a section
// that DeferHydration hydrates later must match its server HTML too (a module-wide "hydrated" flag would not).
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
