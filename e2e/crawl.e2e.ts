// The crawler (issue #21): for each role and each language it opens every route of the route table
// (web/src/app/routes.tsx) that the role's guards let in, at 360 × 740, then widens the same page to 1280 × 800, and
// fails on a page or element wider than the window, Latin text on a Hindi page that is not a name or a code, a console
// error or uncaught exception, a serious or critical axe-core violation, an <img> without dimensions, a page that never
// becomes ready, and a role ending somewhere else than the route it may reach. A new route is crawled without editing
// this file; a new parameterised route fails until SAMPLES gives it a value. axe and the Latin check run for the first
// role that opens a route in a language (their result is the page's, not the role's); the rest runs for every role.
// Screenshots: e2e/screenshots/crawl/<role>-<lang>-<route>-<width>.png. The few findings let through on purpose
// (refusals logged deliberately, developer test screens) are in ALLOWED with their reason; unused entries are printed.
import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { localisedPath, type Language } from '@kotastay/shared/language';
import type { Role } from '@kotastay/shared/roles';
import { compareUrl, pgListingUrl, ROUTES } from '@kotastay/shared/routes';
import { bookedPlace } from '@kotastay/shared/schemas/booking';
import { isPublicPg, type PgRecord } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { demoPgs, seedPgs, seededPgCount } from '../scripts/seed/pgs';
import { DEMO_REVIEWERS, demoStays, seedReviews } from '../scripts/seed/reviews';
import { seedComplaints } from '../scripts/seed/complaints';
import { seedStays } from '../scripts/seed/stays';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb } from '../test-utils/admin';
import { routes } from '../web/src/app/routes';
import { bookingDoc, seedBookings } from './support/bookings';
import { baseUrl, collectErrors, launch, SCREENSHOT_DIR } from './support/browser';
import { canReach, latinLeftovers, pageChecks, walkRoutes, type CrawlRoute, type PageFindings, type Visitor } from './support/crawl';
import { signInWithPhone } from './support/phone-codes';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const LANGUAGES: readonly Language[] = ['en', 'hi'];
const SHOTS = path.join(SCREENSHOT_DIR, 'crawl');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const phoneOf = (uid: string) => DEMO_ACCOUNTS.find((a) => a.uid === uid)!.phone;
const STUDENT = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-student')!;
/** The demo student's parent: signed in with their own number, no profile (docs/decisions/150-parents-in-the-loop.md). */
const PARENT_PHONE = STUDENT.profile.parentPhone!;

type CrawlVisitor = Visitor & { login: string | null; phone: string | null };
const visitor = (name: string, role: Role | null, login: string | null, phone: string | null, hasProfile = true): CrawlVisitor => ({
  name,
  signedIn: phone !== null,
  role,
  hasProfile: phone !== null && hasProfile,
  login,
  phone,
});
const VISITORS: CrawlVisitor[] = [
  visitor('signed-out', null, null, null),
  visitor('student', null, ROUTES.auth, STUDENT.phone),
  visitor('parent', null, ROUTES.auth, PARENT_PHONE, false),
  visitor('owner', 'pg_owner', ROUTES.auth, phoneOf('demo-pg-owner')),
  visitor('booking-team', 'booking_team', ROUTES.team, phoneOf('demo-booking-team')),
  visitor('movein-team', 'movein_team', ROUTES.team, phoneOf('demo-movein-team')),
  visitor('admin', 'admin', ROUTES.admin, phoneOf('demo-admin')),
];

// The seeded data the samples point at.
const records = demoPgs(seededPgCount());
const publicPgs = records.filter(isPublicPg);
// A listing with reviews and free beds: its page shows everything a PG page can.
const pg = publicPgs.find((p) => p.ratingCount > 0 && p.rooms.some((r) => r.bedsAvailable > 0)) as PgRecord;
const BOOKING_ID = 'e2e-crawl-booking';
const ORDER_ID = `order_${BOOKING_ID}`;
const area = KOTA_AREAS[0]!;
const branch = KOTA_BRANCHES[0]!;

/**
 * A value for every route that needs one (a pattern with parameters), and richer pages for a few that read a query.
 * A parameterised route missing here fails the crawl: add its sample.
 */
