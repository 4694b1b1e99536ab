import { afterEach, describe, expect, test, vi } from 'vitest';
import { heroHeightStore } from './use-hero-height';

// A minimal window: the store reads innerWidth/innerHeight and listens to resize/orientationchange.
type Listener = () => void;
function fakeWindow(widthPx: number, heightPx: number) {
  const listeners = new Map<string, Set<Listener>>();
  return {
    innerWidth: widthPx,
    innerHeight: heightPx,
    addEventListener: (type: string, fn: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type: string, fn: Listener) => listeners.get(type)?.delete(fn),
    fire: (type: string) => listeners.get(type)?.forEach((fn) => fn()),
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hero height store', () => {
  test('prerender/hydration snapshot is null (the hero falls back to vh)', () => {
    expect(heroHeightStore.getServerSnapshot()).toBeNull();
  });

  test('recomputes on resize, including crossing the 768 px breakpoint, and unsubscribes', () => {
    const win = fakeWindow(360, 780);
    vi.stubGlobal('window', win);
    expect(heroHeightStore.getSnapshot()).toBe(468); // 60% of 780 on a phone

    let notified = 0;
    const unsubscribe = heroHeightStore.subscribe(() => notified++);
    win.innerWidth = 1280;
    win.innerHeight = 900;
    win.fire('resize');
    expect(notified).toBe(1);
    expect(heroHeightStore.getSnapshot()).toBe(630); // desktop: 70% of 900

    win.fire('orientationchange');
    expect(notified).toBe(2);

    unsubscribe();
    expect(win.count('resize')).toBe(0);
    expect(win.count('orientationchange')).toBe(0);
  });
});
