import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launch, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

test('an unknown path says the page does not exist, in the page language, with links to the search and home', async () => {
  const { context, page } = await newPage(browser, 'mobile');
  await page.goto('/no/such/page');
  // waitFor throws when the element never appears, failing the test.
  await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
  const card = page.getByTestId('not-found');
  expect(await card.getByRole('link', { name: 'Search PGs' }).getAttribute('href')).toBe('/location-search');
  expect(await card.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  expect(await page.title()).toContain('KotaStay');

  await page.goto('/hi/no/such/page');
  await page.getByRole('heading', { name: 'यह पेज मौजूद नहीं है' }).waitFor();
  expect(await card.getByRole('link', { name: 'PG खोजें' }).getAttribute('href')).toBe('/hi/location-search');
  expect(await card.getByRole('link', { name: 'होम पेज पर जाएँ' }).getAttribute('href')).toMatch(/^\/hi\/?$/);
  await context.close();
});