const SAMPLES: Record<string, string> = {
  '/pg/:id': ROUTES.pgDetail(pg.id),
  '/pgs-in/:areaId': ROUTES.pgsInArea(area.id),
  '/pgs-near/:branchId': ROUTES.pgsNearBranch(branch.id),
  '/pg/:id/book': ROUTES.bookVisit(pg.id),
  '/bookings/:id/receipt': ROUTES.bookingReceipt(BOOKING_ID),
  '/family/:id/receipt': ROUTES.familyReceipt(BOOKING_ID),
  // An owner's printable statement (decision 215): the demo owner has none for this month, so it says so.
  '/manage-pg/statements/:month': ROUTES.ownerStatement('2026-10'),
  // No such link: the screen a parent sees for a link that has ended or never was.
  '/family/link/:linkId': ROUTES.familyLink('crawl-no-such-link'),
  '/checkout/local/:orderId': ROUTES.localCheckout(ORDER_ID),
  '*': '/crawl-no-such-page',
  [ROUTES.pgListing]: pgListingUrl({ lat: branch.lat, lng: branch.lng, radius: 2000, name: branch.name, type: 'search' }),
  [ROUTES.compare]: compareUrl(publicPgs.slice(0, 3).map((p) => p.id)),
};

/**
 * A step taken on a page before it is checked, to show what a route pattern alone does not: the booking form's time
 * slots appear once a date is picked (tomorrow's: every slot of it is still ahead). Only where the form is shown.
 */
const BEFORE_CHECKS: Record<string, (page: Page) => Promise<void>> = {
  '/pg/:id/book': async (page) => {
    const tomorrow = page.locator('[data-testid^="date-"]').nth(1);
    if (!(await tomorrow.count())) return;
    await tomorrow.click({ timeout: 15_000 });
    await page.locator('[data-testid^="slot-"]').first().waitFor({ timeout: 10_000 });
  },
};

/**
 * Routes whose screen itself sends some roles on (not a guard): the sign-in screens pass a signed-in reader to where
 * they belong, and the profile setup is for a signed-in account only.
 */
const SCREEN_REDIRECTS: { pattern: string; visitors: readonly string[]; why: string }[] = [
  { pattern: ROUTES.auth, visitors: ['student', 'parent', 'owner', 'booking-team', 'movein-team', 'admin'], why: 'signed in: on to the dashboard, profile setup or desk' },
  { pattern: ROUTES.setupProfile, visitors: ['signed-out'], why: 'needs a sign-in first: /auth' },
  { pattern: ROUTES.admin, visitors: ['admin'], why: 'signed in as an admin: on to /admin/dashboard' },
  { pattern: ROUTES.team, visitors: ['booking-team', 'movein-team', 'admin'], why: 'signed in with a desk: on to it' },
];

type Check = 'overflow' | 'latin' | 'console' | 'axe' | 'image' | 'load' | 'lands';
type Failure = { visitor: string; lang: Language; width: number; pattern: string; url: string; check: Check; detail: string };

/**
 * Findings let through on purpose: route pattern (ANY_ROUTE for any; '*' is the not-found route), check, and optionally
 * language, width and a pattern the detail matches, each with its reason. A product finding is fixed, not listed here.
 */
const ANY_ROUTE = '(any route)';
type Allowance = { pattern: string; check: Check; visitors?: readonly string[]; lang?: Language; width?: number; detail?: RegExp; why: string };
const ALLOWED: Allowance[] = [
  // Deliberate logging of a refusal: the samples belong to the demo student, so other roles are refused them and the
  // screens say so; LiveReadBoundary logs a refused live read, and team mode logs every failed API call.
  { pattern: '/bookings/:id/receipt', check: 'console', visitors: ['owner'], detail: /FirebaseError/, why: 'the owner may not read the demo student\'s booking: the refusal is logged on purpose' },
  { pattern: '/family/:id/receipt', check: 'console', visitors: ['owner'], detail: /FirebaseError/, why: 'the owner is not this booking\'s parent: the refusal is logged on purpose' },
  { pattern: '/checkout/local/:orderId', check: 'console', visitors: ['booking-team', 'movein-team'], detail: /failed with 404/, why: 'a desk member is not the order\'s student (404): team mode logs failed API calls on purpose' },
  { pattern: '/family/link/:linkId', check: 'console', visitors: ['booking-team', 'movein-team'], detail: /failed with 404/, why: 'the sample link does not exist (404, the screen says so): team mode logs failed API calls on purpose' },
  // Screens for developers, public but unlinked: they print raw states and file paths.
  { pattern: ROUTES.locationTest, check: 'latin', lang: 'hi', why: 'developer test screen: raw GPS states ("idle")' },
  { pattern: ROUTES.imageTest, check: 'latin', lang: 'hi', why: 'developer test screen: photo file paths' },
];

