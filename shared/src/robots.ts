// /robots.txt (docs/requirements/fast-and-findable-pages.md): the public pages are open to crawlers; the signed-in,
// owner, admin, team and API paths are not; the sitemap is named with the site's public origin. Written into the
// build by scripts/prerender.mjs and served by the dev server (web/vite.config.ts): the Cloud Functions runtime
// answers /robots.txt itself (404), so no Function can serve it.
import { ROUTES } from './routes';

/** Paths that show a signed-in user's own data, or staff screens: nothing there for a search engine. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  ROUTES.auth,
  ROUTES.setupProfile,
  ROUTES.dashboard,
  ROUTES.bookings,
  ROUTES.saved,
  ROUTES.profile,
  ROUTES.addPg,
  ROUTES.addPgNew,
  ROUTES.addPgOld,
  ROUTES.advancedAddPg,
  ROUTES.verifyPgLister,
  ROUTES.managePg,
  ROUTES.admin,
  ROUTES.team,
  '/checkout/',
  ROUTES.locationTest,
  ROUTES.imageTest,
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    // A booking form is under a PG's own path: the PG page stays open, its form does not.
    'Disallow: /pg/*/book',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
