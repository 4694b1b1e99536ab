// "List a new PG" on the dev server (React's development mode runs effects twice, issue #28): one tap stores no
// draft until the owner types, then exactly one; a reload of the wizard's URL comes back to it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb } from '../test-utils/admin';
import { collectErrors, devServerUrl, launch, newPage } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const OWNER = DEMO_ACCOUNTS.find((a) => a.role === 'pg_owner')!;
let browser: Browser;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  browser = await launch();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const draftIds = async () =>
  (await adminDb().collection(COLLECTIONS.pgDrafts).where('ownerId', '==', OWNER.uid).get()).docs.map((d) => d.id);

test('on the dev server one tap on "List a new PG" makes no draft until the owner types, then one', async () => {
  const { context, page } = await newPage(browser, 'desktop', { baseURL: devServerUrl() });
  const errors = collectErrors(page);
  await page.goto('/auth');
  await signInWithPhone(page, OWNER.phone.slice(3));
  await page.waitForURL((u) => u.pathname === '/manage-pg');
  const before = await draftIds();

  await page.getByRole('link', { name: 'List a new PG' }).click();
  await page.waitForURL((u) => u.pathname === '/add-pg' && u.searchParams.has('id'));
  const pgId = new URL(page.url()).searchParams.get('id') ?? '';
  await page.getByLabel('PG name').waitFor();
  // Longer than the wizard's save delay: nothing typed, nothing stored (it was two "Untitled draft"s).
  await page.waitForTimeout(2_000);
  expect(await draftIds()).toEqual(before);

  await page.getByLabel('PG name').fill('Shanti Girls PG');
  await page.getByTestId('save-state').getByText('Saved').waitFor();
  const after = await draftIds();
  expect(after.filter((id) => !before.includes(id))).toEqual([pgId]);
  expect((await adminDb().collection(COLLECTIONS.pgDrafts).doc(pgId).get()).get('name')).toBe('Shanti Girls PG');

  // Its URL brings the owner back to it.
  await page.reload();
  await expect.poll(() => page.getByLabel('PG name').inputValue(), { timeout: 20_000 }).toBe('Shanti Girls PG');
  expect(await draftIds()).toHaveLength(after.length);
  expect(errors).toEqual([]);
  await context.close();
});
