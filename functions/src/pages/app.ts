// The `pages` Function behind Hosting's rewrites (firebase.json): server-rendered public pages, the demo photos
// from a URL the CDN caches, and /sitemap.xml (docs/decisions/130-server-rendered-pages.md).
import express from 'express';
import { demoPhotoAnswer } from './photos';
import { renderPageAnswer } from './render';
import { sitemapEntries, sitemapXml } from './sitemap';
import { siteOrigin } from '../http/site-origin';
import { pageSecurityHeaders } from '../http/security-headers';

const DOCS_READ_HEADER = 'X-Docs-Read';

/** Wraps an async handler: an error becomes a plain 500 page, never a stack. */
const handle =
  (fn: (req: express.Request, res: express.Response) => Promise<void>): express.RequestHandler =>
  (req, res) => {
    fn(req, res).catch((error: unknown) => {
      console.error('pages: request failed', req.path, error);
      if (!res.headersSent)
        res
          .status(500)
          .set('Cache-Control', 'no-store')
          .type('text/plain')
          .send('Something went wrong. Please try again.');
    });
  };

export function createPagesApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(pageSecurityHeaders());

  app.get(
    '/sitemap.xml',
    handle(async (req, res) => {
      const { entries, docsRead } = await sitemapEntries();
      res
        .set(DOCS_READ_HEADER, String(docsRead))
        .set('Cache-Control', 'public, max-age=3600, s-maxage=3600')
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
      res.status(page.status).set('Cache-Control', page.cacheControl).type('text/html').send(page.html);
    }),
  );
  return app;
}
