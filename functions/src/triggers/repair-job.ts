// Every 15 minutes: one page of listings and one of users are checked against what the triggers should have left
// (search index entries, role claims) and mended (docs/decisions/198-retries-repair-and-caps.md). Bounded (a page of
// each per run), paginated (a cursor in `meta/repair` carries on where the last run stopped and starts over after
// the last page) and idempotent (a listing or user already in line is read, never written).
import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../lib/admin';
import { logger, runLogged } from '../lib/log';
import { jobOptions } from '../options';
import { repairSearchIndexPage, type RepairPage } from '../domain/pgs/search-index-repair';
import { repairRolesPage } from '../domain/users';

export const REPAIR_PAGE_SIZE = 200;

export const repairStateRef = (fs: Firestore) => fs.collection(COLLECTIONS.meta).doc('repair');

export type RepairReport = { listings: RepairPage; users: RepairPage };

/** One run: a page of each, from where the last run stopped. */
export async function runRepair(fs: Firestore, size = REPAIR_PAGE_SIZE): Promise<RepairReport> {
  const state = (await repairStateRef(fs).get()).data() ?? {};
  const listings = await repairSearchIndexPage(fs, typeof state.listingsAfter === 'string' ? state.listingsAfter : null, size);
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
