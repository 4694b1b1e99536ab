// Security headers (issue #20 item 5, docs/decisions/190-security-headers.md): what Hosting, the `pages` and `api`
// Functions and the Vite dev server send, fetched; then every kind of page opened in Chromium under that content
// security policy — landing, results, PG, area, sign-in, booking, checkout, the admin console and both desks,
// signed in where they need it — with no violation reported (securitypolicyviolation events and CSP console errors).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreateBookingResponse } from '@kotastay/shared/schemas/booking';
import { apiHeaders, contentSecurityPolicy, pageHeaders } from '../scripts/lib/security-headers.mjs';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, idTokenFor } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { PROJECT_ID, ports } from '../test-utils/emulators';
import { bookableSeededPg, bookingRequest, resetStudent } from './support/bookings';
import { baseUrl, devServerUrl, launch, newPage, scrollToReviews } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const STUDENT = { uid: 'e2e-csp-student', digits: '9111100190' };
const emulators = { auth: ports.auth, firestore: ports.firestore, storage: ports.storage };
/** What every page of the emulator build must carry: the production headers, the policy with the emulators. */
const PAGE_HEADERS = pageHeaders({ emulators });
const functionUrl = (name: string) => `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/asia-south1/${name}`;
const digitsOf = (uid: string) => DEMO_ACCOUNTS.find((a) => a.uid === uid)!.phone.slice(3);

let browser: Browser;
let pg: { id: string; areaId: string };

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  await resetStudent(STUDENT.uid, STUDENT.digits, 'Csp Student', 'JEE');
  const doc = await bookableSeededPg();
  pg = { id: doc.id, areaId: doc.areaId };
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** The security headers of a response, in pageHeaders()' order (a header sent twice reads as "a, b"). */
const securityHeadersOf = (headers: Headers, expected: [string, string][]) =>
  expected.map(([key]) => [key, headers.get(key)]);

