import { describe, expect, it } from 'vitest';
import type { Photo } from '@kotastay/shared/schemas/pg';
import {
  breadcrumbJsonLd,
  clipDescription,
  pgItemListJsonLd,
  pgJsonLd,
  rentRange,
  type PgForJsonLd,
} from './structured-data';

const photo = (id: string): Photo => ({
  id,
  alt: 'Room',
  urls: { thumb: `/p/${id}-thumb.jpg`, card: `/p/${id}-card.jpg`, full: `/p/${id}-full.jpg` },
  width: 1200,
  height: 900,
});

const pg: PgForJsonLd = {
  id: 'demo-pg-00165',
  name: 'Shree Ganesh PG',
  address: '12, Road No. 3, Talwandi, Kota',
  location: { lat: 25.1425, lng: 75.8526 },
  minRentInr: 6500,
  maxRentInr: 9000,
  ratingAvg: 4.26,
  ratingCount: 3,
  photos: [photo('a'), photo('b')],
};

describe('rentRange', () => {
  it('writes the range with Indian digit grouping and an en dash', () => {
    expect(rentRange(6500, 9000)).toBe('₹6,500 – ₹9,000');
    expect(rentRange(95_000, 1_25_000)).toBe('₹95,000 – ₹1,25,000');
  });
  it('writes one amount when every room costs the same', () => {
    expect(rentRange(7000, 7000)).toBe('₹7,000');
  });
});

describe('pgJsonLd', () => {
  it('is a schema.org LodgingBusiness with a Kota postal address, geo, price range, image and url', () => {
    const ld = pgJsonLd(pg, 'https://kotastay.in');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: 'Shree Ganesh PG',
      url: 'https://kotastay.in/pg/demo-pg-00165',
      image: '/p/a-full.jpg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12, Road No. 3, Talwandi, Kota',
        addressLocality: 'Kota',
        addressRegion: 'Rajasthan',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 25.1425, longitude: 75.8526 },
      priceRange: '₹6,500 – ₹9,000',
    });
    // It survives the trip through JSON that the <script type="application/ld+json"> makes.
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('has an aggregateRating when the PG has reviews', () => {
    expect(pgJsonLd(pg).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('has no aggregateRating without reviews, and no image without photos', () => {
    const ld = pgJsonLd({ ...pg, ratingAvg: 0, ratingCount: 0, photos: [] });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('image');
    expect(ld.url).toBe('/pg/demo-pg-00165');
  });
});

describe('pgItemListJsonLd', () => {
  it('lists the PGs in order with positions from 1 and their page URLs', () => {
    const ld = pgItemListJsonLd('PGs in Talwandi, Kota', [
      { id: 'demo-pg-00002', name: 'B' },
      { id: 'demo-pg-00001', name: 'A' },
    ]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'PGs in Talwandi, Kota',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: '/pg/demo-pg-00002', name: 'B' },
        { '@type': 'ListItem', position: 2, url: '/pg/demo-pg-00001', name: 'A' },
      ],
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('is a BreadcrumbList whose items are the crumbs in order', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'PGs in Talwandi, Kota', path: '/pgs-in/talwandi' },
      ],
      'https://kotastay.in',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kotastay.in/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'PGs in Talwandi, Kota',
          item: 'https://kotastay.in/pgs-in/talwandi',
        },
      ],
    });
  });
});

describe('clipDescription', () => {
  it('keeps a short description as it is (spaces tidied)', () => {
    expect(clipDescription('PG for girls in  Talwandi.')).toBe('PG for girls in Talwandi.');
  });
  it('cuts a long one at a word, within the limit, with an ellipsis', () => {
    const text = `${'Verified PG near Allen Samarth · '.repeat(8)}end`;
    const clipped = clipDescription(text, 160);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('…')).toBe(true);
    // Never mid-word: the last whole word before the limit is 'Allen' (160 characters fall inside 'Samarth').
    expect(clipped).toMatch(/ near Allen…$/);
  });
});
