// The `pages` Function behind Hosting's rewrites (firebase.json): server-rendered public pages, the demo photos
// from a URL the CDN caches, and /sitemap.xml (docs/decisions/130-server-rendered-pages.md).
import express from 'express';
import { demoPhotoAnswer } from './photos';
import { renderPageAnswer } from './render';
import { encode } from './compress';
import { sitemapEntries, sitemapXml } from './sitemap';
import { siteOrigin } from '../http/site-origin';
import { pageSecurityHeaders } from '../http/security-headers';
import { pathOf, requestContext } from '../http/request-id';
import { errorFields, logger } from '../lib/log';

const DOCS_READ_HEADER = 'X-Docs-Read';

/**
 * How long an instance answers the sitemap from what it last read: the CDN keeps it an hour per edge, and without
 * this each edge's miss would read every public listing again.
 */
export const SITEMAP_MEMO_MS = 10 * 60 * 1000;

/** `read`'s answer, read again only when older than `ttlMs` (a failed read is not kept). */
export function memoised<T extends { docsRead: number }>(read: () => Promise<T>, ttlMs: number) {
  let kept: { at: number; value: Promise<T> } | null = null;
  return {
    async entries(): Promise<T> {
      const now = Date.now();
      if (kept && now - kept.at < ttlMs) return { ...(await kept.value), docsRead: 0 };
      const value = read();
      kept = { at: now, value };
      value.catch(() => {
        if (kept?.value === value) kept = null;
      });
      return value;
    },
  };
}

/** Wraps an async handler: an error becomes a plain 500 page, never a stack. */
const handle =
  (fn: (req: express.Request, res: express.Response) => Promise<void>): express.RequestHandler =>
  (req, res) => {
    fn(req, res).catch((error: unknown) => {
      logger.error('pages: request failed', { path: pathOf(req), error: errorFields(error) });
      if (!res.headersSent)
        res
          .status(500)
          .set('Cache-Control', 'no-store')
          .type('text/plain')
          .send('Something went wrong. Please try again.');
    });
  };

const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600';

export function createPagesApp(): express.Express {
  const app = express();
  const sitemap = memoised(sitemapEntries, SITEMAP_MEMO_MS);
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestContext('pages'));
  app.use(pageSecurityHeaders());

  app.get(
    '/sitemap.xml',
    handle(async (req, res) => {
      // Each query string is a new key for the CDN: `/sitemap.xml?1`, `?2`… would each read every public listing.
      // There is one sitemap, at one URL.
      if (req.originalUrl.includes('?')) {
        res.set('Cache-Control', SITEMAP_CACHE).redirect(301, '/sitemap.xml');
        return;
      }
      const { entries, docsRead } = await sitemap.entries();
      res
        .set(DOCS_READ_HEADER, String(docsRead))
        .set('Cache-Control', SITEMAP_CACHE)
        .type('application/xml')
        .send(sitemapXml(siteOrigin(req.headers), entries));
    }),
  );

  app.get(
    '/photos/demo/:pgId/:file',
    handle(async (req, res) => {
      const photo = await demoPhotoAnswer(String(req.params.pgId), String(req.params.file));
      if (!photo) {
        res.status(404).set('Cache-Control', 'public, max-age=300').type('text/plain').send('No such photo.');
        return;
      }
      res.set('Content-Type', photo.contentType).set('Cache-Control', photo.cacheControl).send(photo.body);
    }),
  );

  app.get(
    '/{*path}',
    handle(async (req, res) => {
      const page = await renderPageAnswer(req.originalUrl, siteOrigin(req.headers));
      const { body, encoding } = encode(page.html, req.headers['accept-encoding']);
      res.status(page.status).set('Cache-Control', page.cacheControl).set('Vary', 'Accept-Encoding').type('text/html');
      if (encoding) res.set('Content-Encoding', encoding);
      res.send(body);
    }),
  );
  return app;
}