const allowHits = new Map<number, number>();
const isAllowedBy = (a: Allowance, f: Failure) =>
  (a.pattern === ANY_ROUTE || a.pattern === f.pattern) &&
  a.check === f.check &&
  (!a.visitors || a.visitors.includes(f.visitor)) &&
  (!a.lang || a.lang === f.lang) &&
  (!a.width || a.width === f.width) &&
  (!a.detail || a.detail.test(f.detail));
function isAllowed(f: Failure): boolean {
  const i = ALLOWED.findIndex((a) => isAllowedBy(a, f));
  if (i < 0) return false;
  allowHits.set(i, (allowHits.get(i) ?? 0) + 1);
  return true;
}

/**
 * What people wrote in the seeded data (descriptions, house rules, reviews, replies, notes): shown as written, in
 * whatever language. Every string with a space in the demo PGs and stays, except labels (roomLabel…: what the UI should say in the page's language).
 */
function writtenText(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return !/label$/i.test(key) && value.includes(' ') && value.length >= 8 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => writtenText(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => writtenText(v, k));
  return [];
}
const personNames = (full: string) => [full, ...full.replace(/\s*\(.*\)$/, '').split(' ')];
// Latin on a Hindi page: whole names and written text from the data, then a few proper names, codes and brands.
const NAMES = [
  ...records.flatMap((p) => [p.name, p.address, p.areaName]),
  ...writtenText(records),
  ...writtenText(demoStays(records)),
  ...KOTA_AREAS.map((a) => a.name),
  // A campus is also named short: 'Motion Dhruv' for 'Dhruv Campus (JEE)'.
  ...KOTA_BRANCHES.flatMap((b) => [b.name, b.name.replace(/ Campus.*$/, '')]),
  ...KOTA_COACHINGS.flatMap((c) => [c.id, c.name, c.shortName]),
  ...KOTA_BRANCHES.map((b) => b.id),
  ...DEMO_ACCOUNTS.flatMap((a) => personNames(a.profile.name)),
  ...DEMO_REVIEWERS.flatMap((r) => personNames(r.name)),
  // Names of bodies and schemes the legal and help pages cite, kept in their own words.
  'Kota Cares',
  'Tele-MANAS',
  'Google Maps',
  'Data Protection Board of India',
  'KotaStay Data Protection',
  'Grievance Officer',
]
  .filter((n): n is string => typeof n === 'string' && n.length > 1)
  .filter((n, i, all) => all.indexOf(n) === i)
  .sort((a, b) => b.length - a.length);
/** A name field: every word of it is a name (a person's, a PG's, an area's). */
const NAME_KEY = /name$/i;
/**
 * Fields people type (notes, reasons, comments, descriptions, addresses): shown as written, in any language; and a
 * messaging provider's own error words, shown to staff verbatim on the messages page ("WhatsApp refused …").
 */
const TYPED_KEY = /(name|reason|note|comment|text|description|address|summary|rules?|error)$/i;
function typedText(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NAME_KEY.test(key) ? personNames(value) : TYPED_KEY.test(key) && value.includes(' ') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => typedText(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => typedText(v, k));
  return [];
}

/**
 * What people typed into the product as it stands when the crawl starts — the seed's and whatever the API and
 * emulator tests before it left (names, notes, reasons): proper names and written text, not the UI's words.
 */
async function addTypedText(): Promise<void> {
  const collections = [COLLECTIONS.users, COLLECTIONS.bookings, COLLECTIONS.kyc, COLLECTIONS.auditLog, COLLECTIONS.reviews, COLLECTIONS.pgs, COLLECTIONS.outbox];
  const snaps = await Promise.all(collections.map((c) => adminDb().collection(c).get()));
  const known = new Set(NAMES);
  for (const snap of snaps) {
    for (const d of snap.docs) {
      for (const t of typedText(d.data())) {
        if (t.length < 2 || known.has(t)) continue;
        known.add(t);
        NAMES.push(t);
      }
    }
  }
  NAMES.sort((a, b) => b.length - a.length);
}

