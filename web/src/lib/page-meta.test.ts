import { describe, expect, it } from 'vitest';
import { absoluteJsonLd, pageMetaHtml, pageMetaTags, scriptSafeJson, type PageMeta } from './page-meta';

const meta: PageMeta = {
  title: 'Nandini Girls Hostel — PG in Talwandi, Kota | KotaStay',
  description: 'Rooms from ₹6,500 – ₹9,000 / month. "Verified" & near Allen.',
  path: '/pg/demo-pg-00165',
  image: '/photos/demo/demo-pg-00165/0-full.jpg',
  jsonLd: [
    { '@context': 'https://schema.org', '@type': 'LodgingBusiness', name: 'Evil </script><script>alert(1)</script>' },
  ],
};

describe('page meta tags', () => {
  it('makes the canonical, og:url and og:image absolute with the site origin', () => {
    const tags = pageMetaTags(meta, 'https://kotastay.in');
    const attr = (key: string, value: string) => tags.find((t) => t.attrs[key] === value)?.attrs;
    expect(attr('rel', 'canonical')?.href).toBe('https://kotastay.in/pg/demo-pg-00165');
    expect(attr('property', 'og:url')?.content).toBe('https://kotastay.in/pg/demo-pg-00165');
    expect(attr('property', 'og:image')?.content).toBe('https://kotastay.in/photos/demo/demo-pg-00165/0-full.jpg');
    expect(attr('property', 'og:title')?.content).toBe(meta.title);
    expect(attr('name', 'robots')).toBeUndefined();
  });

  it('keeps an absolute image as it is, uses the default share image without one, and says noindex when asked', () => {
    const abs = pageMetaTags({ ...meta, image: 'https://cdn.example/p.webp' }, 'https://kotastay.in');
    expect(abs.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe('https://cdn.example/p.webp');
    const none = pageMetaTags({ ...meta, image: null, noindex: true }, 'https://kotastay.in');
    expect(none.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe('https://kotastay.in/og-default.png');
    expect(none.find((t) => t.attrs.name === 'robots')?.attrs.content).toBe('noindex');
  });

  it('escapes attributes and cannot be broken out of by a listing name in the JSON-LD', () => {
    const html = pageMetaHtml(meta, 'https://kotastay.in');
    expect(html).toContain('content="Rooms from ₹6,500 – ₹9,000 / month. &quot;Verified&quot; &amp; near Allen."');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(meta.jsonLd?.[0]);
  });

  it('makes the JSON-LD URLs absolute (@id, url, item, image), nested too, and leaves other strings alone', () => {
    const data = {
      '@id': '/pg/a',
      url: '/pg/a',
      image: 'https://cdn.example/x.jpg',
      name: '/not-a-url-key',
      itemListElement: [{ '@type': 'ListItem', position: 1, url: '/pg/b', item: '/pgs-in/talwandi' }],
    };
    expect(absoluteJsonLd(data, 'https://kotastay.in')).toEqual({
      '@id': 'https://kotastay.in/pg/a',
      url: 'https://kotastay.in/pg/a',
      image: 'https://cdn.example/x.jpg',
      name: '/not-a-url-key',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://kotastay.in/pg/b',
          item: 'https://kotastay.in/pgs-in/talwandi',
        },
      ],
    });
    const script = pageMetaTags({ ...meta, jsonLd: [data] }, 'https://kotastay.in').find((t) => t.tag === 'script');
    expect(JSON.parse((script as { text: string }).text).url).toBe('https://kotastay.in/pg/a');
  });

  it('scriptSafeJson round-trips through JSON.parse', () => {
    const value = { a: '<!-- </script> & \u2028' };
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
    expect(scriptSafeJson(value)).not.toMatch(/[<>&\u2028]/);
  });
});
