// @vitest-environment jsdom
// applyPageMeta in the browser's head: a server-rendered page's own tags are kept as they are when it hydrates
// (no rewrite of the same head after hydration), and replaced when the meta differs (client-side navigation).
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta, pageMetaHtml, type PageMeta } from './page-meta';

const meta: PageMeta = {
  title: 'PGs near Talwandi | KotaStay',
  description: 'Verified PGs & hostels — "near Allen".',
  path: '/pg-listing',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'ItemList', name: 'a </script> b', itemListElement: [{ url: '/pg/x' }] }],
};
const owned = () => [...document.head.querySelectorAll('[data-page-meta]')];

describe('applyPageMeta on a server-rendered head', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/pg-listing');
    document.head.innerHTML = `<title>server</title><meta name="description" content="x">${pageMetaHtml(meta, window.location.origin)}`;
  });

  it('keeps the very elements the server wrote when the meta is the same', () => {
    const before = owned();
    expect(before.length).toBeGreaterThan(5);
    applyPageMeta(meta);
    const after = owned();
    expect(after).toHaveLength(before.length);
    after.forEach((el, i) => expect(el).toBe(before[i]));
    expect(document.title).toBe(meta.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta.description);
  });

  it('replaces them when anything differs, a JSON-LD item included', () => {
    const before = owned();
    applyPageMeta({ ...meta, jsonLd: [{ '@type': 'ItemList', itemListElement: [{ url: '/pg/y' }] }] });
    const after = owned();
    expect(after.some((el, i) => el !== before[i])).toBe(true);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).toContain('/pg/y');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});