const CODES = new Set(
  'KotaStay Kota PG AC JEE NEET OTP UPI ID KYC Wi-Fi WiFi CCTV RO IFSC WhatsApp Google Razorpay Aadhaar PAN GST INR GPS SMS JSON PDF Foundation Rajasthan'.split(' '),
);

const failures: Failure[] = [];
const allowed: Failure[] = [];
const visited = new Set<string>();
/** Visits whose screen was not ready after 20 s the first time (printed with the summary). */
const stalls: string[] = [];
/** Visits cut short once (the page replaced while checked, or moving by itself), visited again in a new tab. */
const cutShort: string[] = [];
/** Which role ran a route's deep checks (axe, Hindi text) per language; a retried role runs its own again. */
const deepChecked = new Map<string, string>();
let pageChecksDone = 0;
let startedAt = 0;
let browser: Browser;
let table: CrawlRoute[] = [];

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx, records);
  await seedReviews(ctx, records);
  // The demo student's stay (decision 207): /bookings shows it and its notice form, /manage-pg a resident.
  await seedStays(ctx, records);
  // Its complaints (decision 208): one answered, one with the team — on /bookings, /family, /manage-pg, /team/complaints.
  await seedComplaints(ctx, records);
  // The parent signs in afresh (no profile); a user of an earlier run with that number would have one.
  const old = await adminAuth()
    .getUserByPhoneNumber(PARENT_PHONE)
    .catch(() => null);
  if (old) {
    await adminAuth().deleteUser(old.uid);
    await adminDb().collection(COLLECTIONS.users).doc(old.uid).delete();
  }
  const room = pg.rooms.find((r) => r.bedsAvailable > 0)!;
  const booking = bookingDoc(BOOKING_ID, {
    studentUid: STUDENT.uid,
    studentName: STUDENT.profile.name,
    studentPhone: STUDENT.phone,
    parentPhone: PARENT_PHONE,
    ...bookedPlace(pg, room),
  });
  await seedBookings([booking]);
  const now = new Date().toISOString();
  await adminDb()
    .collection(COLLECTIONS.paymentOrders)
    .doc(ORDER_ID)
    .set({
      orderId: ORDER_ID,
      bookingId: BOOKING_ID,
      studentUid: STUDENT.uid,
      provider: 'local',
      amountPaise: booking.tokenInr * 100,
      currency: 'INR',
      receipt: booking.payment.receiptNo,
      status: 'paid',
      paymentId: booking.payment.paymentId,
      createdAt: now,
      updatedAt: now,
    });
  await addTypedText();
  mkdirSync(SHOTS, { recursive: true });
  table = walkRoutes(routes);
  browser = await launch();
  startedAt = Date.now();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const patterns = table.map((r) => r.pattern);
  console.log('crawl: routes found in web/src/app/routes.tsx:');
  for (const r of table) {
    const who = VISITORS.filter((v) => canReach(v, r)).map((v) => v.name);
    const to = r.redirectTo ? ` → redirects to ${r.redirectTo}` : '';
    console.log(`  ${r.pattern.padEnd(26)} ${(SAMPLES[r.pattern] ?? r.pattern).slice(0, 60).padEnd(60)} ${who.join(', ')}${to}`);
  }
  ALLOWED.forEach((a, i) => {
    if (!allowHits.has(i)) return;
    console.log(`crawl: allow-listed ×${allowHits.get(i)}: ${a.pattern} ${a.check} — ${a.why}`);
    const seen = allowed.filter((f) => isAllowedBy(a, f)).map((f) => `${f.pattern} ${f.check}: ${f.detail}`.slice(0, 240));
    for (const line of [...new Set(seen)].slice(0, 3)) console.log(`    e.g. ${line}`);
  });
  const unused = ALLOWED.filter((_, i) => !allowHits.has(i));
  for (const a of unused) console.log(`crawl: allow-list entry not needed any more (delete it): ${a.pattern} ${a.check} — ${a.why}`);
  console.log(
    `crawl: ${patterns.length} routes × ${VISITORS.length} roles × ${LANGUAGES.length} languages × ${WIDTHS.length} widths — ` +
      `${visited.size} page visits, ${pageChecksDone} page checks, ${failures.length} failures (allow-listed: ${allowed.length}) in ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
  );
  for (const st of stalls) console.log(`crawl: stalled once, ready after a reload: ${st}`);
  for (const c of cutShort) console.log(`crawl: cut short once, visited again: ${c}`);
  const s = (ms: number) => `${Math.round(ms / 1000)} s`;
  console.log(`crawl: time in loading ${s(spent.load)}, checks ${s(spent.checks)}, axe ${s(spent.axe)}, screenshots ${s(spent.screenshots)}`);
});

function record(f: Failure): void {
  (isAllowed(f) ? allowed : failures).push(f);
}

const slug = (pattern: string) =>
  pattern === '/' ? 'home' : pattern === '*' ? 'not-found' : pattern.slice(1).replace(/[/:]+/g, '_');

async function signIn(page: Page, v: CrawlVisitor): Promise<void> {
  if (!v.login || !v.phone) return;
  await page.goto(v.login);
  await page.waitForFunction((p) => document.documentElement.dataset.screenReady === p, v.login);
  await signInWithPhone(page, v.phone.slice(3));
  await page.waitForURL((u) => u.pathname !== v.login, { timeout: 30_000 });
}

/**
 * Waits for the screen (not a session or data spinner, nor a loading skeleton) to be on screen at the address it
 * settled on: null when it is, else what was still showing after 20 s (the marker, the spinners and skeletons, the
 * requests in flight), so a stall in CI says where it stuck.
 */
async function ready(page: Page): Promise<string | null> {
  try {
    await page.waitForFunction(
      () => {
        const d = document.documentElement.dataset.screenReady;
        // A spinner, or a loading skeleton (marked aria-busy) in the first screenful, is not ready (a part further
        // down may load only once scrolled to, like a PG page's reviews).
        const spinning =
          [...document.querySelectorAll('.MuiCircularProgress-root')].some((s) => s.checkVisibility()) ||
          [...document.querySelectorAll('[aria-busy="true"]')].some((s) => s.checkVisibility() && s.getBoundingClientRect().top < window.innerHeight);
        return d === window.location.pathname && !spinning;
      },
      null,
      { timeout: 20_000, polling: 'raf' },
    );
    await page.waitForTimeout(50);
    return null;
  } catch {
    return page
      .evaluate(() => {
        const label = (e: Element) =>
          (e.getAttribute('aria-label') ?? e.closest('[aria-label]')?.getAttribute('aria-label') ?? e.parentElement?.textContent ?? '').slice(0, 60);
        const spinners = [...document.querySelectorAll('.MuiCircularProgress-root')].filter((s) => s.checkVisibility()).map(label);
        const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter((s) => s.checkVisibility()).map(label);
        const marker = document.documentElement.dataset.screenReady ?? 'unset';
        const heading = document.querySelector('h1')?.textContent?.slice(0, 60) ?? 'none';
        return `marker ${marker}, h1 "${heading}", spinners [${spinners.join(' | ')}], busy [${busy.join(' | ')}]`;
      })
      .catch((e: unknown) => `page unreadable: ${String(e).slice(0, 120)}`);
  }
}

/**
 * Opens `url` and waits for its screen; a visit that stalls is reloaded once (a user's reload) and the stall is
 * printed with the summary, so it is seen and its diagnosis kept — only a screen that stalls twice fails.
 */
async function openScreen(page: Page, url: string, who: string): Promise<string | null> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const first = await ready(page);
  if (first === null) return null;
  stalls.push(`${who} ${url}: ${first}`);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const second = await ready(page);
  return second === null ? null : `${first}; after a reload: ${second}`;
}

/** Ends every running CSS transition and animation at its end state, and starts new ones finished. */
const SETTLE_TRANSITIONS = `(() => {
  if (!document.getElementById('crawl-settle')) {
    const style = document.createElement('style');
    style.id = 'crawl-settle';
    style.textContent = '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
    document.head.append(style);
  }
  for (const a of document.getAnimations()) { try { a.finish(); } catch {} }
})()`;

type Axe = { id: string; impact: string; help: string; count: number; targets: string[]; html: string };
const AXE_RUN = `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations
  .filter((v) => v.impact === 'serious' || v.impact === 'critical')
  .map((v) => ({ id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')), html: v.nodes[0].html.slice(0, 160) })))`;

/** Where the crawl's time goes (printed with the summary). */
const spent = { load: 0, checks: 0, axe: 0, screenshots: 0 };
async function timed<T>(part: keyof typeof spent, work: () => Promise<T>): Promise<T> {
  const t0 = Date.now();
  try {
    return await work();
  } finally {
    spent[part] += Date.now() - t0;
  }
}

/** `work`, or an error naming `what` after `ms` (a stuck page fails its visit instead of hanging the role's test). */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Files being written while the crawl goes on; awaited before the crawl ends. */
const writes: Promise<void>[] = [];

/**
 * A full-page PNG through the DevTools protocol with Chromium's fast encoding (page.screenshot's best compression took
 * a third of the crawl); the file is written while the crawl goes on.
 */
async function fullPageShot(cdp: CDPSession, file: string): Promise<void> {
  const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    captureBeyondViewport: true,
    clip: { x: 0, y: 0, width: cssContentSize.width, height: cssContentSize.height, scale: 1 },
  });
  writes.push(writeFile(file, Buffer.from(data, 'base64')));
}

async function crawlRoute(
  page: Page,
  cdp: CDPSession,
  errors: string[],
  v: CrawlVisitor,
  lang: Language,
  route: CrawlRoute,
): Promise<void> {
  const sample = SAMPLES[route.pattern] ?? route.pattern;
  const url = localisedPath(lang, sample);
  const base = { visitor: v.name, lang, pattern: route.pattern, url };
  const firstError = errors.length;
  await page.setViewportSize(WIDTHS[0]);
  visited.add(`${v.name} ${url}`);
  const stalled = await timed('load', () => openScreen(page, url, `${v.name} ${lang}`));
  const landed = new URL(page.url()).pathname;
  if (stalled) record({ ...base, width: 360, check: 'load', detail: `not ready after 20 s (twice) at ${landed}: ${stalled}` });
  const expected = localisedPath(lang, route.redirectTo ?? new URL(sample, 'http://x').pathname);
  const screenRedirect = SCREEN_REDIRECTS.some((s) => s.pattern === route.pattern && s.visitors.includes(v.name));
  if (landed !== expected && !screenRedirect) record({ ...base, width: 360, check: 'lands', detail: `ended on ${landed}, expected ${expected}` });

  await BEFORE_CHECKS[route.pattern]?.(page);

  const deep = !deepChecked.has(`${lang} ${route.pattern}`);
  if (deep) deepChecked.set(`${lang} ${route.pattern}`, v.name);
  for (const size of WIDTHS) {
    const at = { ...base, width: size.width };
    if (size.width !== WIDTHS[0].width) {
      await page.setViewportSize(size);
      await within(20_000, 'the widened page to paint', page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))'));
    }
    const withText = deep && lang === 'hi' && size.width === 360;
    const found = await timed('checks', async () => (await within(20_000, 'the page checks', page.evaluate(pageChecks(withText)))) as PageFindings);
    pageChecksDone++;
    if (found.scrollWidth > found.innerWidth) record({ ...at, check: 'overflow', detail: `page ${found.scrollWidth} px wide in a ${found.innerWidth} px window` });
    for (const w of found.wide) record({ ...at, check: 'overflow', detail: w });
    for (const img of found.images) record({ ...at, check: 'image', detail: `no width/height: ${img}` });
    if (withText) {
      const words = new Map<string, string>();
      for (const text of found.texts) for (const w of latinLeftovers(text, NAMES, CODES)) if (!words.has(w)) words.set(w, text.slice(0, 80));
      for (const [word, text] of words) record({ ...at, check: 'latin', detail: `"${word}" in "${text}"` });
    }
    if (deep && size.width === 360) {
      const violations = await timed('axe', async () => {
        // Colours are measured as they stand, not mid-transition (a text field's label caught fading measured 2.9:1).
        await page.evaluate(SETTLE_TRANSITIONS);
        await page.evaluate(AXE_SOURCE);
        return (await within(30_000, 'axe', page.evaluate(AXE_RUN))) as Axe[];
      });
      for (const a of violations)
        record({ ...at, check: 'axe', detail: `${a.impact} ${a.id} (${a.help}) ×${a.count}: ${a.targets.join(' | ')} — ${a.html}` });
    }
    const file = path.join(SHOTS, `${v.name}-${lang}-${slug(route.pattern)}-${size.width}.png`);
    await timed('screenshots', () => within(20_000, 'the screenshot', fullPageShot(cdp, file)));
  }
  for (const e of errors.slice(firstError)) record({ ...base, width: 360, check: 'console', detail: e.slice(0, 300) });
}

type Tab = { page: Page; cdp: CDPSession; errors: string[]; navigations: string[] };

/**
 * A page of the role's session, with its console errors and the navigations its own document asked for (a script's
 * location change or reload, a link, a form: Chromium's frameRequestedNavigation), so a visit cut short by one says so.
 */
async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const navigations: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (e) => navigations.push(`${e.reason} to ${new URL(e.url).pathname}`));
  await cdp.send('Page.enable');
  return { page, cdp, errors: collectErrors(page), navigations };
}

