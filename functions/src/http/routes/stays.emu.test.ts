// Stays (docs/decisions/207-stays-notice-and-exit.md): the move-in confirmation makes the stay in its transaction
// (once, however often it is retried, and with one bed taken); POST /api/stays/{id}/notice — good input, bad input
// naming the field with nothing written, wrong roles and a demoted member's old token, hostile ids; and the exit job
// ending the stay on its exit date (not a day before), giving the bed back, and queuing the final statement.
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { NOTICE_PERIOD_DAYS, addDays, billingDateAfter, earliestExitDate, latestExitDate, stayStatement, type StayDoc, type StayResponse } from '@kotastay/shared/schemas/stay';
import { RENT_INVOICE_LEAD_DAYS } from '@kotastay/shared/schemas/rent';
import { adminDb } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { ALL_TICKED, room, seedBooking, testBooking } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';
import { endDueStays } from '../../domain/stays';
import { movedIn as movedInAs, seedStayWorld, stayTokens, type StayWho } from '../testing/stay-fixtures';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Who = StayWho;
let token = {} as Record<Who, string>;

const db = () => adminDb();
const stayDoc = async (id: string) => (await db().collection(COLLECTIONS.stays).doc(id).get()).data() as StayDoc | undefined;
const freeBeds = async () => {
  const live = (await db().collection(COLLECTIONS.pgs).doc('pg-1').get()).data() as { rooms: { id: string; bedsAvailable: number }[]; bedsAvailable: number };
  const draft = (await db().collection(COLLECTIONS.pgDrafts).doc('pg-1').get()).get('rooms') as { id: string; bedsAvailable: number }[];
  return { total: live.bedsAvailable, r1: live.rooms.find((r) => r.id === 'r1')?.bedsAvailable, draftR1: draft.find((r) => r.id === 'r1')?.bedsAvailable };
};
const messages = async (template: string) =>
  (await db().collection(COLLECTIONS.outbox).where('template', '==', template).get()).docs.map((d) => d.data() as { audience: string; toPhone: string; text: string });
/** Every document stays write, with their audit: equal before and after a refusal. */
async function stayState(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const col of [COLLECTIONS.stays, COLLECTIONS.stayContacts, COLLECTIONS.stayResidents, COLLECTIONS.pgs, COLLECTIONS.pgDrafts, COLLECTIONS.auditLog]) {
    for (const d of (await db().collection(col).get()).docs) {
      state[`${col}/${d.id}`] = d.data();
      if (col === COLLECTIONS.stays) for (const a of (await d.ref.collection(COLLECTIONS.stayAudit).get()).docs) state[`${col}/${d.id}/audit/${a.id}`] = a.data();
    }
  }
  state.outbox = (await db().collection(COLLECTIONS.outbox).where('template', '>=', 'stay_').get()).size;
  return state;
}

const call = <T = StayResponse & ErrorBody>(method: string, path: string, who: Who | null, body?: unknown) =>
  api<T>(method, path, { ...(who ? { token: token[who] } : {}), ...(body !== undefined ? { body } : {}) });

/** A booking at the move-in desk, confirmed through the API: the stay `b1` exists and has taken a bed from r1. */
const movedIn = (id = 'b1') => movedInAs(token.mt, id);

beforeAll(async () => {
  token = await stayTokens();
});

beforeEach(async () => {
  await clearFirestore();
  await seedStayWorld([room('r1', 2), room('r2', 0, { sharing: 'single', rentInr: 7000 })]);
});