describe('the headers, fetched', () => {
  test.each([
    ['the landing page (prerendered)', '/'],
    ['an info page (prerendered)', '/faq'],
    ['sign-in (the app shell)', '/auth'],
    ['the admin console (the app shell)', '/admin'],
    ['the service worker', '/sw.js'],
    ['the manifest', '/manifest.webmanifest'],
  ])('Hosting: %s', async (_name, path) => {
    const res = await fetch(`${baseUrl}${path}`);
    expect(res.status).toBe(200);
    expect(securityHeadersOf(res.headers, PAGE_HEADERS)).toEqual(PAGE_HEADERS);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
  // X-Powered-By on what the Functions emulator answers is its own hub's (an Express app in front of the function,
  // not in production); our apps send none (functions/src/http/security-headers.test.ts).
  test.each([
    ['a PG page', () => `/pg/${pg.id}`],
    ['a results page', () => '/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search'],
  ])('Hosting: %s (the pages Function) carries one policy, the same as a file', async (_name, path) => {
    const res = await fetch(`${baseUrl}${path()}`);
    expect(res.status).toBe(200);
    expect(securityHeadersOf(res.headers, PAGE_HEADERS)).toEqual(PAGE_HEADERS);
  });
  test('Hosting: the API answers with nosniff and the rest', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    for (const [key, value] of apiHeaders().filter(([k]) => k !== 'Content-Security-Policy'))
      expect(res.headers.get(key), key).toBe(value);
  });
  test('the pages Function itself (behind no Hosting): a PG page and a demo photo', async () => {
    for (const path of [`/pg/${pg.id}`, `/pgs-in/${pg.areaId}`, '/photos/demo/demo-pg-00001/0-card.svg']) {
      const res = await fetch(`${functionUrl('pages')}${path}`);
      expect(res.status, path).toBe(200);
      expect(securityHeadersOf(res.headers, PAGE_HEADERS), path).toEqual(PAGE_HEADERS);
    }
  });
  test('the api Function itself: a policy that runs nothing, nosniff and the rest', async () => {
    const res = await fetch(`${functionUrl('api')}/api/health`);
    expect(res.status).toBe(200);
    expect(securityHeadersOf(res.headers, apiHeaders())).toEqual(apiHeaders());
  });
  test('the Vite dev server (npm start): the same headers; the policy adds only its HMR websocket and tooling', async () => {
    const res = await fetch(`${devServerUrl()}/pg/${pg.id}`);
    expect(res.status).toBe(200);
    const rest = PAGE_HEADERS.filter(([k]) => k !== 'Content-Security-Policy');
    expect(securityHeadersOf(res.headers, rest)).toEqual(rest);
    const policy = res.headers.get('content-security-policy') ?? '';
    const port = new URL(devServerUrl()).port;
    const production = contentSecurityPolicy({ emulators });
    expect(policy).toContain(`ws://127.0.0.1:${port}`);
    expect(policy.replace(` ws://127.0.0.1:${port}`, '').replace(/ 'sha256-[^']+'/g, '')).toBe(
      production.replace(/ 'sha256-[^']+'/g, ''),
    );
  });
});

/**
 * Records every content security policy violation of the page's documents (its frames included): the
 * securitypolicyviolation events, reported from an init script, and the browser's own console message.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__ksCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __ksCspViolation(t: string): void }).__ksCspViolation(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame|apply)/i.test(msg.text()))
      violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

/** Opens a page with goto, checks its response carries the policy, and waits until its screen is ready. */
async function open(page: Page, path: string, origin = baseUrl): Promise<void> {
  const res = await page.goto(`${origin}${path}`);
  expect(res?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  expect(res?.headers()['x-content-type-options'], path).toBe('nosniff');
  const expected = new URL(path, origin).pathname;
  await page.waitForFunction((p) => document.documentElement.dataset.screenReady === p, expected);
  // Hydrated (or rendered) now; give late requests (images, the chunks preloaded in batches) a moment to go out.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
}

/** A booking waiting for its token, through the API as the booking form makes it: its local checkout's path. */
async function pendingBookingCheckout(): Promise<string> {
  const body = await bookingRequest(pg.id, STUDENT.digits, '9222200190');
  const created = await api<CreateBookingResponse>('POST', '/bookings', { token: await idTokenFor(STUDENT.uid), body });
  expect(created.status).toBe(201);
  return created.body.order.checkoutPath!;
}

/**
 * Runs `steps` in a fresh page and fails on any policy violation. A blocked request often shows first as a step
 * that never finishes (a sign-in that never returns): the failure then names what the policy blocked.
 */
async function underPolicy(
  viewport: 'mobile' | 'desktop',
  steps: (page: Page) => Promise<void>,
  options: Parameters<typeof newPage>[2] = {},
): Promise<void> {
  const { context, page } = await newPage(browser, viewport, options);
  const violations = await watchPolicy(page);
  try {
    await steps(page);
  } catch (error) {
    if (!violations.length) throw error;
    const then = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`content security policy violations:\n${violations.join('\n')}\n(then: ${then})`);
  } finally {
    await context.close();
  }
  expect(violations).toEqual([]);
}

describe('every kind of page runs under the policy', () => {
  test('public pages, then a student signs in, books and reaches the checkout', async () => {
    await underPolicy('mobile', async (page) => {
      await open(page, '/');
      await open(page, '/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search');
      await page.locator('[data-pg-id]').first().waitFor();
      await open(page, `/pg/${pg.id}`);
      await scrollToReviews(page);
      await open(page, `/pgs-in/${pg.areaId}`);
      await open(page, '/faq');
      await open(page, '/auth');
      await signInWithPhone(page, STUDENT.digits);
      await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
      await open(page, `/pg/${pg.id}/book`);
      await page.getByRole('heading', { name: 'Book a visit' }).waitFor();
      await open(page, await pendingBookingCheckout());
      await page.getByTestId('checkout-amount').waitFor();
      await open(page, '/bookings');
      await page.getByTestId('booking-card').first().waitFor();
    });
  });

  test('the admin console, signed in', async () => {
    await underPolicy('desktop', async (page) => {
      await open(page, '/admin');
      await signInWithPhone(page, digitsOf('demo-admin'));
      await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: 30_000 });
      await open(page, '/admin/dashboard');
    });
  });

  test.each([
    ['booking', 'demo-booking-team'],
    ['movein', 'demo-movein-team'],
  ])('the %s desk, signed in', async (desk, uid) => {
    await underPolicy('desktop', async (page) => {
      await open(page, '/team');
      await signInWithPhone(page, digitsOf(uid));
      await page.waitForURL((url) => url.pathname.startsWith('/team/'), { timeout: 30_000 });
      await open(page, `/team/${desk}`);
    });
  });

  test('the Vite dev server (npm start): landing, a PG page, sign-in', async () => {
    await underPolicy(
      'mobile',
      async (page) => {
        await open(page, '/', devServerUrl());
        await open(page, `/pg/${pg.id}`, devServerUrl());
        await open(page, '/auth', devServerUrl());
        await signInWithPhone(page, STUDENT.digits);
        await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
      },
      { baseURL: devServerUrl() },
    );
  });
});
