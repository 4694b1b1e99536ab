import { useSyncExternalStore } from 'react';
import { heroHeightPx } from '../lib/hero-height';

/** The window-size store behind useHeroHeightPx (exported for its test). */
export const heroHeightStore = {
  subscribe(onChange: () => void): () => void {
    window.addEventListener('resize', onChange);
    window.addEventListener('orientationchange', onChange);
    return () => {
      window.removeEventListener('resize', onChange);
      window.removeEventListener('orientationchange', onChange);
    };
  },
  getSnapshot: (): number => heroHeightPx({ widthPx: window.innerWidth, heightPx: window.innerHeight }),
  /** Prerendering and hydration: no window size yet, the hero uses the same share in vh. */
  getServerSnapshot: (): null => null,
};

/** The hero's height in px, recomputed on every resize; null while prerendering and hydrating. */
export function useHeroHeightPx(): number | null {
  return useSyncExternalStore(
    heroHeightStore.subscribe,
    heroHeightStore.getSnapshot,
    heroHeightStore.getServerSnapshot,
  );
}