describe('the move-in confirmation makes the stay', () => {
  test('in the same commit as the bed: the agreed monthly cost, the token, the dates, no phone; contacts apart; a retry makes no second stay', async () => {
    await movedIn();
    const today = kotaDate(Date.now());
    const stay = await stayDoc('b1');
    expect(stay).toMatchObject({
      bookingId: 'b1',
      studentUid: 'student-1',
      studentFirstName: 'Asha',
      ownerUid: 'owner-1',
      pgId: 'pg-1',
      roomId: 'r1',
      rentInr: 9000,
      extrasInr: 2500,
      monthlyTotalInr: 11500,
      maintenanceInrPerYear: 1200,
      depositInr: 0,
      tokenCreditedInr: 499,
      startDate: today,
      billingDay: Math.min(Number(today.slice(8, 10)), 28),
      status: 'active',
      notice: null,
    });
    expect(JSON.stringify(stay)).not.toMatch(/\+91/);
    expect((await db().collection(COLLECTIONS.stayContacts).doc('b1').get()).data()).toEqual({
      studentUid: 'student-1',
      studentName: 'Asha Verma',
      studentPhone: '+919812345678',
      parentPhone: '+919812345679',
    });
    // The owner's view, in the same commit: first name, room and dates only.
    expect((await db().collection(COLLECTIONS.stayResidents).doc('b1').get()).data()).toEqual({
      pgId: 'pg-1', pgName: 'Saraswati Girls Hostel', ownerUid: 'owner-1', firstName: 'Asha', roomLabel: stay!.roomLabel, room: stay!.room,
      startDate: today, exitDate: null, status: 'active',
    });
    expect((await freeBeds()).r1).toBe(1);
    const again = await call('POST', '/bookings/b1/confirm', 'admin');
    expect(again.body.changed).toBe(false);
    expect((await db().collection(COLLECTIONS.stays).get()).size).toBe(1);
    expect((await freeBeds()).r1).toBe(1);
    const audit = (await db().collection(COLLECTIONS.stays).doc('b1').collection(COLLECTIONS.stayAudit).get()).docs.map((d) => d.data());
    expect(audit).toEqual([expect.objectContaining({ actorUid: 'mt-1', from: null, to: 'active', action: 'move_in' })]);
  });

  test('no free bed: no stay either (409, nothing written)', async () => {
    await seedBooking(testBooking('b2', { status: 'visit_done', roomId: 'r2', checklist: { ...ALL_TICKED } }));
    const res = await call<ErrorBody>('POST', '/bookings/b2/confirm', 'mt');
    expect(res.status).toBe(409);
    expect(await stayDoc('b2')).toBeUndefined();
  });
});

