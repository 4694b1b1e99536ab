// Every 15 minutes: one page of listings and one of users are checked against what the triggers should have left
// (search index entries, role claims) and mended (docs/decisions/198-retries-repair-and-caps.md). Bounded (a page of
// each per run), paginated (a cursor in `meta/repair` carries on where the last run stopped and starts over after
// the last page) and idempotent (a listing or user already in line is read, never written).
import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { metaDoc } from '../lib/meta';
import { logger, runLogged } from '../lib/log';
import { jobOptions } from '../options';
import { repairSearchIndexPage, type RepairPage } from '../domain/listings';
import { repairRolesPage } from '../domain/users';

export const REPAIR_PAGE_SIZE = 200;

export const repairStateRef = (fs: Firestore) => metaDoc('repair', fs);

export type RepairReport = { listings: RepairPage; users: RepairPage };

/**
 * While a page of listings had something to mend (the first run after a new index layout is deployed, a lost batch
 * of events), the run goes on to the next page, for up to this long: Kota's ~4,000 listings are mended in one run
 * instead of 20 (one page of 200 per 15 minutes). A page with nothing to mend ends the run, so a quiet run reads one page.
 */
export const REPAIR_BUSY_BUDGET_MS = 200_000;

/** One run: a page of each, from where the last run stopped (more pages of listings while they need mending). */
export async function runRepair(fs: Firestore, size = REPAIR_PAGE_SIZE, busyBudgetMs = REPAIR_BUSY_BUDGET_MS): Promise<RepairReport> {
  const started = Date.now();
  const state = (await repairStateRef(fs).get()).data() ?? {};
  let listings = await repairSearchIndexPage(fs, typeof state.listingsAfter === 'string' ? state.listingsAfter : null, size);
  while (listings.mended.length > 0 && listings.next !== null && Date.now() - started < busyBudgetMs) {
    const more = await repairSearchIndexPage(fs, listings.next, size);
    listings = { checked: listings.checked + more.checked, mended: [...listings.mended, ...more.mended], next: more.next };
  }
  const users = await repairRolesPage(typeof state.usersAfter === 'string' ? state.usersAfter : null, size);
  await repairStateRef(fs).set({ listingsAfter: listings.next, usersAfter: users.next, ranAt: new Date().toISOString() });
  logger.info('Repair run', {
    listingsChecked: listings.checked,
    listingsMended: listings.mended.length,
    usersChecked: users.checked,
    usersMended: users.mended.length,
  });
  return { listings, users };
}

export const repairJob = onSchedule({ ...jobOptions, schedule: 'every 15 minutes', timeoutSeconds: 300 }, async () => {
  await runLogged('repairJob', undefined, () => runRepair(db()));
});