const describeFailures = (list: Failure[]) =>
  list.map((f) => `${f.pattern} [${f.visitor}, ${f.lang}, ${f.width}] ${f.check}: ${f.detail} (${f.url})`).join('\n');

describe('crawl every route for every role, language and width', () => {
  test('every route of the table is known to the crawler', () => {
    expect(table.length).toBeGreaterThan(20);
    const missing = table.filter((r) => /[:*]/.test(r.pattern) && !SAMPLES[r.pattern]).map((r) => `add a sample for ${r.pattern}`);
    expect(missing).toEqual([]);
  });

  // Retried once like every e2e test (a page that took too long on a loaded machine); a retry starts the role's
  // findings afresh, so the summary counts the attempt that stood.
  test.each(VISITORS)('as $name', { timeout: 600_000, retry: 1 }, async (v) => {
      for (let i = failures.length - 1; i >= 0; i--) if (failures[i]!.visitor === v.name) failures.splice(i, 1);
      for (let i = allowed.length - 1; i >= 0; i--) if (allowed[i]!.visitor === v.name) allowed.splice(i, 1);
      for (const [key, who] of deepChecked) if (who === v.name) deepChecked.delete(key);
      const context = await browser.newContext({ viewport: WIDTHS[0], baseURL: baseUrl });
      let tab = await openTab(context);
      const before = failures.length;
      try {
        await signIn(tab.page, v);
        tab.errors.length = 0;
        const reachable = table.filter((r) => canReach(v, r) && (SAMPLES[r.pattern] || !/[:*]/.test(r.pattern)));
        for (const lang of LANGUAGES)
          for (const route of reachable) {
            const url = localisedPath(lang, SAMPLES[route.pattern] ?? route.pattern);
            const at = { visitor: v.name, lang, pattern: route.pattern, url, width: 0 };
            const deepKey = `${lang} ${route.pattern}`;
            const deepBefore = deepChecked.has(deepKey);
            for (let attempt = 1; ; attempt++) {
              const started = tab.navigations.length;
              const firstError = tab.errors.length;
              const marks = [failures.length, allowed.length];
              let cut: string | null = null;
              try {
                await crawlRoute(tab.page, tab.cdp, tab.errors, v, lang, route);
                // Every visit starts with the crawler's own navigation; a page that moves by itself is a finding.
                const asked = tab.navigations.slice(started);
                if (asked.length) cut = `the page navigated by itself: ${asked.join('; ')}`;
              } catch (e) {
                // A page stuck past a timeout, or replaced while checked: named with the navigations it asked for.
                const asked = tab.navigations.slice(started);
                cut = `${String(e).slice(0, 300)}${asked.length ? ` — the page asked to navigate: ${asked.join('; ')}` : ''}`;
              }
              if (cut === null) break;
              const consoleErrors = tab.errors.slice(firstError);
              // The visit goes on in a new tab of the same session: a navigation still under way in the old one would
              // cut into every later visit.
              await tab.page.close().catch(() => undefined);
              tab = await openTab(context);
              if (attempt === 1) {
                // Visited again once, as a stalled screen is reloaded once (a file that failed to arrive on a loaded
                // machine), and printed with the summary; what the cut-short visit found is dropped with it.
                cutShort.push(`${v.name} ${url}: ${cut}${consoleErrors.length ? ` (console: ${consoleErrors.join(' | ').slice(0, 300)})` : ''}`);
                failures.length = marks[0]!;
                allowed.length = marks[1]!;
                if (!deepBefore) deepChecked.delete(deepKey);
                continue;
              }
              record({ ...at, check: 'load', detail: `cut short twice: ${cut}` });
              for (const error of consoleErrors) record({ ...at, check: 'console', detail: error.slice(0, 300) });
              break;
            }
          }
      } finally {
        await context.close();
        await Promise.all(writes.splice(0));
      }
      const mine = failures.slice(before);
      if (mine.length) throw new Error(`${mine.length} crawl failures as ${v.name}:\n${describeFailures(mine)}`);
  });
});
