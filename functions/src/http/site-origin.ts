// The absolute origin of the public site, for canonical URLs, og:url, the sitemap and robots.txt
// (docs/requirements/fast-and-findable-pages.md). Pages are cached by the CDN, so a forged Host header must never end
// up in them: the origin is SITE_ORIGIN when configured (functions/.env.<project>), else the project's default
// Hosting domain. A loopback host (the emulators, a developer's machine) is used as given — production is never
// reached through one, so this is the same rule everywhere, not a local fork.
import { config } from '../config';
import { siteOriginParam } from '../params';

type HeaderBag = Record<string, string | string[] | undefined>;

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/;

function firstHeader(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

export function siteOrigin(headers: HeaderBag, env: Record<string, string | undefined> = { SITE_ORIGIN: siteOriginParam.value() }): string {
  const host = firstHeader(headers, 'x-forwarded-host') ?? firstHeader(headers, 'host');
  if (host && LOOPBACK_HOST.test(host)) return `http://${host}`;
  const configured = env.SITE_ORIGIN?.trim().replace(/\/$/, '');
  if (configured && /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(configured)) return configured;
  return `https://${config.projectId}.web.app`;
}
