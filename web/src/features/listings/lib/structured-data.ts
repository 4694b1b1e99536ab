// schema.org structured data (JSON-LD) of the public listing pages (docs/requirements/fast-and-findable-pages.md):
// a PG is a LodgingBusiness; the area and coaching pages carry an ItemList of their PGs and a BreadcrumbList.
// Pure, so the server renderer and the browser write the same objects. URLs are site-relative like PageMeta's
// path; `origin` makes them absolute where the caller knows it.
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import type { PgDetail, PgSummary } from '@kotastay/shared/schemas/pg';
import { shareImageUrl } from '@kotastay/shared/share-image';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** "₹6,500 – ₹9,000", or one amount when every room costs the same. Indian digit grouping. */
export function rentRange(minRentInr: number, maxRentInr: number): string {
  return maxRentInr > minRentInr ? `${formatInr(minRentInr)} – ${formatInr(maxRentInr)}` : formatInr(minRentInr);
}

export type PgForJsonLd = Pick<
  PgDetail,
  'id' | 'name' | 'address' | 'location' | 'minRentInr' | 'maxRentInr' | 'ratingAvg' | 'ratingCount' | 'photos'
>;

/** What a search result shows: at most `maxChars`, cut at a word with an ellipsis. */
export function clipDescription(text: string, maxChars = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:·–-]+$/, '')}…`;
}

export function pgJsonLd(pg: PgForJsonLd, origin = ''): JsonLd {
  const first = pg.photos[0]?.urls.full;
  const image = first ? shareImageUrl(first) : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    '@id': `${origin}${ROUTES.pgDetail(pg.id)}`,
    name: pg.name,
    url: `${origin}${ROUTES.pgDetail(pg.id)}`,
    ...(image ? { image } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: pg.address,
      addressLocality: 'Kota',
      addressRegion: 'Rajasthan',
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: pg.location.lat, longitude: pg.location.lng },
    priceRange: rentRange(pg.minRentInr, pg.maxRentInr),
    // Only reviews from verified stays count, and a rating without reviews would be invented.
    ...(pg.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(pg.ratingAvg * 10) / 10,
            reviewCount: pg.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The PGs a list page shows, in order (positions from 1). */
export function pgItemListJsonLd(name: string, pgs: readonly Pick<PgSummary, 'id' | 'name'>[], origin = ''): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: pgs.length,
    itemListElement: pgs.map((pg, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${origin}${ROUTES.pgDetail(pg.id)}`,
      name: pg.name,
    })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin = ''): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}
