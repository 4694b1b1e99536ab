// The styles a server-rendered page sends with its HTML (docs/decisions/226-ssr-styles-hydrate-without-compiling.md).
import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The critical styles plus, by name only, the styles the page's markup never uses: a styled component that wraps
 * another (MUI's BottomNavigationAction around ButtonBase) registers its own class, and the inner one merges it into
 * the class the element gets. extractCriticalToChunks keeps only names in the HTML, so the browser compiled and
 * inserted each wrapper's style again while hydrating — 130 CSS rules on a results page, ~40 ms of the hydration
 * commit at 4× CPU (bench:profile --commits). Listed in a style tag, the browser's cache counts them as inserted; no
 * element has those classes, so they need no CSS. docs/decisions/226-ssr-styles-hydrate-without-compiling.md
 */
export function withComposedStyleIds(cache: EmotionCache, chunks: EmotionChunks): EmotionChunks {
  const sent = new Set(chunks.styles.flatMap((s) => s.ids));
  const composed = Object.keys(cache.inserted).filter(
    (id) => !sent.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined && cache.inserted[id] !== true,
  );
  if (composed.length === 0) return chunks;
  return { ...chunks, styles: [...chunks.styles, { key: cache.key, ids: composed, css: '' }] };
}
