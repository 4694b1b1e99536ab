// What a public page tells search engines and chat apps (docs/requirements/fast-and-findable-pages.md): its
// <title>, description, canonical URL, share image and schema.org structured data.
//
// Contract (issue #11): a screen calls usePageMeta(meta) during render.
//  - On the server (entry-server.tsx) a PageMetaContext sink records the last meta set during the render, and
//    the renderer writes it into <head> (title, description, canonical, Open Graph, JSON-LD) of the HTML.
//  - In the browser the same meta is applied to document.head after render (client-side navigation).
// `path` is site-relative; the renderer adds the site's origin.
import { createContext, useContext, useEffect } from 'react';

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

/** Browser: brings document.head in line with `meta` (implemented with the server renderer). */
export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
}
