// A visit slot the PG's owner marks unavailable (docs/decisions/216-occupancy-slots-performance.md): POST
// /api/bookings/slots. The day's slots say `closed`; a booking for it is refused server-side (400 naming visitSlot,
// nothing written) whatever a client sends; marking it available again opens it; bookings already holding the slot
// keep it. Bad input names the field with nothing written; another owner 404; a demoted owner, a student, the teams
// and an admin 403; hostile ids 400.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate, type SlotsResponse } from '@kotastay/shared/schemas/booking';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { localGateway } from '../../domain/payments/local';
import { PG_ID, book, bookingBody, bookingState, seedBookablePgs, seedStudentProfile, slotCountOf, tomorrow } from '../testing/bookings-fixtures';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Who = 'owner' | 'otherOwner' | 'ownerOld' | 'student' | 'bt' | 'mt' | 'admin';
const t = {} as Record<Who, string>;

const mark = (who: Who | null, body: Record<string, unknown>) => api<ErrorBody & Record<string, unknown>>('POST', '/bookings/slots', { ...(who ? { token: t[who] } : {}), body });
const slotsOf = async (date = tomorrow()) => (await api<SlotsResponse>('GET', `/bookings/slots?pgId=${PG_ID}&date=${date}`)).body.slots;
const close = (over: Record<string, unknown> = {}) => ({ pgId: PG_ID, date: tomorrow(), slot: '11:00', unavailable: true, ...over });

beforeAll(async () => {
  t.owner = await userWithRole('owner-a', 'pg_owner', '+919800000024');
  t.otherOwner = await userWithRole('owner-b', 'pg_owner', '+919800000025');
  t.ownerOld = await userWithRole('owner-old', 'pg_owner', '+919800000026');
  t.student = await userWithRole('slot-student', null, '+919870000031');
  t.bt = await userWithRole('bt-1', 'booking_team', '+919800000001');
  t.mt = await userWithRole('mt-1', 'movein_team', '+919800000003');
  t.admin = await userWithRole('admin-1', 'admin', '+919800000009');
});

beforeEach(async () => {
  setPaymentGatewayForTests(localGateway());
  await clearFirestore();
  for (const [uid, role] of [['owner-a', 'pg_owner'], ['owner-b', 'pg_owner'], ['bt-1', 'booking_team'], ['mt-1', 'movein_team'], ['admin-1', 'admin']] as const) {
    await adminDb().collection(COLLECTIONS.users).doc(uid).set({ name: 'Someone', role });
  }
  await adminDb().collection(COLLECTIONS.users).doc('owner-old').set({ name: 'Former owner' });
  await seedBookablePgs();
  await seedStudentProfile('slot-student', 'Asha Verma');
});
afterEach(() => setPaymentGatewayForTests(null));

describe('POST /api/bookings/slots', () => {
  test('the owner closes a slot: the day says closed, a booking for it is 400 naming visitSlot with nothing written; reopened, it is offered again', async () => {
    const res = await mark('owner', close());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pgId: PG_ID, date: tomorrow(), slot: '11:00', unavailable: true });
    // The same mark again changes nothing (idempotent).
    expect((await mark('owner', close())).status).toBe(200);
    const slots = await slotsOf();
    expect(slots.find((s) => s.slot === '11:00')).toEqual({ slot: '11:00', available: false, reason: 'closed' });
    expect(slots.find((s) => s.slot === '12:00')).toMatchObject({ available: true, reason: null });

    const before = await bookingState();
    const refused = await api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody() });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('visitSlot');
    expect(await bookingState()).toEqual(before);
    // Another slot of the same day is booked as ever.
    expect((await book(t.student, { visitSlot: '12:00' })).booking.visitSlot).toBe('12:00');

    expect((await mark('owner', close({ unavailable: false }))).status).toBe(200);
    expect((await slotsOf()).find((s) => s.slot === '11:00')).toEqual({ slot: '11:00', available: true, reason: null });
  });

  test('a booking already holding the slot keeps it: the count stays, the mark survives the next booking write', async () => {
    await book(t.student);
    expect(await slotCountOf(tomorrow())).toBe(1);
    expect((await mark('owner', close())).status).toBe(200);
    expect(await slotCountOf(tomorrow())).toBe(1);
    const doc = await adminDb().collection(COLLECTIONS.visitSlots).doc(`${PG_ID}_${tomorrow()}_1100`).get();
    expect(doc.get('closed')).toBe(true);
  });

  test.each([
    ['a date beyond the 14 bookable days', { date: kotaDate(Date.now() + 30 * 86_400_000) }, 'date'],
    ['a date that is not a date', { date: 'tomorrow' }, 'date'],
    ['a slot outside visiting hours', { slot: '09:00' }, 'slot'],
    ['no unavailable flag', { unavailable: undefined }, 'unavailable'],
    ['a string flag', { unavailable: 'yes' }, 'unavailable'],
    ['a hostile pg id __x__', { pgId: '__x__' }, 'pgId'],
    ['a hostile pg id a/b', { pgId: 'a/b' }, 'pgId'],
    ['a hostile pg id ..', { pgId: '..' }, 'pgId'],
  ])('bad input (%s): 400 naming the field, nothing written', async (_what, over, field) => {
    const before = await bookingState();
    const res = await mark('owner', close(over));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(await bookingState()).toEqual(before);
  });

  test('wrong roles: another owner and an unknown PG 404, a demoted owner, a student, the teams and an admin 403, no token 401; nothing written', async () => {
    const before = await bookingState();
    expect((await mark('otherOwner', close())).status).toBe(404);
    expect((await mark('owner', close({ pgId: 'no-such-pg' }))).status).toBe(404);
    for (const who of ['ownerOld', 'student', 'bt', 'mt', 'admin'] as const) expect((await mark(who, close())).status, who).toBe(403);
    expect((await mark(null, close())).status).toBe(401);
    expect(await bookingState()).toEqual(before);
    expect((await slotsOf()).find((s) => s.slot === '11:00')).toMatchObject({ available: true });
  });
});
