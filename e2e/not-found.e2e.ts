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

test('an unknown path shows the 404 card', async () => {
  const { context, page } = await newPage(browser, 'mobile');
  await page.goto('/no/such/page');
  // waitFor throws when the element never appears, failing the test.
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await page.getByText('Did you forget to add the page to the router?').waitFor();
  expect(await page.title()).toContain('KotaStay');
  await context.close();
});
