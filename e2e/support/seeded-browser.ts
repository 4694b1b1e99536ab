// The setup of the e2e files that read the public catalogue and demo listings only: seed them, launch Chromium once
// for the file, close it after. Call at the top level of the file; `browser()` is the launched browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { seedCatalogue } from '../../scripts/seed/catalogue';
import { seedPgs } from '../../scripts/seed/pgs';
import { adminAuth, adminDb } from '../../test-utils/admin';
import { launch } from './browser';

export function withSeededListings(): { browser: () => Browser } {
  let launched: Browser | undefined;
  beforeAll(async () => {
    const ctx = { db: adminDb(), auth: adminAuth() };
    await seedCatalogue(ctx);
    await seedPgs(ctx);
    launched = await launch();
  }, 180_000);
  afterAll(async () => {
    await launched?.close();
  });
  return {
    browser: () => {
      if (!launched) throw new Error('the browser is launched in beforeAll');
      return launched;
    },
  };
}
