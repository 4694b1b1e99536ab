// Information pages (issue 2): prerendered with real content, hydrated without errors, legal short links
// redirect, /reviews explains verified-stay reviews, the admin/team areas have no site header/footer,
// and client-side navigation scrolls to the top.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOCAL_GRIEVANCE_OFFICER } from '@kotastay/shared/grievance';
import { RETENTION, RETENTION_IDS } from '@kotastay/shared/retention';
import { baseUrl, collectErrors, gotoReady, launch, newPage, screenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: '/faq', h1: 'Frequently asked questions', mustSay: 'credited to your first month’s rent' },
  { path: '/partner', h1: 'Partner With Us', mustSay: 'no commission on rent' },
  { path: '/contact', h1: 'Contact Us', mustSay: 'Tele-MANAS' },
  { path: '/terms-and-conditions', h1: 'Terms & Conditions', mustSay: 'we are not the landlord' },
  { path: '/privacy-policy', h1: 'Privacy Policy', mustSay: 'Deleted 90 days after the verification decision' },
  { path: '/refund-policy', h1: 'Refund Policy', mustSay: 'You cancel at least 2 hours before the visit time' },
  { path: '/reviews', h1: 'Student reviews', mustSay: 'Verified Stay' },
] as const;

describe('info pages', () => {
  test.each(PAGES)(
    '$path is prerendered with its content and the ₹499 token where relevant',
    async ({ path, h1, mustSay }) => {
      const res = await fetch(`${baseUrl}${path}`);
      const html = (await res.text()).replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
      expect(res.status).toBe(200);
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toContain(h1);
      expect(html).toContain(mustSay);
      expect(html).not.toMatch(/lorem ipsum/i);
      expect(html).not.toContain('{{');
    },
  );

  // Decision 202: the retention section is the retention table itself, in the page's language; the Grievance Officer
  // comes from the build's configuration, and this (emulator) build says it shows the local placeholder.
  test.each(['en', 'hi'] as const)('the privacy policy (%s) lists every personal retention entry and the Grievance Officer', async (lang) => {
    const path = lang === 'hi' ? '/hi/privacy-policy' : '/privacy-policy';
    const html = (await (await fetch(`${baseUrl}${path}`)).text()).replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
    for (const id of RETENTION_IDS.filter((i) => RETENTION[i].personal)) {
      expect(html, id).toContain(RETENTION[id].data[lang]);
      expect(html, id).toContain(RETENTION[id].period[lang]);
    }
    expect(html).not.toContain(RETENTION.placesQuota.data[lang]);
    expect(html).toContain(LOCAL_GRIEVANCE_OFFICER.email);
    expect(html).toContain(lang === 'hi' ? 'स्थानीय नमूना' : 'Local placeholder');
    // The rights section links to the page where a signed-in user downloads or deletes their data (decision 204).
    expect(html).toContain(`href="${lang === 'hi' ? '/hi' : ''}/account/data"`);
    const contact = await (await fetch(`${baseUrl}${lang === 'hi' ? '/hi' : ''}/contact`)).text();
    expect(contact).toContain(LOCAL_GRIEVANCE_OFFICER.email);
    expect(contact).toContain(lang === 'hi' ? 'शिकायत अधिकारी' : 'Grievance Officer');
  });

  test('the refund policy and FAQ state the token amount in en-IN rupees', async () => {
    for (const path of ['/refund-policy', '/faq']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).toContain('₹499');
    }
  });

  test.each(PAGES)('$path hydrates without console errors (360 px)', async ({ path, h1 }) => {
    const { context, page } = await newPage(browser, 'mobile');
    const errors = collectErrors(page);
    await gotoReady(page, path);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('FAQ answers open on tap; screenshots of FAQ (360) and refund policy (1280)', async () => {
    const mobile = await newPage(browser, 'mobile');
    await gotoReady(mobile.page, '/faq');
    const question = mobile.page.getByText('When do I get the token back?');
    await question.click();
    await mobile.page.getByText(/The only case where you lose it/).waitFor({ state: 'visible' });
    await screenshot(mobile.page, 'info-faq-360');
    await mobile.context.close();

    const desktop = await newPage(browser, 'desktop');
    await desktop.page.goto('/refund-policy');
    await desktop.page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    await screenshot(desktop.page, 'info-refund-1280');
    await desktop.page.goto('/contact');
    await desktop.page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await screenshot(desktop.page, 'info-contact-1280');
    await desktop.context.close();
  });

  test('/terms and /privacy redirect to the legal pages', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/terms');
    await page.waitForURL(/\/terms-and-conditions$/);
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    await page.goto('/privacy');
    await page.waitForURL(/\/privacy-policy$/);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await context.close();
  });

  test('route changes scroll to the top', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await gotoReady(page, '/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await page.waitForURL(/\/refund-policy$/);
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe('Refund Policy — KotaStay');
    await context.close();
  });

  test('public pages have the site footer; the admin and team areas do not', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByText('JEE and NEET students').waitFor();
    for (const path of ['/admin', '/team']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    }
    await context.close();
  });
});
