// Retried triggers and the repair job (docs/decisions/198-retries-repair-and-caps.md), against the emulators. The
// emulator's own trigger is made to fail once (lib/faults.ts: `_faults/{trigger}:{key}`, consumed by the run it
// fails); the emulator does not redeliver, so the retry Eventarc would make is the handler run again on the same
// event. Then: the state is right after that retry; an event past the age cut-off is dropped and the state stays
// wrong until the repair job mends it; the repair job mends missing, stale and leftover index entries and role
// claims that disagree with users/{uid}, writes nothing when all is in line, and pages through with a cursor.
// The index is read the way searches read it (readIndexCells), never by its storage layout.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { splitPgRecord, type PgDoc } from '@kotastay/shared/schemas/pg';
import { adminAuth, adminDb, userWithRole } from '../../../test-utils/admin';
import { clearAuth, clearFirestore } from '../../../test-utils/emulators';
import { publicPgRecord } from '../../../test-utils/pg-fixtures';
import { FAULTS_COLLECTION, faultId } from '../lib/faults';
import { cellOf, entryOf, type IndexEntry } from '../domain/listings/search-index';
import { clearSearchIndexCacheForTests, readIndexCells } from '../domain/listings/search-index-cache';
import { repairSearchIndexPage } from '../domain/listings/search-index-repair';
import { repairRolesPage } from '../domain/users';
import { REPAIR_PAGE_SIZE, runRepair } from './repair-job';
import { MAX_EVENT_AGE_MS } from './event-age';
import { onListingWritten } from './search-index-sync';
import { onUserWritten } from './user-role-sync';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const db = () => adminDb();
const pgRef = (id: string) => db().collection(COLLECTIONS.pgs).doc(id);
const users = () => db().collection(COLLECTIONS.users);
const publicPg = (id: string, n: number, over: Parameters<typeof publicPgRecord>[3] = {}): PgDoc => splitPgRecord(publicPgRecord(id, n, undefined, over)).pg;
const claimOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims?.role ?? null;

/** The listing's entry as a search reads it from its cell (undefined: not in the index). */
async function searched(pg: PgDoc): Promise<IndexEntry | undefined> {
  clearSearchIndexCacheForTests();
  const { entries } = await readIndexCells([cellOf(pg.location)]);
  return entries.find((e) => e.id === pg.id);
}

/** Arms a one-time failure of `trigger` for `key`. */
const failOnce = (trigger: string, key: string) => db().collection(FAULTS_COLLECTION).doc(faultId(trigger, key)).set({ at: Date.now() });

/**
 * Waits until the emulator's trigger has consumed the armed failure (it ran and threw), then until the emulator has
 * replaced the worker it kills after an unhandled error (an event handed to the dying worker is lost, so the tests
 * make one failure at a time).
 */
async function failed(trigger: string, key: string, timeoutMs = 40_000): Promise<void> {
  const ref = db().collection(FAULTS_COLLECTION).doc(faultId(trigger, key));
  const t0 = Date.now();
  while ((await ref.get()).exists) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`${trigger} did not run for ${key}`);
    await sleep(200);
  }
  await sleep(1500);
}

const missing = (collection: string): Promise<DocumentSnapshot> => db().collection(collection).doc('never-written').get();
const listingEvent = (pgId: string, before: DocumentSnapshot, after: DocumentSnapshot, time = new Date()) => ({
  id: `evt-${pgId}-${time.getTime()}`,
  time: time.toISOString(),
  params: { pgId },
  data: { before, after },
});

/** Creates the listing while its index sync fails once; returns the event's `before` (no document). */
async function createdWhileSyncFails(pg: PgDoc): Promise<DocumentSnapshot> {
  await failOnce('searchIndexSync', pg.id);
  const before = await missing(COLLECTIONS.pgs);
  await pgRef(pg.id).set(pg);
  await failed('searchIndexSync', pg.id);
  return before;
}

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe('searchIndexSync, retried', { timeout: 90_000 }, () => {
  test('fails once: the listing is not findable; the retry of the same event makes it so', async () => {
    const pg = publicPg('retry-1', 31);
    const before = await createdWhileSyncFails(pg);
    expect(await searched(pg)).toBeUndefined();

    const event = listingEvent(pg.id, before, await pgRef(pg.id).get());
    expect(await onListingWritten(event)).toBe('synced');
    expect(await searched(pg)).toEqual(entryOf(pg));
    // Delivered yet again: the same state, nothing rewritten.
    expect(await onListingWritten(event)).toBe('synced');
    expect(await searched(pg)).toEqual(entryOf(pg));
  });

  test('an event older than the cut-off is dropped, and the repair job mends what it left', async () => {
    const pg = publicPg('retry-old', 32);
    const before = await createdWhileSyncFails(pg);
    const old = new Date(Date.now() - MAX_EVENT_AGE_MS - 60_000);
    expect(await onListingWritten(listingEvent(pg.id, before, await pgRef(pg.id).get(), old))).toBe('dropped');
    expect(await searched(pg)).toBeUndefined();

    const run = await repairSearchIndexPage(db(), null, REPAIR_PAGE_SIZE);
    expect(run.mended).toEqual([pg.id]);
    expect(await searched(pg)).toEqual(entryOf(pg));
  });
});

