import { describe, expect, it } from 'vitest';
import { robotsTxt } from '@kotastay/shared/robots';
import { shareImageUrl } from '@kotastay/shared/schemas/pg';
import { demoPhotoAnswer } from './photos';
import { sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it('lists absolute URLs with the day of the last change, XML-escaped', () => {
    const xml = sitemapXml('https://kotastay.in', [
      { path: '/' },
      { path: '/pg/a&b', lastModified: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const alternatesOfHome =
      '<xhtml:link rel="alternate" hreflang="en" href="https://kotastay.in/"/>' +
      '<xhtml:link rel="alternate" hreflang="hi" href="https://kotastay.in/hi"/>';
    expect(xml).toContain(`<url><loc>https://kotastay.in/</loc>${alternatesOfHome}</url>`);
    expect(xml).toContain(`<url><loc>https://kotastay.in/hi</loc>${alternatesOfHome}</url>`);
    expect(xml).toContain(
      '<url><loc>https://kotastay.in/hi/pg/a&amp;b</loc><lastmod>2026-11-20</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://kotastay.in/pg/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="hi" href="https://kotastay.in/hi/pg/a&amp;b"/></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of private, staff and API paths and names the sitemap', () => {
    const txt = robotsTxt('https://kotastay.in');
    for (const path of [
      '/api/',
      '/admin',
      '/team',
      '/dashboard',
      '/bookings',
      '/saved',
      '/profile',
      '/manage-pg',
      '/pg/*/book',
    ])
      expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).not.toMatch(/Disallow: \/pg\/?\n/);
    expect(txt).not.toContain('Disallow: /pgs-in');
    expect(txt).toContain('Sitemap: https://kotastay.in/sitemap.xml');
  });
});

describe('demo photos behind the CDN', () => {
  it('serves the SVG and a JPEG twin for link previews, cached for a year', async () => {
    const svg = await demoPhotoAnswer('demo-pg-00165', '0-card.svg');
    expect(svg?.contentType).toMatch(/^image\/svg\+xml/);
    expect(svg?.cacheControl).toContain('s-maxage=31536000');
    const jpeg = await demoPhotoAnswer('demo-pg-00165', '0-full.jpg');
    expect(jpeg?.contentType).toBe('image/jpeg');
    expect([...(jpeg?.body as Buffer).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('answers nothing for hostile ids and unknown files', async () => {
    for (const id of ['__x__', '..', 'a/b', '']) expect(await demoPhotoAnswer(id, '0-card.svg')).toBeNull();
    expect(await demoPhotoAnswer('demo-pg-00165', '9-card.svg')).toBeNull();
    expect(await demoPhotoAnswer('demo-pg-00165', '0-card.png')).toBeNull();
  });

  it('shares a demo photo as its JPEG and an uploaded photo as it is', () => {
    expect(shareImageUrl('/photos/demo/demo-pg-00165/0-full.svg')).toBe('/photos/demo/demo-pg-00165/0-full.jpg');
    expect(shareImageUrl('https://firebasestorage.googleapis.com/v0/b/x/o/p.webp?alt=media')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/x/o/p.webp?alt=media',
    );
  });
});
