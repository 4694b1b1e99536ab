// What a public page tells search engines and chat apps (docs/requirements/fast-and-findable-pages.md): its
// <title>, description, canonical URL, share image and schema.org structured data.
//
// Contract (issue #11): a screen calls usePageMeta(meta) during render.
//  - On the server (entry-server.tsx) a PageMetaContext sink records the last meta set during the render, and
//    the renderer writes it into <head> (title, description, canonical, Open Graph, JSON-LD) of the HTML.
//  - In the browser the same meta is applied to document.head after render (client-side navigation).
// `path` is site-relative; the renderer adds the site's origin.
import { createContext, useContext, useEffect } from 'react';
import { LANGUAGES, localisedPath, splitLanguagePath, type Language } from '../i18n/language';

export type PageMeta = {
  /** The full <title>, e.g. 'PGs in Talwandi, Kota | KotaStay'. */
  title: string;
  /** One or two sentences, at most 160 characters: what a search result or a chat preview shows. */
  description: string;
  /** The canonical path of this page, e.g. '/pg/demo-pg-00165' (no query string unless it selects content). */
  path: string;
  /** The share image (og:image), site-relative or absolute; null for the site's default. */
  image?: string | null;
  /** schema.org objects, each written as one <script type="application/ld+json">. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Pages that must not be indexed (not found, private). */
  noindex?: boolean;
};

export type PageMetaSink = { set(meta: PageMeta): void };

/** Provided by the server renderer only; null in the browser. */
export const PageMetaContext = createContext<PageMetaSink | null>(null);

export function usePageMeta(meta: PageMeta | null): void {
  const sink = useContext(PageMetaContext);
  // Server: effects do not run, so the meta is recorded during render.
  if (sink && meta) sink.set(meta);
  const serialised = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (serialised) applyPageMeta(JSON.parse(serialised) as PageMeta);
  }, [serialised]);
}

// ---------- The tags, one description for the server's HTML and the browser's document.head ----------

/** Marks the head elements this module owns, so a page without meta can remove the previous page's. */
const OWNED = 'data-page-meta';
export const SITE_NAME = 'KotaStay';
/** Shown when a page has no photo of its own (site-relative; web/public). */
export const DEFAULT_SHARE_IMAGE = '/og-default.png';

type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** Keys of schema.org objects whose values are URLs; the screens write them site-relative. */
const URL_KEYS = new Set(['@id', 'url', 'item', 'image']);

/** `data` with every site-relative URL under URL_KEYS made absolute: search engines read JSON-LD URLs as given. */
export function absoluteJsonLd(data: unknown, origin: string): unknown {
  if (Array.isArray(data)) return data.map((v) => absoluteJsonLd(v, origin));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [
      k,
      URL_KEYS.has(k) && typeof v === 'string' && v.startsWith('/') ? absolute(origin, v) : absoluteJsonLd(v, origin),
    ]),
  );
}

/** JSON that is safe inside <script>: no `</script>`, no `<!--`, no U+2028/2029 surprises. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head elements of `meta` (besides <title> and the description, which every page already has). */
export function pageMetaTags(meta: PageMeta, origin: string, language: Language = 'en'): HeadTag[] {
  // Each language's page is canonical for itself; both name each other (and English as the default) for search engines.
  const url = absolute(origin, localisedPath(language, meta.path));
  const image = absolute(origin, meta.image || DEFAULT_SHARE_IMAGE);
  const tags: HeadTag[] = [
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...LANGUAGES.map((lng): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: lng, href: absolute(origin, localisedPath(lng, meta.path)) },
    })),
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: absolute(origin, meta.path) } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  for (const data of meta.jsonLd ?? [])
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: scriptSafeJson(absoluteJsonLd(data, origin)),
    });
  return tags;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Server: the tags as HTML, each marked as owned so the browser can replace them on navigation. */
export function pageMetaHtml(meta: PageMeta, origin: string, language: Language = 'en'): string {
  return pageMetaTags(meta, origin, language)
    .map((t) => {
      const attrs = Object.entries({ ...t.attrs, [OWNED]: '' })
        .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
        .join('');
      return t.tag === 'script' ? `<script${attrs}>${t.text}</script>` : `<${t.tag}${attrs}>`;
    })
    .join('');
}

/** The path whose meta document.head shows now (null: the site's defaults). */
let appliedPath: string | null = null;

/** For the layout: whether the current page set its own meta (then it also owns <title>). */
export const pageMetaAppliedFor = (pathname: string) => appliedPath === pathname;

/** The site's description from index.html, put back when a page without meta follows one with meta. */
let siteDescription: string | null = null;
const descriptionMeta = () => document.head.querySelector('meta[name="description"]');

/** Browser: removes what the previous page set (a page without meta shows the site's defaults). */
export function clearPageMeta(): void {
  appliedPath = null;
  for (const el of document.head.querySelectorAll(`[${OWNED}]`)) el.remove();
  if (siteDescription !== null) descriptionMeta()?.setAttribute('content', siteDescription);
}

/** Whether a head element is `t` as written (its attributes besides the owner mark, a script's text). */
function sameTag(el: Element, t: HeadTag): boolean {
  const attrs = Object.entries(t.attrs);
  return (
    el.localName === t.tag &&
    el.attributes.length === attrs.length + 1 &&
    attrs.every(([k, v]) => el.getAttribute(k) === v) &&
    (t.tag !== 'script' || el.textContent === t.text)
  );
}

/** Browser: brings document.head in line with `meta` (client-side navigation between pages). */
export function applyPageMeta(meta: PageMeta): void {
  const { language, path } = splitLanguagePath(window.location.pathname);
  const tags = pageMetaTags(meta, window.location.origin, language);
  // A server-rendered page hydrating: its head already holds these very tags (a results page's JSON-LD lists 20
  // PGs). Rewriting them was main-thread work in the long task after hydration, for the same head.
  const owned = [...document.head.querySelectorAll(`[${OWNED}]`)];
  const unchanged = owned.length === tags.length && owned.every((el, i) => sameTag(el, tags[i] as HeadTag));
  if (!unchanged) clearPageMeta();
  document.title = meta.title;
  const description = descriptionMeta();
  // A server-rendered page's description is its own; the renderer keeps the site's in data-site-description.
  siteDescription ??=
    description?.getAttribute('data-site-description') ?? description?.getAttribute('content') ?? null;
  description?.setAttribute('content', meta.description);
  if (unchanged) {
    appliedPath = path;
    return;
  }
  for (const t of tags) {
    const el = document.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    el.setAttribute(OWNED, '');
    if (t.tag === 'script') el.textContent = t.text;
    document.head.appendChild(el);
  }
  appliedPath = path;
}
