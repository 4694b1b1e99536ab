// The staff desks' booking routes (docs/decisions/080-bookings-and-payments.md#api): schedule (round-robin escort),
// visit done, no-show, staff cancel, checklist, confirm with a bed taken, and the escorts list — good input, bad
// input naming the field with nothing written, wrong roles and a demoted member's old token, the state machine's
// refusals, idempotent repeats, unknown ids.
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate, kotaSlotStartMs, VISIT_BOOKING_DAYS, type BookingDoc, type TransitionResponse } from '@kotastay/shared/schemas/booking';
import { adminDb, userWithRole, type TestRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { ALL_TICKED, testBooking, room, seedBooking, seedPgWithRooms } from '../../../../test-utils/bookings';
import { auditEntriesFor } from '../../../../test-utils/audit';
import { clearFirestore } from '../../../../test-utils/emulators';
import { cancelBooking } from '../../domain/bookings/cancel';
import type { Actor } from '../../domain/errors';
import { kindOf, outboxOf } from '../testing/bookings-fixtures';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Who = 'admin' | 'bt1' | 'bt2' | 'mt' | 'student' | 'owner' | 'btOld' | 'mtOld';

const USERS: Record<Who, { uid: string; claim: TestRole | null; mirror: string | null; name: string; phone: string }> = {
  admin: { uid: 'admin-1', claim: 'admin', mirror: 'admin', name: 'Anil Admin', phone: '+919800000009' },
  bt1: { uid: 'bt-1', claim: 'booking_team', mirror: 'booking_team', name: 'Ravi Kumar', phone: '+919800000001' },
  bt2: { uid: 'bt-2', claim: 'booking_team', mirror: 'booking_team', name: 'Sita Devi', phone: '+919800000002' },
  mt: { uid: 'mt-1', claim: 'movein_team', mirror: 'movein_team', name: 'Mohan Lal', phone: '+919800000003' },
  student: { uid: 'student-1', claim: null, mirror: null, name: 'Asha Verma', phone: '+919812345678' },
  owner: { uid: 'owner-1', claim: 'pg_owner', mirror: 'pg_owner', name: 'Ramesh Owner', phone: '+919800000004' },
  // Demoted: the token still says so; users/{uid} has no role (never had one, so no role-sync revokes the token).
  btOld: { uid: 'bt-old', claim: 'booking_team', mirror: null, name: 'Former Desk', phone: '+919800000005' },
  mtOld: { uid: 'mt-old', claim: 'movein_team', mirror: null, name: 'Former Movein', phone: '+919800000006' },
};
const token = {} as Record<Who, string>;

const bookingRef = (id: string) => adminDb().collection(COLLECTIONS.bookings).doc(id);
const stored = async (id: string) => (await bookingRef(id).get()).data() as Omit<BookingDoc, 'id'>;
const auditOf = async (id: string) => (await bookingRef(id).collection(COLLECTIONS.bookingAudit).orderBy('at').get()).docs.map((d) => d.data());
const pgRooms = async () => (await adminDb().collection(COLLECTIONS.pgs).doc('pg-1').get()).data() as { rooms: { id: string; bedsAvailable: number }[]; bedsAvailable: number };
const draftRooms = async () => ((await adminDb().collection(COLLECTIONS.pgDrafts).doc('pg-1').get()).get('rooms') as { id: string; bedsAvailable: number }[]);

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
/** 11:00 Kota time, `d` days from today: a time within the visit hours that staff may schedule (10:00–18:00). */
const visitIn = (d: number, hhmm = '11:00') => new Date(kotaSlotStartMs(kotaDate(Date.now() + d * 86_400_000), hhmm)).toISOString();
/** A paid booking whose visit was scheduled for a time that has just passed (a no-show can be recorded). */
const scheduledPast = (id: string) =>
  testBooking(id, { status: 'visit_scheduled', visit: { at: inDays(-0.1), escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001' } });

async function call<T = TransitionResponse & ErrorBody>(method: string, path: string, who: Who | null, body?: unknown) {
  return api<T>(method, path, { ...(who ? { token: token[who] } : {}), ...(body !== undefined ? { body } : {}) });
}

beforeAll(async () => {
  for (const [who, u] of Object.entries(USERS) as [Who, (typeof USERS)[Who]][]) {
    token[who] = await userWithRole(u.uid, u.claim, u.phone);
  }
});

beforeEach(async () => {
  await clearFirestore();
  for (const u of Object.values(USERS)) {
    await adminDb().collection(COLLECTIONS.users).doc(u.uid).set({ name: u.name, phone: u.phone, ...(u.mirror ? { role: u.mirror } : {}) });
  }
  await seedPgWithRooms('pg-1', [room('r1', 2), room('r2', 0, { sharing: 'single', rentInr: 7000 })]);
});

describe('POST /api/bookings/{id}/schedule', () => {
  test('schedules with the next escort in turn, writes timeline, audit and both messages; a repeat changes nothing', async () => {
    await seedBooking(testBooking('b1'));
    await seedBooking(testBooking('b2'));
    const visitAt = visitIn(2);
    const res = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    expect(res.body.booking).toMatchObject({ id: 'b1', status: 'visit_scheduled', visit: { at: visitAt, escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001' } });
    const b1 = await stored('b1');
    expect(b1.status).toBe('visit_scheduled');
    expect(b1.timeline.at(-1)).toMatchObject({
      status: 'visit_scheduled',
      by: 'team',
      note: expect.stringContaining('with Ravi Kumar'),
      // The same note as a code and values, which the student's page writes in its own language (decision 196).
      noteCode: { code: 'visit_scheduled', params: { escort: 'Ravi Kumar', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) } },
    });
    expect(JSON.stringify(b1.timeline)).not.toContain('bt-1');
    expect(await auditOf('b1')).toEqual([expect.objectContaining({ actorUid: 'bt-1', actorRole: 'booking_team', from: 'pending_visit', to: 'visit_scheduled', action: 'schedule' })]);
    const msgs = await outboxOf('b1');
    expect(msgs.map((m) => m.toPhone).sort()).toEqual(['+919812345678', '+919812345679']);
    expect(msgs.find((m) => m.audience === 'student')).toMatchObject({ template: 'visit_scheduled', text: expect.stringContaining('Ravi Kumar (+919800000001)') });
    // The parent's number never proved itself (no approval asked): the fixed text (decision 191).
    expect(msgs.find((m) => m.audience === 'parent')).toMatchObject({ template: 'parent_update', params: { about: 'visit_scheduled' } });

    // The next booking gets the next member of the booking team.
    const second = await call('POST', '/bookings/b2/schedule', 'admin', { visitAt });
    expect(second.body.booking.visit?.escortUid).toBe('bt-2');

    // The same time and escort again: 200, changed false, nothing new written.
    const again = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt, escortUid: 'bt-1' });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect(await auditOf('b1')).toHaveLength(1);
    expect(await outboxOf('b1')).toHaveLength(2);
    // One staff audit-log entry for the one transition, with only what changed.
    expect(await auditEntriesFor('b1')).toEqual([
      expect.objectContaining({
        actorUid: 'bt-1',
        actorRole: 'booking_team',
        action: 'booking.transition',
        targetType: 'booking',
        before: expect.objectContaining({ status: 'pending_visit', visit: null }),
        after: expect.objectContaining({ status: 'visit_scheduled', visit: expect.objectContaining({ at: visitAt, escortUid: 'bt-1' }) }),
      }),
    ]);
  });

  test('a time outside the visit hours (01:50 at night, 09:59, 18:01 Kota time) is refused naming visitAt; nothing is written', async () => {
    await seedBooking(testBooking('b1'));
    const before = (await bookingRef('b1').get()).data();
    for (const hhmm of ['01:50', '09:59', '18:01', '22:00']) {
      const res = await call<ErrorBody>('POST', '/bookings/b1/schedule', 'bt1', { visitAt: visitIn(2, hhmm) });
      expect(res.status, hhmm).toBe(400);
      expect(res.body.fields?.visitAt, hhmm).toBe('Pick a time within the visit hours, 10:00 to 18:00 Kota time.');
    }
    expect((await bookingRef('b1').get()).data()).toEqual(before);
    expect(await auditOf('b1')).toEqual([]);
    expect(await outboxOf('b1')).toEqual([]);
    // The first and the last slot's start are within them.
    for (const hhmm of ['10:00', '18:00']) expect((await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: visitIn(2, hhmm) })).status, hhmm).toBe(200);
  });

  test('a new time or escort for a scheduled visit is a reschedule with its own messages', async () => {
    await seedBooking(testBooking('b1'));
    expect((await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: visitIn(2), escortUid: 'bt-1' })).status).toBe(200);
    const later = visitIn(3);
    const res = await call('POST', '/bookings/b1/schedule', 'bt2', { visitAt: later, escortUid: 'bt-2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, booking: { status: 'visit_scheduled', visit: { at: later, escortUid: 'bt-2', escortName: 'Sita Devi' } } });
    expect((await auditOf('b1')).map((a) => a.action)).toEqual(['schedule', 'reschedule']);
    expect((await outboxOf('b1')).filter((m) => kindOf(m) === 'visit_rescheduled')).toHaveLength(2);
  });

  test('a reschedule without escortUid keeps its escort; only automatic picks move the rotation', async () => {
    const rotation = async () => (await adminDb().collection(COLLECTIONS.meta).doc('escort_rotation').get()).get('lastUid') as string | undefined;
    await seedBooking(testBooking('b1'));
    await seedBooking(testBooking('b2'));
    // A manual pick leaves the rotation where it was (nowhere yet).
    expect((await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: visitIn(2), escortUid: 'bt-2' })).body.booking.visit?.escortUid).toBe('bt-2');
    expect(await rotation()).toBeUndefined();
    // A new time, no escort named: still bt-2, the rotation untouched.
    const later = visitIn(3);
    const moved = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: later });
    expect(moved.body).toMatchObject({ changed: true, booking: { visit: { at: later, escortUid: 'bt-2' } } });
    expect((await outboxOf('b1')).filter((m) => kindOf(m) === 'visit_rescheduled')).toHaveLength(2);
    expect(await rotation()).toBeUndefined();
    // A first schedule picks automatically and moves the rotation.
    expect((await call('POST', '/bookings/b2/schedule', 'bt1', { visitAt: visitIn(2) })).body.booking.visit?.escortUid).toBe('bt-1');
    expect(await rotation()).toBe('bt-1');

    // The escort leaves the team: the next reschedule without a name picks the next member in turn.
    // (Deleting the mirror: a role change would revoke the member's token, which later tests use.)
    await adminDb().collection(COLLECTIONS.users).doc('bt-2').delete();
    const again = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: visitIn(4) });
    expect(again.body.booking.visit?.escortUid).toBe('bt-1');
    expect(await rotation()).toBe('bt-1');
  });

  test('round-robin and the escorts list need the claim as well as the mirror (as a manual pick does)', async () => {
    // users/{uid}.role says booking_team, the Auth claim does not (the role not applied yet, or taken away).
    await userWithRole('bt-0', null, '+919800000010');
    await adminDb().collection(COLLECTIONS.users).doc('bt-0').set({ name: 'Aadi Mirror', phone: '+919800000010', role: 'booking_team' });
    await seedBooking(testBooking('b1'));
    expect((await call('POST', '/bookings/b1/schedule', 'admin', { visitAt: visitIn(2) })).body.booking.visit?.escortUid).toBe('bt-1');
    const escorts = await call<{ items: { uid: string }[] }>('GET', '/team/escorts', 'bt1');
    expect(escorts.body.items.map((e) => e.uid)).toEqual(['bt-1', 'bt-2']);
  });

  test('bad input → 400 naming the field, nothing written', async () => {
    await seedBooking(testBooking('b1'));
    const before = await stored('b1');
    const cases: [unknown, string][] = [
      [{}, 'visitAt'],
      [{ visitAt: 'tomorrow at 11' }, 'visitAt'],
      [{ visitAt: '2020-01-01T10:00:00+05:30' }, 'visitAt'],
      [{ visitAt: visitIn(VISIT_BOOKING_DAYS + 8) }, 'visitAt'],
      [{ visitAt: visitIn(2), escortUid: 'student-1' }, 'escortUid'],
      [{ visitAt: visitIn(2), escortUid: 'mt-1' }, 'escortUid'],
      [{ visitAt: visitIn(2), escortUid: 'bt-old' }, 'escortUid'],
      [{ visitAt: visitIn(2), escortUid: '__x__' }, 'escortUid'],
      [{ visitAt: visitIn(2), status: 'confirmed' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await call<ErrorBody>('POST', '/bookings/b1/schedule', 'bt1', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_input');
      expect(res.body.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await stored('b1')).toEqual(before);
    expect(await auditOf('b1')).toEqual([]);
  });

  test('no booking_team member to escort → 409 no_escorts', async () => {
    await seedBooking(testBooking('b1'));
    // Deleting the mirrors empties the team without a role change (which would revoke the members' tokens).
    for (const uid of ['bt-1', 'bt-2']) await adminDb().collection(COLLECTIONS.users).doc(uid).delete();
    const res = await call<ErrorBody>('POST', '/bookings/b1/schedule', 'admin', { visitAt: visitIn(2) });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('no_escorts');
    expect((await stored('b1')).status).toBe('pending_visit');
  });
});

describe('roles: every desk route needs its CURRENT role', () => {
  const bookingDeskRoutes = [
    ['POST', '/bookings/b1/schedule', { visitAt: visitIn(2) }],
    ['POST', '/bookings/b1/visit-done', {}],
    ['POST', '/bookings/b1/no-show', {}],
    ['GET', '/team/escorts', undefined],
  ] as const;
  const moveinDeskRoutes = [
    ['PUT', '/bookings/b1/checklist', { checklist: ALL_TICKED }],
    ['POST', '/bookings/b1/confirm', {}],
  ] as const;

  test('booking desk: student, owner, move-in team and demoted members 403; no token 401; nothing changes', async () => {
    await seedBooking(testBooking('b1', { status: 'visit_scheduled', visit: { at: inDays(1), escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001' } }));
    const before = await stored('b1');
    for (const [method, path, body] of bookingDeskRoutes) {
      for (const who of ['student', 'owner', 'mt', 'btOld', 'mtOld'] as const) {
        const res = await call<ErrorBody>(method, path, who, body);
        expect(res.status, `${method} ${path} as ${who}`).toBe(403);
        expect(res.body.error).toBe('forbidden');
      }
      expect((await call(method, path, null, body)).status, `${method} ${path} without a token`).toBe(401);
    }
    expect(await stored('b1')).toEqual(before);
  });

  test('move-in desk: student, owner, booking team and demoted members 403; no token 401; nothing changes', async () => {
    await seedBooking(testBooking('b1', { status: 'visit_done', checklist: ALL_TICKED }));
    const before = await stored('b1');
    for (const [method, path, body] of moveinDeskRoutes) {
      for (const who of ['student', 'owner', 'bt1', 'btOld', 'mtOld'] as const) {
        expect((await call(method, path, who, body)).status, `${method} ${path} as ${who}`).toBe(403);
      }
      expect((await call(method, path, null, body)).status).toBe(401);
    }
    expect(await stored('b1')).toEqual(before);
    expect((await pgRooms()).bedsAvailable).toBe(2);
  });

  test('a demoted member whose mirror says the role again is let in with the same token', async () => {
    // Its own user (not bt-old): the role-sync run this mirror write starts may finish late, and must not find another
    // test's bt-old document without a role and revoke that token.
    const back = await userWithRole('bt-back', 'booking_team', '+919800000007');
    await adminDb().collection(COLLECTIONS.users).doc('bt-back').set({ name: 'Back Again' });
    await seedBooking(testBooking('b1'));
    expect((await api('POST', '/bookings/b1/schedule', { token: back, body: { visitAt: visitIn(2), escortUid: 'bt-1' } })).status).toBe(403);
    await adminDb().collection(COLLECTIONS.users).doc('bt-back').set({ name: 'Back Again', role: 'booking_team' });
    expect((await api('POST', '/bookings/b1/schedule', { token: back, body: { visitAt: visitIn(2), escortUid: 'bt-1' } })).status).toBe(200);
  });
});

describe('visit done, no-show and staff cancel', () => {
  const scheduled = scheduledPast;

  test('visit done from visit_scheduled; a repeat is changed:false; from pending_visit it is 409', async () => {
    await seedBooking(scheduled('b1'));
    const res = await call('POST', '/bookings/b1/visit-done', 'bt1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, booking: { status: 'visit_done' } });
    expect((await outboxOf('b1')).map((m) => kindOf(m))).toEqual(['visit_done', 'visit_done']);
    const again = await call('POST', '/bookings/b1/visit-done', 'admin');
    expect(again.body.changed).toBe(false);
    expect(await auditOf('b1')).toHaveLength(1);
    expect(await auditEntriesFor('b1')).toEqual([
      expect.objectContaining({ actorUid: 'bt-1', action: 'booking.transition', before: { status: 'visit_scheduled' }, after: { status: 'visit_done' } }),
    ]);

    await seedBooking(testBooking('b2'));
    const early = await call<ErrorBody>('POST', '/bookings/b2/visit-done', 'bt1');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('invalid_transition');
    expect((await stored('b2')).status).toBe('pending_visit');
  });

  test('visit done before the visit starts → 409 visit_not_started, nothing written', async () => {
    // A later day, Kota time (the desk may mark a visit done from the start of its day).
    await seedBooking(testBooking('b1', { status: 'visit_scheduled', visit: { at: inDays(1.5), escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001' } }));
    const res = await call<ErrorBody>('POST', '/bookings/b1/visit-done', 'bt1');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('visit_not_started');
    expect((await stored('b1')).status).toBe('visit_scheduled');
    expect(await auditOf('b1')).toEqual([]);
  });

  test('a visit that happened earlier than planned the same day is marked done without rescheduling it first', async () => {
    // The last minute of today in Kota: later than now, the same Kota day.
    const endOfKotaDay = new Date(kotaSlotStartMs(kotaDate(Date.now()), '23:59')).toISOString();
    await seedBooking(testBooking('b1', { status: 'visit_scheduled', visit: { at: endOfKotaDay, escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001' } }));
    const res = await call('POST', '/bookings/b1/visit-done', 'bt1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, booking: { status: 'visit_done' } });
    expect((await stored('b1')).status).toBe('visit_done');
  });

  test('first no-show: back to pending_visit with one free reschedule, timeline, audit and both messages; a repeat changes nothing', async () => {
    await seedBooking(scheduled('b1'));
    const res = await call('POST', '/bookings/b1/no-show', 'bt1', { note: 'Phone switched off' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, booking: { status: 'pending_visit', freeRescheduleUsed: true, visit: null, refund: null, cancelReason: null, payment: { status: 'paid' } } });
    const b1 = await stored('b1');
    expect(b1).toMatchObject({ status: 'pending_visit', freeRescheduleUsed: true, visit: null });
    expect(b1.timeline.at(-1)).toMatchObject({
      status: 'pending_visit',
      by: 'team',
      note: expect.stringMatching(/^Missed the visit on .+ — one free reschedule offered$/),
      noteCode: { code: 'visit_missed', params: { at: expect.any(String) } },
    });
    expect(await auditOf('b1')).toEqual([
      expect.objectContaining({ actorUid: 'bt-1', from: 'visit_scheduled', to: 'pending_visit', action: 'no_show_reschedule', reason: 'no_show: Phone switched off' }),
    ]);
    const msgs = await outboxOf('b1');
    expect(msgs.map((m) => m.toPhone).sort()).toEqual(['+919812345678', '+919812345679']);
    expect(msgs.find((m) => m.audience === 'student')).toMatchObject({ template: 'no_show_reschedule', text: expect.stringContaining('free reschedule') });
    expect(msgs.find((m) => m.audience === 'parent')).toMatchObject({ template: 'parent_update', params: { about: 'no_show_reschedule' } });

    // A retry of the same no-show: 200, changed false, nothing new.
    const again = await call('POST', '/bookings/b1/no-show', 'admin', {});
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect(await auditOf('b1')).toHaveLength(1);
    expect(await outboxOf('b1')).toHaveLength(2);
  });

  test('second no-show (after the free reschedule): cancelled no_show, the token kept; a repeat changes nothing', async () => {
    await seedBooking({ ...scheduled('b1'), freeRescheduleUsed: true });
    const res = await call('POST', '/bookings/b1/no-show', 'bt1', { note: 'Did not come again' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ status: 'cancelled', cancelReason: 'no_show', cancelNote: 'Did not come again', refund: null, payment: { status: 'kept' } });
    expect((await outboxOf('b1')).map((m) => kindOf(m))).toEqual(['cancelled', 'cancelled']);
    expect((await call('POST', '/bookings/b1/no-show', 'bt1', {})).body.changed).toBe(false);
  });

  test('no-show before the visit time → 409 visit_not_started; never scheduled → 409 not_scheduled; nothing written', async () => {
    const upcoming = inDays(0.05);
    await seedBooking(testBooking('b1', { status: 'visit_scheduled', visit: { at: upcoming, escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001' } }));
    const before = await stored('b1');
    const early = await call<ErrorBody>('POST', '/bookings/b1/no-show', 'bt1', {});
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('visit_not_started');
    expect(early.body.message).toMatch(/only once that time has passed/);
    // The same rule for a staff cancel with the reason no_show.
    const viaCancel = await call<ErrorBody>('POST', '/bookings/b1/cancel', 'bt1', { reason: 'no_show' });
    expect(viaCancel.status).toBe(409);
    expect(viaCancel.body.error).toBe('visit_not_started');
    expect(await stored('b1')).toEqual(before);
    expect(await auditOf('b1')).toEqual([]);

    await seedBooking(testBooking('b2'));
    const notScheduled = await call<ErrorBody>('POST', '/bookings/b2/no-show', 'bt1', {});
    expect(notScheduled.status).toBe(409);
    expect(notScheduled.body.error).toBe('not_scheduled');
    expect((await call<ErrorBody>('POST', '/bookings/b2/cancel', 'bt1', { reason: 'no_show' })).body.error).toBe('not_scheduled');
    expect((await stored('b2')).status).toBe('pending_visit');
    const bad = await call<ErrorBody>('POST', '/bookings/b2/no-show', 'bt1', { note: 'x'.repeat(301) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('note');
  });

  test('staff cancel with reason no_show: refused (409 free_reschedule_first) while the free reschedule is unused, then cancels keeping the token', async () => {
    await seedBooking(scheduled('b1'));
    const first = await call<ErrorBody>('POST', '/bookings/b1/cancel', 'bt1', { reason: 'no_show' });
    expect(first.status).toBe(409);
    expect(first.body.error).toBe('free_reschedule_first');
    expect(first.body.message).toMatch(/No-show action/);
    expect((await stored('b1')).status).toBe('visit_scheduled');

    await seedBooking({ ...scheduled('b2'), freeRescheduleUsed: true });
    const second = await call('POST', '/bookings/b2/cancel', 'admin', { reason: 'no_show' });
    expect(second.status).toBe(200);
    expect(second.body.booking).toMatchObject({ status: 'cancelled', cancelReason: 'no_show', refund: null, payment: { status: 'kept' } });
  });

  test('staff cancel through POST /{id}/cancel needs one of the staff reasons; the table decides which desk', async () => {
    await seedBooking(testBooking('b1'));
    const noReason = await call<ErrorBody>('POST', '/bookings/b1/cancel', 'bt1', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    const studentReason = await call<ErrorBody>('POST', '/bookings/b1/cancel', 'bt1', { reason: 'student_cancelled' });
    expect(studentReason.status).toBe(400);
    expect(studentReason.body.fields).toHaveProperty('reason');
    expect((await call('POST', '/bookings/b1/cancel', 'owner', { reason: 'team_cancelled' })).status).toBe(403);
    expect((await call('POST', '/bookings/b1/cancel', 'btOld', { reason: 'team_cancelled' })).status).toBe(403);
    expect((await stored('b1')).status).toBe('pending_visit');

    const res = await call('POST', '/bookings/b1/cancel', 'bt1', { reason: 'pg_mismatch', note: 'Photos were old' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ status: 'cancelled', cancelReason: 'pg_mismatch' });
    // A paid token cancelled by the team for a mismatched PG is refunded in full (decision 011).
    expect(res.body.booking).toMatchObject({ payment: { status: 'refunded' }, refund: { state: 'processed', amountInr: 499 } });

    // The booking desk cannot cancel after the visit (the move-in desk's), and the move-in desk not before it.
    await seedBooking(testBooking('b2', { status: 'visit_done' }));
    expect((await call<ErrorBody>('POST', '/bookings/b2/cancel', 'bt1', { reason: 'room_taken' })).body.error).toBe('invalid_transition');
    await seedBooking(testBooking('b3'));
    expect((await call<ErrorBody>('POST', '/bookings/b3/cancel', 'mt', { reason: 'room_taken' })).status).toBe(409);
    expect((await call('POST', '/bookings/b2/cancel', 'mt', { reason: 'room_taken' })).status).toBe(200);
  });
});

describe('the team-changed visit time and the 2-hour window (decision 011)', () => {
  const HOUR = 3_600_000;
  const student: Actor = { uid: 'student-1', role: null };
  /** A paid booking whose requested slot is `date` at 11:00 Kota time. */
  const requestedOn = (id: string, date: string) => testBooking(id, { visitDate: date, visitSlot: '11:00' });
  const inTwoDays = () => kotaDate(Date.now() + 2 * 86_400_000);
  // A full refund was started (the seeded payment is unknown to the local gateway, so it may stay initiated).
  const fullRefund = { payment: { status: expect.stringMatching(/^refund(ed|_pending)$/) as unknown }, refund: { amountInr: 499 } };

  test('the desk moves the visit to another time, the student cancels inside the 2 hours → full refund', async () => {
    const date = inTwoDays();
    await seedBooking(requestedOn('b1', date));
    const asked = kotaSlotStartMs(date, '11:00');
    // First at the asked-for time (not a change), then moved by the desk.
    const same = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: new Date(asked).toISOString(), escortUid: 'bt-1' });
    expect(same.body.booking.visit?.changedByTeam).toBe(false);
    const movedAt = asked + 3 * HOUR;
    const moved = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: new Date(movedAt).toISOString(), escortUid: 'bt-1' });
    expect(moved.body.booking.visit?.changedByTeam).toBe(true);
    // Another escort at the same time keeps it a team-changed time.
    const escort = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: new Date(movedAt).toISOString(), escortUid: 'bt-2' });
    expect(escort.body.booking.visit?.changedByTeam).toBe(true);

    const r = await cancelBooking(student, 'b1', null, null, movedAt - HOUR);
    expect(r.booking).toMatchObject({ status: 'cancelled', cancelReason: 'student_cancelled', ...fullRefund });
  });

  test('a first schedule at another time than the student asked for is team-changed too', async () => {
    const date = inTwoDays();
    await seedBooking(requestedOn('b1', date));
    const at = kotaSlotStartMs(date, '11:00') + 5 * HOUR;
    const res = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: new Date(at).toISOString() });
    expect(res.body.booking.visit?.changedByTeam).toBe(true);
    const r = await cancelBooking(student, 'b1', null, null, at - 30 * 60_000);
    expect(r.booking).toMatchObject(fullRefund);
  });

  test('scheduled at the slot the student asked for, a cancellation inside the 2 hours keeps the token', async () => {
    const date = inTwoDays();
    await seedBooking(requestedOn('b1', date));
    const asked = kotaSlotStartMs(date, '11:00');
    const res = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: new Date(asked).toISOString() });
    expect(res.body.booking.visit?.changedByTeam).toBe(false);
    const r = await cancelBooking(student, 'b1', null, null, asked - HOUR);
    expect(r.booking).toMatchObject({ status: 'cancelled', cancelReason: 'student_cancelled', refund: null, payment: { status: 'kept' } });
  });

  test('the free reschedule after a first no-show is not team-changed: cancelling it inside the 2 hours keeps the token', async () => {
    await seedBooking(testBooking('b1', { status: 'visit_scheduled', visit: { at: inDays(-0.1), escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001', changedByTeam: true } }));
    expect((await call('POST', '/bookings/b1/no-show', 'bt1', {})).body.booking.status).toBe('pending_visit');
    // Waiting for the new time, a cancellation keeps the token: the visit was missed.
    const waiting = await stored('b1');
    expect(waiting.freeRescheduleUsed).toBe(true);
    const at = Date.parse(visitIn(2));
    const res = await call('POST', '/bookings/b1/schedule', 'bt1', { visitAt: new Date(at).toISOString() });
    expect(res.body.booking).toMatchObject({ status: 'visit_scheduled', freeRescheduleUsed: true, visit: { changedByTeam: false } });
    const r = await cancelBooking(student, 'b1', null, null, at - HOUR);
    expect(r.booking).toMatchObject({ status: 'cancelled', refund: null, payment: { status: 'kept' } });
  });

  test('back in the queue after a first no-show, the student cancelling keeps the token (the missed visit stands)', async () => {
    await seedBooking(scheduledPast('b1'));
    expect((await call('POST', '/bookings/b1/no-show', 'bt1', {})).status).toBe(200);
    const r = await cancelBooking(student, 'b1', null, null);
    expect(r.booking).toMatchObject({ status: 'cancelled', cancelReason: 'student_cancelled', refund: null, payment: { status: 'kept' } });
  });
});

describe('checklist and confirm', () => {
  test('the checklist is saved only in visit_done; bad shapes 400 naming the item', async () => {
    await seedBooking(testBooking('b1', { status: 'visit_done' }));
    const partial = { ...ALL_TICKED, agreementSigned: false, studentIdSeen: false };
    const res = await call('PUT', '/bookings/b1/checklist', 'mt', { checklist: partial });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, booking: { status: 'visit_done', checklist: partial } });
    expect((await stored('b1')).checklist).toEqual(partial);
    expect((await call('PUT', '/bookings/b1/checklist', 'admin', { checklist: partial })).body.changed).toBe(false);
    expect((await auditOf('b1')).map((a) => a.action)).toEqual(['checklist']);
    expect(await auditEntriesFor('b1')).toEqual([
      expect.objectContaining({ actorRole: 'movein_team', action: 'booking.checklist', before: { checklist: expect.any(Object) }, after: { checklist: partial } }),
    ]);

    for (const [body, field] of [
      [{}, 'checklist'],
      [{ checklist: { ...ALL_TICKED, roomAllotted: 'yes' } }, 'checklist.roomAllotted'],
      [{ checklist: { ...ALL_TICKED, pool: true } }, 'checklist.pool'],
      [{ checklist: { roomAllotted: true } }, 'checklist.agreementSigned'],
    ] as const) {
      const bad = await call<ErrorBody>('PUT', '/bookings/b1/checklist', 'mt', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await stored('b1')).checklist).toEqual(partial);

    await seedBooking(testBooking('b2'));
    const early = await call<ErrorBody>('PUT', '/bookings/b2/checklist', 'mt', { checklist: ALL_TICKED });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('not_visit_done');
  });

  test('confirm needs the whole checklist (400 naming checklist), then takes a bed in the listing and the draft and credits the token', async () => {
    await seedBooking(testBooking('b1', { status: 'visit_done', checklist: { ...ALL_TICKED, rentReceiptIssued: false } }));
    const incomplete = await call<ErrorBody>('POST', '/bookings/b1/confirm', 'mt');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields?.checklist).toContain('First month’s rent receipt issued');
    expect((await pgRooms()).bedsAvailable).toBe(2);

    expect((await call('PUT', '/bookings/b1/checklist', 'mt', { checklist: ALL_TICKED })).status).toBe(200);
    const res = await call('POST', '/bookings/b1/confirm', 'mt');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, booking: { status: 'confirmed', creditedInr: 499, payment: { status: 'credited' } } });
    const pg = await pgRooms();
    expect(pg.rooms.find((r) => r.id === 'r1')?.bedsAvailable).toBe(1);
    expect(pg.bedsAvailable).toBe(1);
    expect((await draftRooms()).find((r) => r.id === 'r1')?.bedsAvailable).toBe(1);
    expect((await outboxOf('b1')).filter((m) => kindOf(m) === 'confirmed')).toHaveLength(2);
    expect((await auditOf('b1')).at(-1)).toMatchObject({ actorUid: 'mt-1', from: 'visit_done', to: 'confirmed', action: 'confirm' });

    // A repeat takes no second bed.
    const again = await call('POST', '/bookings/b1/confirm', 'admin');
    expect(again.body.changed).toBe(false);
    expect((await pgRooms()).bedsAvailable).toBe(1);
  });

  test('no free bed in the chosen room → 409 no_free_bed, nothing changes; from pending_visit → 409 invalid_transition; a removed room → 409 room_removed', async () => {
    await seedBooking(testBooking('b1', { status: 'visit_done', roomId: 'r2', checklist: ALL_TICKED }));
    const full = await call<ErrorBody>('POST', '/bookings/b1/confirm', 'mt');
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('no_free_bed');
    expect((await stored('b1')).status).toBe('visit_done');
    expect(await auditOf('b1')).toEqual([]);

    await seedBooking(testBooking('b2', { checklist: ALL_TICKED }));
    const early = await call<ErrorBody>('POST', '/bookings/b2/confirm', 'mt');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('invalid_transition');
    expect((await pgRooms()).bedsAvailable).toBe(2);

    // The owner removed the chosen room option: 409 room_removed, not no_free_bed.
    await seedBooking(testBooking('b3', { status: 'visit_done', roomId: 'r9', checklist: ALL_TICKED }));
    const removed = await call<ErrorBody>('POST', '/bookings/b3/confirm', 'mt');
    expect([removed.status, removed.body.error]).toEqual([409, 'room_removed']);
    expect((await stored('b3')).status).toBe('visit_done');
  });

  test('an unknown booking is 404 on every desk route', async () => {
    for (const [method, path, who, body] of [
      ['POST', '/bookings/nope/schedule', 'bt1', { visitAt: visitIn(2) }],
      ['POST', '/bookings/nope/visit-done', 'bt1', {}],
      ['POST', '/bookings/nope/no-show', 'bt1', {}],
      ['POST', '/bookings/nope/cancel', 'bt1', { reason: 'team_cancelled' }],
      ['PUT', '/bookings/nope/checklist', 'mt', { checklist: ALL_TICKED }],
      ['POST', '/bookings/nope/confirm', 'mt', {}],
    ] as const) {
      expect((await call(method, path, who, body)).status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('GET /api/team/escorts', () => {
  test('lists the current booking team by name with phones', async () => {
    const res = await call<{ items: { uid: string; name: string; phone: string }[] }>('GET', '/team/escorts', 'bt1');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { uid: 'bt-1', name: 'Ravi Kumar', phone: '+919800000001' },
      { uid: 'bt-2', name: 'Sita Devi', phone: '+919800000002' },
    ]);
  });
});