describe('repair job: search index', { timeout: 90_000 }, () => {
  test('mends a missing entry, a stale one and one left after hiding; then finds nothing to do', async () => {
    const ok = publicPg('rep-ok', 41);
    const stale = publicPg('rep-stale', 42);
    const hidden = publicPg('rep-hidden', 43);
    for (const pg of [ok, stale, hidden]) await pgRef(pg.id).set(pg);
    for (let t0 = Date.now(); Date.now() - t0 < 20_000; await sleep(250)) {
      if ((await searched(ok)) && (await searched(stale)) && (await searched(hidden))) break;
    }
    expect(await searched(hidden)).toEqual(entryOf(hidden));

    // The rent of one changes and the other is hidden, and each trigger run fails.
    await failOnce('searchIndexSync', stale.id);
    const newRooms = [{ ...(stale.rooms[0] as PgDoc['rooms'][number]), rentInr: 4321 }];
    await pgRef(stale.id).update({ rooms: newRooms });
    await failed('searchIndexSync', stale.id);
    await failOnce('searchIndexSync', hidden.id);
    await pgRef(hidden.id).update({ status: 'hidden' });
    await failed('searchIndexSync', hidden.id);
    const staleNow = { ...stale, rooms: newRooms };
    expect(await searched(staleNow)).toEqual(entryOf(stale));
    expect(await searched(hidden)).toBeDefined();

    const run = await repairSearchIndexPage(db(), null, REPAIR_PAGE_SIZE);
    expect(run).toMatchObject({ checked: 3, next: null });
    expect(run.mended.sort()).toEqual([hidden.id, stale.id]);
    expect(await searched(staleNow)).toEqual(entryOf(staleNow));
    expect(await searched(hidden)).toBeUndefined();
    expect(await searched(ok)).toEqual(entryOf(ok));

    // Idempotent: a second run writes nothing.
    expect((await repairSearchIndexPage(db(), null, REPAIR_PAGE_SIZE)).mended).toEqual([]);
  });

  test('pages through listings with a cursor kept in meta/repair, and starts over after the last page', async () => {
    const pgs = ['pg-a', 'pg-b', 'pg-c'].map((id, i) => publicPg(id, 51 + i, { status: 'draft' }));
    for (const pg of pgs) await pgRef(pg.id).set(pg);
    const first = await runRepair(db(), 2);
    expect(first.listings).toMatchObject({ checked: 2, next: 'pg-b' });
    const second = await runRepair(db(), 2);
    expect(second.listings).toMatchObject({ checked: 1, next: null });
    expect((await runRepair(db(), 2)).listings).toMatchObject({ checked: 2, next: 'pg-b' });
  });

  test('an index wiped (a new layout deployed) is mended in one run, page after page while pages need mending', async () => {
    const pgs = ['wipe-a', 'wipe-b', 'wipe-c'].map((id, i) => publicPg(id, 61 + i));
    for (const pg of pgs) await pgRef(pg.id).set(pg);
    for (let t0 = Date.now(); Date.now() - t0 < 20_000; await sleep(250)) {
      if ((await Promise.all(pgs.map(searched))).every(Boolean)) break;
    }
    const index = await db().collection(COLLECTIONS.searchIndex).get();
    await Promise.all(index.docs.map((d) => d.ref.delete()));
    expect(await searched(pgs[0]!)).toBeUndefined();

    const run = await runRepair(db(), 1);
    expect(run.listings).toMatchObject({ checked: 3, next: null });
    expect(run.listings.mended.sort()).toEqual(['wipe-a', 'wipe-b', 'wipe-c']);
    for (const pg of pgs) expect(await searched(pg)).toEqual(entryOf(pg));
    // A quiet run reads one page and stops.
    expect((await runRepair(db(), 1)).listings).toMatchObject({ checked: 1, mended: [] });
  });
});

describe('userRoleSync, retried, and the repair job', { timeout: 90_000 }, () => {
  test('fails once: the claim stays old; the retry of the same event applies the role', async () => {
    await userWithRole('r-1', 'student', '+919000000701');
    await users().doc('r-1').set({ name: 'Retry', phone: '+919000000701', role: null });
    await sleep(500);
    const before = await users().doc('r-1').get();
    await failOnce('userRoleSync', 'r-1');
    await users().doc('r-1').update({ role: 'booking_team' });
    await failed('userRoleSync', 'r-1');
    expect(await claimOf('r-1')).toBeNull();

    const event = { id: 'evt-r-1', time: new Date().toISOString(), params: { uid: 'r-1' }, data: { before, after: await users().doc('r-1').get() } };
    expect(await onUserWritten(event)).toBe('applied');
    expect(await claimOf('r-1')).toBe('booking_team');
    expect(await onUserWritten(event)).toBe('in_sync');
  });

  test('the repair job applies a role the trigger failed to, and leaves users in line alone', async () => {
    await userWithRole('r-ok', 'admin', '+919000000702');
    await userWithRole('r-bad', 'student', '+919000000703');
    await users().doc('r-ok').set({ name: 'In line', phone: '+919000000702', role: 'admin' });
    await users().doc('r-bad').set({ name: 'Drifted', phone: '+919000000703', role: null });
    await users().doc('r-orphan').set({ name: 'No Auth user', role: 'admin' });
    await sleep(1500);
    await failOnce('userRoleSync', 'r-bad');
    await users().doc('r-bad').update({ role: 'movein_team' });
    await failed('userRoleSync', 'r-bad');
    expect(await claimOf('r-bad')).toBeNull();
    const okValidSince = (await adminAuth().getUser('r-ok')).tokensValidAfterTime;

    const run = await repairRolesPage(null, REPAIR_PAGE_SIZE);
    expect(run).toMatchObject({ checked: 3, mended: ['r-bad'], next: null });
    expect(await claimOf('r-bad')).toBe('movein_team');
    expect(await claimOf('r-ok')).toBe('admin');
    expect((await adminAuth().getUser('r-ok')).tokensValidAfterTime).toBe(okValidSince);
    expect((await repairRolesPage(null, REPAIR_PAGE_SIZE)).mended).toEqual([]);
  });
});
