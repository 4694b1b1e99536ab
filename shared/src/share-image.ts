// The picture a link preview shows. Zod-free: the PG page's first chunk imports it (schemas/pg.ts re-exports it for
// the server).

/**
 * The picture a link preview shows (og:image): chat apps do not show SVG, so a demo photo's is its JPEG twin
 * (docs/decisions/130-server-rendered-pages.md); an uploaded photo's URL is used as it is.
 */
export function shareImageUrl(url: string): string {
  return /^\/photos\/demo\/.+\.svg$/.test(url) ? url.replace(/\.svg$/, '.jpg') : url;
}
