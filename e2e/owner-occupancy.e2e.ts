// Occupancy and visit slots on My PGs (docs/decisions/216-occupancy-slots-performance.md): the demo owner taps "+" on
// "Filled by you" for a room option — the free beds on the same screen, the live listing and the search index follow
// — and "−" brings it back; then closes a visit slot, which the day's slots (what the booking form shows) then say is
// closed, and opens it again; the performance section answers. Screenshots at 360 and 1280 px in English and Hindi.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { bookableDates, type SlotsResponse } from '@kotastay/shared/schemas/booking';
import { isPublicPg, type PgDoc } from '@kotastay/shared/schemas/pg';
import { emptyDraftInput } from '@kotastay/shared/schemas/pg-draft';
import { weekOf } from '@kotastay/shared/schemas/listing-stats';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { bothSizes, collectErrors, launch, newPage } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const OWNER = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-pg-owner')!;
let browser: Browser;
let pg: PgDoc & { id: string };

const liveFree = async (roomId: string) =>
  ((await adminDb().collection(COLLECTIONS.pgs).doc(pg.id).get()).get('rooms') as { id: string; bedsAvailable: number }[]).find((r) => r.id === roomId)!.bedsAvailable;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  // The demo owner's last public PG with a free bed (owner-visits.e2e uses their first).
  const owned = await adminDb().collection(COLLECTIONS.pgPrivate).where('ownerId', '==', OWNER.uid).get();
  const pgs = await adminDb().getAll(...owned.docs.map((d) => adminDb().collection(COLLECTIONS.pgs).doc(d.id)));
  const found = pgs.map((d) => ({ ...(d.data() as PgDoc), id: d.id })).filter((p) => isPublicPg(p) && p.rooms.some((r) => r.bedsAvailable > 0)).at(-1);
  if (!found) throw new Error('no public PG of the demo owner with a free bed');
  pg = found;
  // The seed writes no drafts: the owner's working copy of this listing, live.
  await adminDb()
    .collection(COLLECTIONS.pgDrafts)
    .doc(pg.id)
    .set({ ...emptyDraftInput(), ownerId: OWNER.uid, name: pg.name, areaName: pg.areaName, rooms: pg.rooms, photos: [], review: null, live: { visible: true, verifiedAt: new Date().toISOString() } });
  // A week of numbers, as the API's counters would have added them, so the performance table shows.
  const week = weekOf(Date.now());
  await adminDb()
    .collection(COLLECTIONS.listingStats)
    .doc(`${pg.id}_${week}_0`)
    .set({ pgId: pg.id, week, shard: 0, searchAppearances: 1240, pageViews: 186, saves: 21, visitRequests: 9, visitsDone: 6, moveIns: 2, noMoveIn: { student_declined: 2, pg_mismatch: 1 } });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** This PG (another e2e file may have made a second PG of the owner live) and the day after tomorrow. */
async function pickDay(slots: Locator): Promise<void> {
  const combos = slots.getByRole('combobox');
  await combos.first().waitFor({ timeout: 20_000 });
  if ((await combos.count()) > 1) {
    await combos.first().click();
    await slots.page().getByRole('option', { name: pg.name, exact: true }).click();
  }
  await combos.last().click();
  await slots.page().getByRole('option').nth(2).click();
}

describe('occupancy and visit slots on My PGs', () => {
  test('one tap fills a bed elsewhere (free beds follow) and back; a closed slot is closed to students; Hindi too', async () => {
    const owner = await newPage(browser, 'mobile', { viewport: { width: 360, height: 740 } });
    const errors = collectErrors(owner.page);
    await owner.page.goto('/auth');
    await signInWithPhone(owner.page, OWNER.phone.slice(3));
    await owner.page.waitForURL((url) => url.pathname !== '/auth');
    await owner.page.goto('/manage-pg');

    const room = pg.rooms.find((r) => r.bedsAvailable > 0)!;
    const free = await liveFree(room.id);
    const card = owner.page.locator(`[data-testid="pg-occupancy"][data-pg-id="${pg.id}"] [data-testid="occupancy-room"][data-room-id="${room.id}"]`);
    await card.waitFor({ timeout: 20_000 });
    const elsewhere = Number(await card.getByTestId('occupancy-elsewhere').textContent());
    await card.getByTestId('elsewhere-more').click();
    await expect.poll(() => card.getByTestId('occupancy-elsewhere').textContent(), { timeout: 15_000 }).toBe(String(elsewhere + 1));
    await expect.poll(() => liveFree(room.id), { timeout: 15_000 }).toBe(free - 1);
    // The free-beds row above (read live from the draft) follows without a reload.
    const draftBeds = owner.page.locator(`[data-testid="room-beds"][data-room-id="${room.id}"]`);
    await expect.poll(() => draftBeds.first().textContent(), { timeout: 15_000 }).toContain(`${free - 1} of ${room.bedsTotal} free`);

    // A visit slot of the day after tomorrow: closed, the day's slots say so (the booking form offers only available ones).
    const date = bookableDates(Date.now())[2]!;
    const slots = owner.page.getByTestId('owner-slots');
    await pickDay(slots);
    const slot = slots.locator('[data-testid="owner-slot"][data-slot="15:00"]');
    await slot.getByRole('button', { name: 'Close' }).click();
    await slot.and(owner.page.locator('[data-closed="true"]')).waitFor({ timeout: 15_000 });
    const day = await api<SlotsResponse>('GET', `/bookings/slots?pgId=${pg.id}&date=${date}`);
    expect(day.body.slots.find((s) => s.slot === '15:00')).toEqual({ slot: '15:00', available: false, reason: 'closed' });
    // The performance section has answered (its rents against the area, whatever the counts).
    await owner.page.locator(`[data-testid="pg-performance"][data-pg-id="${pg.id}"] [data-testid="rent-vs-median"]`).first().waitFor({ timeout: 20_000 });
    await bothSizes(owner.page, 'owner-occupancy-en');

    await owner.page.goto('/hi/manage-pg');
    await owner.page.getByTestId('owner-occupancy').waitFor();
    await owner.page.locator(`[data-testid="pg-occupancy"][data-pg-id="${pg.id}"] [data-testid="occupancy-numbers"]`).first().waitFor({ timeout: 20_000 });
    await owner.page.getByTestId('owner-slot').first().waitFor({ timeout: 20_000 });
    await owner.page.locator(`[data-testid="pg-performance"][data-pg-id="${pg.id}"] [data-testid="rent-vs-median"]`).first().waitFor({ timeout: 20_000 });
    await bothSizes(owner.page, 'owner-occupancy-hi');

    // Back as it was: one bed fewer filled elsewhere, the slot open again.
    await owner.page.goto('/manage-pg');
    await card.getByTestId('elsewhere-less').click();
    await expect.poll(() => liveFree(room.id), { timeout: 15_000 }).toBe(free);
    await pickDay(slots);
    await slot.getByRole('button', { name: 'Open again' }).click();
    await slot.and(owner.page.locator('[data-closed="false"]')).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await owner.context.close();
  }, 180_000);
});