describe('POST /api/stays/{id}/notice', () => {
  test('the student gives notice: notice_given, timeline, audit, texts to the student and the parent; the same notice again changes nothing', async () => {
    await movedIn();
    const exitDate = earliestExitDate(kotaDate(Date.now()));
    const res = await call('POST', '/stays/b1/notice', 'student', { exitDate, reason: 'Going home after the test series' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, stay: { id: 'b1', status: 'notice_given', notice: { exitDate, by: 'student', reason: null } } });
    // The free-text reason is kept with the contacts (never the owner's to read), not on the stay; the owner's view follows.
    expect((await db().collection(COLLECTIONS.stayContacts).doc('b1').get()).get('noticeReason')).toBe('Going home after the test series');
    expect((await db().collection(COLLECTIONS.stayResidents).doc('b1').get()).data()).toEqual({
      pgId: 'pg-1', pgName: 'Saraswati Girls Hostel', ownerUid: 'owner-1', firstName: 'Asha', roomLabel: expect.any(String),
      room: null, startDate: kotaDate(Date.now()), exitDate, status: 'notice_given',
    });
    expect((await stayDoc('b1'))?.timeline.at(-1)).toMatchObject({ status: 'notice_given', by: 'student' });
    const texts = await messages('stay_notice_given');
    expect(texts.map((m) => [m.audience, m.toPhone]).sort()).toEqual([['parent', '+919812345679'], ['student', '+919812345678']]);
    expect(texts.find((m) => m.audience === 'parent')?.text).toContain('Asha Verma has given notice at Saraswati Girls Hostel');
    const audit = (await db().collection(COLLECTIONS.stays).doc('b1').collection(COLLECTIONS.stayAudit).orderBy('at').get()).docs.map((d) => d.data());
    expect(audit.at(-1)).toMatchObject({ actorUid: 'student-1', from: 'active', to: 'notice_given', action: 'notice' });
    // The bed is still taken until the exit date.
    expect((await freeBeds()).r1).toBe(1);

    const before = await stayState();
    const again = await call('POST', '/stays/b1/notice', 'student', { exitDate });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect(await stayState()).toEqual(before);
    const other = await call<ErrorBody>('POST', '/stays/b1/notice', 'student', { exitDate: addDays(exitDate, 3) });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('notice_already_given');
    expect(await stayState()).toEqual(before);
  });

  test.each([
    ['no exit date', {}, 'exitDate'],
    ['not a date', { exitDate: 'next week' }, 'exitDate'],
    ['no such day', { exitDate: '2030-02-31' }, 'exitDate'],
    ['inside the notice period', { exitDate: addDays(kotaDate(Date.now()), NOTICE_PERIOD_DAYS - 1) }, 'exitDate'],
    ['in the past', { exitDate: '2020-01-01' }, 'exitDate'],
    ['too far ahead', { exitDate: addDays(kotaDate(Date.now()), 400) }, 'exitDate'],
    ['a day past the last exit date', { exitDate: addDays(latestExitDate(kotaDate(Date.now())), 1) }, 'exitDate'],
    ['a reason too long', { exitDate: addDays(kotaDate(Date.now()), 20), reason: 'x'.repeat(301) }, 'reason'],
    ['an unknown field', { exitDate: addDays(kotaDate(Date.now()), 20), status: 'ended' }, ''],
  ])('bad input (%s): 400 JSON naming the field, nothing written', async (_name, body, field) => {
    await movedIn();
    const before = await stayState();
    const res = await call<ErrorBody>('POST', '/stays/b1/notice', 'student', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
    if (field) expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect(await stayState()).toEqual(before);
  });

  test.each([
    ['anonymous', null, 401],
    ['another student (as if it did not exist)', 'other', 404],
    ['the PG owner', 'owner', 403],
    ['the booking team', 'bt', 403],
    ['a demoted move-in member with an old token', 'mtOld', 403],
  ] as const)('wrong caller — %s (as %s): %i, nothing written', async (_name, who, status) => {
    await movedIn();
    const before = await stayState();
    const res = await call<ErrorBody>('POST', '/stays/b1/notice', who, { exitDate: addDays(kotaDate(Date.now()), 20) });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(await stayState()).toEqual(before);
  });

  test('the move-in team records a notice given in person (and the staff audit log has it)', async () => {
    await movedIn();
    const exitDate = addDays(kotaDate(Date.now()), 30);
    const res = await call('POST', '/stays/b1/notice', 'mt', { exitDate });
    expect(res.status).toBe(200);
    expect(res.body.stay).toMatchObject({ status: 'notice_given', notice: { by: 'team', exitDate } });
    const log = (await db().collection(COLLECTIONS.auditLog).where('targetType', '==', 'stay').get()).docs.map((d) => d.data());
    expect(log).toEqual([expect.objectContaining({ actorUid: 'mt-1', action: 'stay.notice', targetId: 'b1' })]);
  });

  test.each(['__x__', '..', 'a/b', 'nope'])('hostile or unknown id %s: a 4xx JSON answer, nothing written', async (id) => {
    await movedIn();
    const before = await stayState();
    const res = await call<ErrorBody>('POST', `/stays/${encodeURIComponent(id)}/notice`, 'student', { exitDate: addDays(kotaDate(Date.now()), 20) });
    expect([400, 404]).toContain(res.status);
    expect(typeof res.body.error).toBe('string');
    expect(await stayState()).toEqual(before);
  });
});

describe('the exit job (stayExit)', () => {
  test('ends the stay ON its exit date, gives the bed back, sends the final statement; a second run changes nothing', async () => {
    await movedIn();
    const nowMs = Date.now();
    const exitDate = earliestExitDate(kotaDate(nowMs));
    expect((await call('POST', '/stays/b1/notice', 'student', { exitDate })).status).toBe(200);
    expect(await freeBeds()).toEqual({ total: 1, r1: 1, draftR1: 1 });

    // The day before the exit date (Kota): nothing happens.
    const dayBefore = Date.parse(`${addDays(exitDate, -1)}T12:00:00+05:30`);
    expect(await endDueStays(dayBefore)).toBe(0);
    expect((await stayDoc('b1'))?.status).toBe('notice_given');
    expect((await freeBeds()).r1).toBe(1);

    // Just after midnight on the exit date, Kota time.
    const onExit = Date.parse(`${exitDate}T00:05:00+05:30`);
    expect(await endDueStays(onExit)).toBe(1);
    const stay = await stayDoc('b1');
    const expected = stayStatement({ startDate: stay!.startDate, monthlyTotalInr: 11500, tokenCreditedInr: 499 }, exitDate, onExit);
    expect(stay).toMatchObject({ status: 'ended', statement: expected, endedAt: new Date(onExit).toISOString() });
    expect(stay?.statement?.daysStayed).toBe(NOTICE_PERIOD_DAYS);
    expect(await freeBeds()).toEqual({ total: 2, r1: 2, draftR1: 2 });
    expect((await db().collection(COLLECTIONS.stayResidents).doc('b1').get()).data()).toMatchObject({ status: 'ended', exitDate });
    const finals = await messages('stay_final_statement');
    expect(finals.map((m) => m.audience).sort()).toEqual(['parent', 'student']);
    const parent = finals.find((m) => m.audience === 'parent')!;
    expect(parent.toPhone).toBe('+919812345679');
    // No paid-through date or refund amount stated as fact (rent collection is not built).
    expect(parent.text).toContain('The move-in team settles any unused rent with the owner within 10 days');
    expect(parent.text).toContain('No deposit was taken');
    expect(parent.text).not.toMatch(/refund due|Rent paid to/i);
    expect(parent.text).toContain('Token ₹499');

    const before = await stayState();
    expect(await endDueStays(onExit + 3_600_000)).toBe(0);
    expect(await stayState()).toEqual(before);
  });

  test('the bed given back never goes above the room’s total', async () => {
    await movedIn();
    const exitDate = earliestExitDate(kotaDate(Date.now()));
    await call('POST', '/stays/b1/notice', 'student', { exitDate });
    // Meanwhile the owner marked every bed free.
    const rooms = (await db().collection(COLLECTIONS.pgs).doc('pg-1').get()).get('rooms') as { id: string; bedsTotal: number; bedsAvailable: number }[];
    await db().collection(COLLECTIONS.pgs).doc('pg-1').update({ rooms: rooms.map((r) => (r.id === 'r1' ? { ...r, bedsAvailable: r.bedsTotal } : r)) });
    expect(await endDueStays(Date.parse(`${exitDate}T09:00:00+05:30`))).toBe(1);
    expect((await freeBeds()).r1).toBe(10);
  });
});

describe('room change (POST /api/stays/{id}/room-change and …/decision)', () => {
  const roomsNow = async () => {
    const live = (await db().collection(COLLECTIONS.pgs).doc('pg-1').get()).get('rooms') as { id: string; bedsAvailable: number }[];
    const draft = (await db().collection(COLLECTIONS.pgDrafts).doc('pg-1').get()).get('rooms') as { id: string; bedsAvailable: number }[];
    const by = (rs: { id: string; bedsAvailable: number }[]) => Object.fromEntries(rs.map((r) => [r.id, r.bedsAvailable]));
    return { live: by(live), draft: by(draft) };
  };
  /** r2 (single, ₹7,000) gets `n` free beds, in the listing and the draft. */
  const freeInR2 = async (n: number) => {
    for (const col of [COLLECTIONS.pgs, COLLECTIONS.pgDrafts]) {
      const ref = db().collection(col).doc('pg-1');
      const rooms = (await ref.get()).get('rooms') as { id: string; bedsAvailable: number }[];
      await ref.update({ rooms: rooms.map((r) => (r.id === 'r2' ? { ...r, bedsAvailable: n } : r)) });
    }
  };

  test('the student asks; the team approves when a bed is free: the bed moves, the new rent applies from the next billing date, texts, audit; asking or approving again changes nothing', async () => {
    await movedIn();
    const asked = await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' });
    expect(asked.status).toBe(200);
    expect(asked.body.stay).toMatchObject({ status: 'active', roomId: 'r1', rentInr: 9000, roomChange: { status: 'requested', fromRoomId: 'r1', toRoomId: 'r2', toRentInr: 7000, by: 'student' } });
    expect((await messages('stay_room_change_requested')).map((m) => m.audience)).toEqual(['student']);
    const afterAsk = await stayState();
    expect((await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' })).body.changed).toBe(false);
    expect(await stayState()).toEqual(afterAsk);

    // No free bed in r2 yet: 409, nothing written.
    const full = await call<ErrorBody>('POST', '/stays/b1/room-change/decision', 'mt', { decision: 'approve' });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('no_free_bed');
    expect(await stayState()).toEqual(afterAsk);

    await freeInR2(1);
    const before = await roomsNow();
    const done = await call('POST', '/stays/b1/room-change/decision', 'mt', { decision: 'approve' });
    expect(done.status).toBe(200);
    const stay = done.body.stay;
    expect(stay).toMatchObject({ roomId: 'r2', room: { sharing: 'single', ac: true }, rentInr: 7000, monthlyTotalInr: 7000 + stay.extrasInr, status: 'active' });
    expect(stay.roomChange).toMatchObject({ status: 'done', rentFromDate: billingDateAfter(addDays(kotaDate(Date.now()), RENT_INVOICE_LEAD_DAYS), stay.billingDay), fromRentInr: 9000, note: null });
    const after = await roomsNow();
    expect(after.live).toEqual({ r1: before.live.r1! + 1, r2: 0 });
    expect(after.draft).toEqual({ r1: before.draft.r1! + 1, r2: 0 });
    expect((await db().collection(COLLECTIONS.stayResidents).doc('b1').get()).get('roomLabel')).toBe('Single sharing · AC');
    const texts = await messages('stay_room_change_done');
    expect(texts.map((m) => m.audience).sort()).toEqual(['parent', 'student']);
    expect(texts.find((m) => m.audience === 'parent')!.text).toContain('₹7,000 a month from');
    const log = (await db().collection(COLLECTIONS.auditLog).where('targetType', '==', 'stay').get()).docs.map((d) => d.data());
    expect(log).toEqual([expect.objectContaining({ actorUid: 'mt-1', action: 'stay.room_change_done', targetId: 'b1' })]);

    const settled = await stayState();
    expect((await call('POST', '/stays/b1/room-change/decision', 'mt', { decision: 'approve' })).body.changed).toBe(false);
    expect(await stayState()).toEqual(settled);
  });

  test('declined with a note: the student is told, the room and bed stay; a new request may follow', async () => {
    await movedIn();
    await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' });
    const beds = await roomsNow();
    const res = await call('POST', '/stays/b1/room-change/decision', 'admin', { decision: 'decline', note: 'No single room free this month' });
    expect(res.status).toBe(200);
    expect(res.body.stay).toMatchObject({ roomId: 'r1', rentInr: 9000, roomChange: { status: 'declined', note: 'No single room free this month' } });
    expect(await roomsNow()).toEqual(beds);
    const [text] = await messages('stay_room_change_declined');
    expect(text).toMatchObject({ audience: 'student' });
    expect(text!.text).toContain('No single room free this month');
    expect((await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' })).body.stay.roomChange?.status).toBe('requested');
  });

  test('a request still open when notice is given is closed (withdrawn): off the desk, and a decline still answers', async () => {
    await movedIn();
    await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' });
    await freeInR2(1);
    const noticed = await call('POST', '/stays/b1/notice', 'student', { exitDate: addDays(kotaDate(Date.now()), 20) });
    expect(noticed.body.stay.roomChange).toMatchObject({ status: 'withdrawn', toRoomId: 'r2' });
    expect((await db().collection(COLLECTIONS.stays).where('roomChange.status', '==', 'requested').get()).size).toBe(0);
    const before = await stayState();
    const approve = await call<ErrorBody>('POST', '/stays/b1/room-change/decision', 'mt', { decision: 'approve' });
    expect(approve.status).toBe(409);
    expect(approve.body.error).toBe('no_room_change');
    expect(await stayState()).toEqual(before);
  });

  test('a declined request can be declined on a stay under notice too (nothing is ever stuck on the desk)', async () => {
    await movedIn();
    await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' });
    // As if the notice had come before this code closed open requests: requested on a stay under notice.
    await call('POST', '/stays/b1/notice', 'student', { exitDate: addDays(kotaDate(Date.now()), 20) });
    await db().collection(COLLECTIONS.stays).doc('b1').update({ 'roomChange.status': 'requested' });
    const res = await call('POST', '/stays/b1/room-change/decision', 'mt', { decision: 'decline' });
    expect(res.status).toBe(200);
    expect(res.body.stay.roomChange).toMatchObject({ status: 'declined' });
  });

  test('not while under notice: 409 room_change_not_open, nothing written', async () => {
    await movedIn();
    await call('POST', '/stays/b1/notice', 'student', { exitDate: addDays(kotaDate(Date.now()), 20) });
    const before = await stayState();
    const res = await call<ErrorBody>('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('room_change_not_open');
    expect(await stayState()).toEqual(before);
  });

  test.each([
    ['no room', {}, 'roomId'],
    ['a room of no PG', { roomId: 'r9' }, 'roomId'],
    ['the room lived in now', { roomId: 'r1' }, 'roomId'],
    ['a hostile room id', { roomId: '../r2' }, 'roomId'],
    ['an unknown field', { roomId: 'r2', rentInr: 1 }, ''],
  ])('asking with bad input (%s): 400 naming the field, nothing written', async (_name, body, field) => {
    await movedIn();
    const before = await stayState();
    const res = await call<ErrorBody>('POST', '/stays/b1/room-change', 'student', body);
    expect(res.status).toBe(400);
    if (field) expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect(await stayState()).toEqual(before);
  });

  test.each([
    ['no decision', {}, 'decision'],
    ['an unknown decision', { decision: 'maybe' }, 'decision'],
    ['a note too long', { decision: 'decline', note: 'x'.repeat(301) }, 'note'],
  ])('deciding with bad input (%s): 400 naming the field, nothing written', async (_name, body, field) => {
    await movedIn();
    await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' });
    const before = await stayState();
    const res = await call<ErrorBody>('POST', '/stays/b1/room-change/decision', 'mt', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect(await stayState()).toEqual(before);
  });

  test.each([
    ['ask', 'anonymous', null, 401],
    ['ask', 'another student (as if it did not exist)', 'other', 404],
    ['ask', 'the PG owner', 'owner', 403],
    ['ask', 'the booking team', 'bt', 403],
    ['ask', 'a demoted move-in member', 'mtOld', 403],
    ['decide', 'anonymous', null, 401],
    ['decide', 'the student', 'student', 403],
    ['decide', 'the PG owner', 'owner', 403],
    ['decide', 'the booking team', 'bt', 403],
    ['decide', 'a demoted move-in member', 'mtOld', 403],
  ] as const)('%s as the wrong caller — %s: %i, nothing written', async (what, _name, who, status) => {
    await movedIn();
    await freeInR2(1);
    if (what === 'decide') await call('POST', '/stays/b1/room-change', 'student', { roomId: 'r2' });
    const before = await stayState();
    const res =
      what === 'ask'
        ? await call<ErrorBody>('POST', '/stays/b1/room-change', who, { roomId: 'r2' })
        : await call<ErrorBody>('POST', '/stays/b1/room-change/decision', who, { decision: 'approve' });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(await stayState()).toEqual(before);
  });

  test.each(['__x__', '..', 'a/b', 'nope'])('hostile or unknown id %s: a 4xx JSON answer on both routes, nothing written', async (id) => {
    await movedIn();
    const before = await stayState();
    for (const [path, body] of [['room-change', { roomId: 'r2' }], ['room-change/decision', { decision: 'approve' }]] as const) {
      const res = await call<ErrorBody>('POST', `/stays/${encodeURIComponent(id)}/${path}`, path === 'room-change' ? 'student' : 'mt', body);
      expect([400, 404]).toContain(res.status);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await stayState()).toEqual(before);
  });
});
