// Progressive hydration for prerendered pages. Hydrating the whole landing page at once is one long
// main-thread task on a cheap phone (≈ 0.5 s at Lighthouse's 4× CPU slowdown), which blocks taps on the
// search box. A section wrapped in <DeferHydration> keeps its prerendered HTML (fully visible, links work
// as plain links) and is hydrated later, one section per idle period, so no single task is long.
// Outside the first hydration (client-side navigation) it renders its children immediately.
import { startTransition, Suspense, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';

let hydratingPrerender = false;

/** Called by main.tsx around hydrateRoot(); the window closes once the page has loaded and gone idle. */
export function beginPrerenderHydration(): void {
  hydratingPrerender = true;
  const end = () =>
    afterIdle().then(() => {
      hydratingPrerender = false;
    });
  if (document.readyState === 'complete') void end();
  else window.addEventListener('load', () => void end(), { once: true });
}

type Gate = { done: boolean; suspended: boolean; promise: Promise<void> };
const gates = new Map<string, Gate>();
// Each gate opens after the previous one, so sections hydrate in separate tasks, top to bottom.
let queue: Promise<void> = Promise.resolve();

function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

/** The gate of one deferred section: created during the first hydration, reused by React's retries. */
function gateFor(id: string): Gate | undefined {
  const existing = gates.get(id);
  if (existing || !hydratingPrerender) return existing;
  const entry: Gate = { done: false, suspended: false, promise: Promise.resolve() };
  queue = queue.then(afterIdle).then(() => {
    entry.done = true;
  });
  entry.promise = queue;
  gates.set(id, entry);
  return entry;
}

function HydrationGate({ children }: { children: ReactNode }) {
  // useId is identical on the server, during hydration and across suspended retries: a stable key.
  const gate = gateFor(useId());
  if (gate && !gate.done) {
    // Suspending during hydration keeps the server HTML in place until the gate opens (React 18).
    if (!gate.suspended) {
      gate.suspended = true;
      throw gate.promise;
    }
    // Rendered again before the gate opened: an update (a signed-in user, fresh data) reached the section, and
    // React now renders it on the client (isHydrationUpdate). Render it at once: suspending here would show the
    // empty fallback and collapse the section.
    gate.done = true;
  }
  return <>{children}</>;
}

/**
 * React reports a deferred section that an update reached before its turn (error #421, "received an update
 * before it finished hydrating") and renders it on the client instead; the user sees the same content. For
 * hydrateRoot's onRecoverableError: true for that expected case.
 */
export function isHydrationUpdate(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Minified React error #421\b|received an update before it finished hydrating/.test(message);
}

export function DeferHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate>{children}</HydrationGate>
    </Suspense>
  );
}

/**
 * "Has this component hydrated yet?" for what only the browser can show (a combobox's popup, a section that fetches on
 * the client). False in the server's HTML and while hydrating, so hydration matches; true right after.
 *
 * Not useSyncExternalStore with a server snapshot of false: React re-renders every such component with the client
 * snapshot at SyncLane, each in one long main-thread task that cannot give way to a tap (the landing page's sync
 * renders were ~180 ms at 4× CPU; docs/decisions/224-hydration-updates-in-transitions.md). Here the switch is a
 * transition, rendered in time slices. Every mount starts false, even after the page's first hydration: a section
 * that DeferHydration hydrates later must match its server HTML too (a module-wide "hydrated" flag would not).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
