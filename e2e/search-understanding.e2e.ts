// Search understands what Kota types (docs/decisions/205-search-understanding.md), at 360 px in Chromium: the
// landing page's "Girls PG" chip gives girls' PGs only, with the chip that says so; a PG's name typed with a typo is
// suggested (the landing box and the results page's bar) and opens its page; a Hindi query lands on the area with Hindi chips; removing a chip searches again;
// a coaching with a campus the catalogue does not know offers its campuses (docs/decisions/227-coaching-campus-choice.md);
// "girls pg near me" offers the phone's location and, found, shows girls' PGs around it (docs/decisions/230-near-me.md).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { isPublicPg, type PgRecord } from '@kotastay/shared/schemas/pg';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { demoPgs, seededPgCount } from '../scripts/seed/pgs';
import { adminDb } from '../test-utils/admin';
import { bothSizes, collectErrors, gotoReady, newPage, screenshot } from './support/browser';
import { withSeededListings } from './support/seeded-browser';

const records = demoPgs(seededPgCount()).filter(isPublicPg);
const { browser } = withSeededListings();

/** The ids of the result cards shown. */
const cardIds = (page: Page) =>
  page.locator('[data-pg-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-pg-id') ?? ''));

describe('search understands what Kota types (360 px)', () => {
  test('the landing page\'s "Girls PG" chip → only girls\' PGs, with the "Girls" chip shown; removing it shows every PG', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    const errors = collectErrors(page);
    try {
      await gotoReady(page, '/');
      await page.getByRole('link', { name: 'Girls PG' }).click();
      await page.waitForURL(/\/pg-listing\?.*query=Girls/);
      const chips = page.getByRole('list', { name: 'Your search' });
      await chips.getByRole('button', { name: 'Remove “Girls” from the search' }).waitFor();
      await page.locator('[data-pg-id]').first().waitFor();
      const ids = await cardIds(page);
      expect(ids.length).toBeGreaterThan(0);
      const gender = new Map(records.map((r) => [r.id, r.gender]));
      // Each shown PG's gender as stored (other test files add listings of their own, e.g. 'ssr-unrated').
      const stored = await Promise.all(
        ids.map(async (id) => [id, (await adminDb().collection(COLLECTIONS.pgs).doc(id).get()).get('gender')] as const),
      );
      for (const [id, g] of stored) gender.set(id, g as PgRecord['gender']);
      expect(ids.filter((id) => gender.get(id) !== 'girls')).toEqual([]);
      expect(await page.getByText(/No place matched/).count()).toBe(0);
      await bothSizes(page, 'search-girls-chip');

      await chips.getByRole('button', { name: 'Remove “Girls” from the search' }).click();
      await page.waitForURL((url) => !url.searchParams.has('query'));
      await page.waitForFunction(() => document.querySelectorAll('[data-pg-id]').length > 0);
      // The girls-only cards stay until the new answer arrives: give it the time a loaded machine needs (vitest's 1 s
      // default once failed under CI's load and passed on retry).
      await expect
        .poll(async () => (await cardIds(page)).some((id) => gender.get(id) !== 'girls'), { timeout: 15_000 })
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a PG name typed with a typo is suggested, by keyboard, and opens its page: the landing box and the results page's bar", async () => {
    const pg = records.find((r) => r.name === 'Chanakya Residency') as PgRecord;
    expect(pg).toBeDefined();
    const { context, page } = await newPage(browser(), 'mobile');
    const errors = collectErrors(page);
    try {
      const chooseByKeyboard = async (box: ReturnType<Page['getByRole']>) => {
        await box.pressSequentially('chanakya residancy', { delay: 30 });
        const option = page.getByRole('option', { name: /Chanakya Residency/ }).first();
        await option.waitFor();
        expect(await option.textContent()).toMatch(/PG · .*Kota/);
        // Down to the option (the screen reader hears it: the input's active descendant), Enter.
        await box.press('ArrowDown');
        const optionId = await option.getAttribute('id');
        await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(optionId);
        return option;
      };

      await gotoReady(page, '/');
      const landingBox = page.getByRole('searchbox').first();
      await chooseByKeyboard(landingBox);
      // One width: a resize re-lays the hero, and this is the phone's view.
      await screenshot(page, 'search-name-suggestion-landing-360');
      await landingBox.press('Enter');
      await page.waitForURL(new RegExp(`/pg/${pg.id}$`));
      await page.getByRole('heading', { level: 1, name: 'Chanakya Residency' }).waitFor();

      await gotoReady(page, '/pg-listing');
      const bar = page.getByRole('combobox', { name: 'Area, coaching or PG name' });
      await chooseByKeyboard(bar);
      await screenshot(page, 'search-name-suggestion-360');
      await bar.press('Enter');
      await page.waitForURL(new RegExp(`/pg/${pg.id}$`));
      await page.getByRole('heading', { level: 1, name: 'Chanakya Residency' }).waitFor();

      // Searched by its name (typo and all): the PG is listed, under "PGs named …", with no distance from itself.
      await gotoReady(page, '/pg-listing?query=chanakya%20residancy');
      await page.getByRole('heading', { name: /PGs named/ }).waitFor();
      const card = page.locator(`[data-pg-id="${pg.id}"]`);
      await card.waitFor();
      expect(await card.textContent()).not.toMatch(/min walk/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('"girls pg near me" says where the results are and offers the location; found, girls\' PGs around it', async () => {
    // The phone is in Talwandi (the permission granted, as a student taps "Allow").
    const { context, page } = await newPage(browser(), 'mobile', {
      geolocation: { latitude: 25.1425, longitude: 75.8526, accuracy: 30 },
      permissions: ['geolocation'],
    });
    const errors = collectErrors(page);
    try {
      await gotoReady(page, '/');
      const box = page.getByRole('searchbox').first();
      await box.fill('girls pg near me');
      await box.press('Enter');
      await page.waitForURL(/\/pg-listing\?.*query=girls/);
      const chips = page.getByRole('list', { name: 'Your search' });
      await chips.getByRole('button', { name: 'Remove “near you” from the search' }).waitFor();
      await chips.getByRole('button', { name: 'Remove “Girls” from the search' }).waitFor();
      const prompt = page.getByTestId('near-me');
      await prompt.getByText(/share your location/).waitFor();
      expect(await page.getByText(/No place matched|Not understood/).count()).toBe(0);
      await screenshot(page, 'search-near-me-360');

      await prompt.getByRole('button', { name: 'Use my current location' }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'gps', { timeout: 15_000 });
      const url = new URL(page.url());
      expect([url.searchParams.get('gender'), url.searchParams.has('query')]).toEqual(['girls', false]);
      expect(Number(url.searchParams.get('lat'))).toBeCloseTo(25.1425, 3);
      await page.locator('[data-pg-id]').first().waitFor();
      const ids = await cardIds(page);
      const gender = new Map(records.map((r) => [r.id, r.gender]));
      expect(ids.filter((id) => gender.has(id) && gender.get(id) !== 'girls')).toEqual([]);
      await page.getByRole('heading', { level: 1, name: /Your location/ }).waitFor();
      await screenshot(page, 'search-near-me-found-360');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a Hindi query → Talwandi with Hindi chips, and the words not understood said in one line', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    const errors = collectErrors(page);
    try {
      await gotoReady(page, '/hi');
      const box = page.getByRole('searchbox').first();
      await box.fill('तलवंडी में गर्ल्स पीजी');
      await box.press('Enter');
      await page.waitForURL(/\/hi\/pg-listing\?/);
      const chips = page.getByRole('list', { name: 'आपकी खोज' });
      await chips.getByText('Talwandi के पास').waitFor();
      await chips.getByText('लड़कियाँ').waitFor();
      await page.getByRole('heading', { level: 1, name: /Talwandi/ }).waitFor();
      await bothSizes(page, 'search-hindi');

      await gotoReady(page, '/pg-listing?query=xyzzy%20talwandi%20under%209000');
      await page.getByText('Not understood: “xyzzy”. These results leave it out.').waitFor();
      await page.getByRole('list', { name: 'Your search' }).getByText('under ₹9,000').waitFor();

      // A campus the catalogue does not know: Allen is understood, "samyak" is said, and Allen's campuses are offered.
      await gotoReady(page, '/pg-listing?query=near%20allen%20samyak');
      await page.getByText('Not understood: “samyak”. These results leave it out.').waitFor();
      const campuses = page.getByRole('navigation', { name: /campuses:$/ });
      const sankalp = campuses.getByRole('link', { name: 'Sankalp Campus' });
      await sankalp.waitFor();
      expect(await campuses.getByRole('link').count()).toBeGreaterThan(1);
      await screenshot(page, 'search-campus-choice-360');
      await sankalp.click();
      await page.waitForURL(/\/pgs-near\/allen-sankalp$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
