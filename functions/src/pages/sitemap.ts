// /sitemap.xml (docs/requirements/fast-and-findable-pages.md): the landing page, the information pages, every
// public PG page, every area page and every coaching (campus) page. Only public listings: the same conditions the
// rules and the search apply (publicPgs), so a hidden or unverified listing is never announced.
import { LANGUAGES, localisedPath } from '@kotastay/shared/language';
import { ROUTES } from '@kotastay/shared/routes';
import { currentCatalogue } from '../domain/catalogue';
import { publicPgIds } from '../domain/listings';

export type SitemapEntry = { path: string; lastModified?: string };

/** Pages that exist without data: the landing page and the information pages. */
export const STATIC_PAGES: readonly string[] = [
  ROUTES.home,
  ROUTES.faq,
  ROUTES.partner,
  ROUTES.contact,
  ROUTES.terms,
  ROUTES.privacy,
  ROUTES.refund,
  ROUTES.reviews,
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  // Every page in each language, each naming all its language versions (docs/decisions/140-hindi.md).
  const urls = entries.flatMap((e) => {
    const lastmod = e.lastModified ? `<lastmod>${escapeXml(e.lastModified.slice(0, 10))}</lastmod>` : '';
    const alternates = LANGUAGES.map(
      (lng) =>
        `<xhtml:link rel="alternate" hreflang="${lng}" href="${escapeXml(origin + localisedPath(lng, e.path))}"/>`,
    ).join('');
    return LANGUAGES.map(
      (lng) => `<url><loc>${escapeXml(origin + localisedPath(lng, e.path))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Every entry, and what reading them cost (one document per public listing, plus the catalogue's reads). */
export async function sitemapEntries(): Promise<{ entries: SitemapEntry[]; docsRead: number }> {
  const [pgs, { catalogue, docsRead }] = await Promise.all([publicPgIds(), currentCatalogue()]);
  const entries: SitemapEntry[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...pgs.map((pg) => ({ path: ROUTES.pgDetail(pg.id), lastModified: pg.updatedAt })),
    ...catalogue.areas.map((a) => ({ path: ROUTES.pgsInArea(a.id) })),
    ...catalogue.branches.map((b) => ({ path: ROUTES.pgsNearBranch(b.id) })),
  ];
  return { entries, docsRead: docsRead + pgs.length };
}
