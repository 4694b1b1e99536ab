// "Now" for what a page shows from the clock (a listing's "Checked by KotaStay N days ago", its "Re-check due" badge:
// docs/decisions/206-trust-that-stays-fresh.md). A server-rendered page is hydrated in the browser minutes or days
// later (shared caches keep it), on a phone whose clock may be wrong: rendering with the browser's own clock would
// make a different text than the server's HTML, and React would throw the server's work away. So the server renders
// with its request time and sends it with the page (SsrState.nowMs); hydration renders with that same time, and
// right after it React renders again with the browser's, in a transition (useHydrated, components/defer-hydration.tsx).
import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** The server's render time, given by the server renderer per request. */
export const RenderNowContext = createContext<number | null>(null);

let hydrationNowMs: number | null = null;
/** main.tsx, before hydrating a server-rendered page: the time the server rendered it at. */
export function setHydrationNow(ms: number | null): void {
  hydrationNowMs = ms;
}

// One value per page load (a stable snapshot): what a page shows by the day does not need a ticking clock.
const pageLoadedAtMs = typeof window === 'undefined' ? 0 : Date.now();
const browserNow = () => pageLoadedAtMs;

export function useRenderNow(): number {
  const serverNow = useContext(RenderNowContext);
  // The browser's time comes in a transition (time-sliced), not at SyncLane as useSyncExternalStore's client snapshot
  // would: the 20 badges of a results page re-rendered in one long task after hydration. The same switch as
  // useHydrated (components/defer-hydration.tsx), written out here: importing it made the bundler put that module in
  // a chunk of its own, +0.4 KB gzip on the landing page's first load.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? browserNow() : (serverNow ?? hydrationNowMs ?? browserNow());
}
