// The server renderer fills the page template with text that users wrote — a search query, a listing's name and
// description, an area's or a campus's name. JavaScript's String.replace reads `$&`, `` $` ``, `$'`, `$1` and `$$`
// in a replacement string as patterns, so filling with strings let one URL copy the page into itself (issue #20:
// `/pg-listing?query=Kota$`$`$`` answered 744 kB with 7 <!doctype html>). Property: for every pattern, in every
// templated field, on every server-rendered route, in both languages, the page is one document and differs from
// the same page rendered with a plain two-letter stand-in only where the text itself stands (escaped).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toPgDetail, type PgDetail } from '@kotastay/shared/schemas/pg';
import type { NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPg } from '../../scripts/seed/pgs';
import { fillTemplate, renderPage, type FetchApi } from './entry-server';
import { nearbyPage, nearbyResult } from './features/listings/lib/test-fixtures';
import { loadAllStrings } from './i18n';

const TEMPLATE = readFileSync(path.join(import.meta.dirname, '..', 'index.html'), 'utf8');
const ORIGIN = 'https://kotastay.test';
/** One render time for every page here, so two renders of the same page are the same document. */
const RENDERED_AT_MS = Date.parse('2026-11-27T06:30:00.000Z');

/** What String.replace would expand in a replacement string. */
const PATTERNS = ['$&', '$`', "$'", '$1', '$$'] as const;
/** The plain stand-in of the same length the baseline page is rendered with. */
const PLAIN = 'QZ';

/**
 * Every way a pattern can be written into the page — raw, HTML-escaped, percent-encoded, JSON-escaped — mapped
 * back to the stand-in, so the two pages can be compared as text.
 */
const ENCODED_PATTERN = /(?:\$|%24)(?:&amp;|&#x27;|&#39;|&#x60;|&#96;|\\u0026|\\u0027|%26|%27|%60|%24|&|'|`|1|\$)/g;
const normalise = (html: string) => html.replace(ENCODED_PATTERN, PLAIN);

/** A public listing whose user-written texts and place names carry `text`. */
function pgDetailWith(text: string): PgDetail {
  const pg = demoPg(6);
  return {
    ...toPgDetail(
      {
        ...pg,
        name: `Green ${text} PG`,
        description: `Near the ${text} market. Quiet rooms ${text}.`,
        address: `215-C ${text}, Borkheda, Kota`,
        areaName: `Borkheda ${text}`,
        totalMonthlyCostNote: `Electricity ${text} extra`,
        verification: { ...pg.verification, status: 'verified' },
        visible: true,
        status: 'published',
      },
      false,
    ),
    nearbyBranches: (pg.nearbyBranches ?? []).map((b) => ({
      ...b,
      branchName: `${b.branchName} ${text}`,
      coachingName: `${b.coachingName} ${text}`,
    })),
  };
}

/** A page of results around a place (an area or a campus) whose name carries `text`. */
function resultsWith(text: string, place: boolean): NearbySearchResponse {
  return nearbyPage(
    [1, 2, 3].map((n) => nearbyResult(n, { name: `Test ${text} PG ${n}`, areaName: `Talwandi ${text}` })),
    place ? { place: { id: 'talwandi', name: `Talwandi ${text}` } } : { place: null },
  );
}

type Route = { name: string; url: (text: string) => string; answer: (text: string) => unknown };

const ROUTES: Route[] = [
  { name: 'a PG page', url: () => '/pg/demo-pg-00006', answer: pgDetailWith },
  {
    name: 'results for a typed query',
    url: (text) =>
      `/pg-listing?query=${encodeURIComponent(`Kota ${text}`)}&name=${encodeURIComponent(`Kota ${text}`)}` +
      '&lat=25.1425&lng=75.8526&radius=5000&type=search',
    answer: (text) => resultsWith(text, false),
  },
  { name: 'an area page', url: () => '/pgs-in/talwandi', answer: (text) => resultsWith(text, true) },
  { name: 'a coaching page', url: () => '/pgs-near/allen-sankalp', answer: (text) => resultsWith(text, true) },
];

async function render(url: string, answer: unknown): Promise<{ html: string; asked: string[] }> {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (apiPath) => {
    asked.push(apiPath);
    return { status: 200, body: answer };
  };
  const page = await renderPage(url, { template: TEMPLATE, origin: ORIGIN, fetchApi, nowMs: RENDERED_AT_MS });
  if (!page) throw new Error(`${url} is not a server-rendered page`);
  expect(page.status).toBe(200);
  return { html: page.html, asked };
}

/** Where two pages first differ, with some context (a whole page in a failure message is unreadable). */
function firstDifference(a: string, b: string): { at: number; got: string; expected: string } | null {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return null;
  return { at: i, got: a.slice(Math.max(0, i - 80), i + 80), expected: b.slice(Math.max(0, i - 80), i + 80) };
}

const count = (html: string, needle: RegExp) => html.match(needle)?.length ?? 0;

beforeAll(async () => {
  await loadAllStrings();
}, 60_000);

describe('fillTemplate', () => {
  it.each(PATTERNS)('puts %s into the template as it is', (pattern) => {
    const template = '<head><!--app-head--></head><body>x</body>';
    expect(fillTemplate(template, '<!--app-head-->', `<title>a${pattern}b</title>`)).toBe(
      `<head><title>a${pattern}b</title></head><body>x</body>`,
    );
    expect(fillTemplate(template, /<!--app-(head)-->/, pattern)).toBe(`<head>${pattern}</head><body>x</body>`);
  });
});

describe.each(['', '/hi'])(
  'server-rendered pages (language prefix "%s") with replacement patterns in user text',
  (prefix) => {
    describe.each(ROUTES)('$name', (route) => {
      it.each(PATTERNS)(
        'with %s is one document that differs from the plain page only by the text',
        async (pattern) => {
          // The first render of a screen also emits the styles of its loading state: render it once beforehand.
          await render(`${prefix}${route.url(PLAIN)}`, route.answer(PLAIN));
          const plain = await render(`${prefix}${route.url(PLAIN)}`, route.answer(PLAIN));
          const page = await render(`${prefix}${route.url(pattern)}`, route.answer(pattern));
          // The text reached the page (the test would prove nothing otherwise) …
          expect(count(plain.html, /QZ/g)).toBeGreaterThan(0);
          // … the page is one document …
          expect(count(page.html, /<!doctype html>/gi)).toBe(1);
          expect(count(page.html, /<\/html>/g)).toBe(1);
          expect(count(page.html, /<div id="root"/g)).toBe(1);
          // (React 18.3's stream pads chunks with NUL bytes around Devanagari letters; the renderer removes them.)
          expect(page.html).not.toContain('\0');
          // … and it is the plain page with the pattern, escaped, where the stand-in was.
          expect(firstDifference(normalise(page.html), normalise(plain.html))).toBeNull();
          expect(page.html.length - plain.html.length).toBeLessThanOrEqual(8 * count(plain.html, /QZ/g));
          // Only the route's own data was asked for (reviews are fetched by the browser, never rendered here).
          expect(page.asked).toEqual(plain.asked);
        },
      );
    });
  },
);
