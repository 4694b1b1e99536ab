// The owner's view of visit bookings (docs/decisions/212-owner-leads-and-visits.md): owner_leads/{bookingId} is
// written with the booking in every transaction that changes it (made, paid, scheduled, moved, visit done, checklist,
// confirmed, cancelled), holds no phone and no uid of the student, and is anonymised with the student's account;
// the owner gets a text (in the language they applied in) when a visit is requested, scheduled, moved or cancelled
// and when the student moves in — addressed by uid, without the student's or the escort's number.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { FORMER_STUDENT } from '@kotastay/shared/schemas/privacy';
import { kotaDate, kotaSlotStartMs, type TransitionResponse } from '@kotastay/shared/schemas/booking';
import type { OwnerLeadDoc } from '@kotastay/shared/schemas/owner-lead';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { ALL_TICKED, room, seedBooking, seedPgWithRooms, testBooking } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';
import { anonymiseBookingsOfStudent } from '../../domain/bookings';
import { cancelBooking } from '../../domain/bookings/cancel';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { localGateway } from '../../domain/payments/local';
import { PG_ID, book, bookingBody, bookingState, pay, seedBookablePgs, seedStudentProfile } from '../testing/bookings-fixtures';

beforeEach(() => setPaymentGatewayForTests(localGateway()));
afterEach(() => setPaymentGatewayForTests(null));

type Who = 'student' | 'bt' | 'mt' | 'owner';
const t = {} as Record<Who, string>;
const STUDENT_PHONE = '+919870000011';

const leadOf = async (id: string) => (await adminDb().collection(COLLECTIONS.ownerLeads).doc(id).get()).data() as Omit<OwnerLeadDoc, 'id'> | undefined;
const ownerTexts = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.outbox).where('bookingId', '==', id).where('audience', '==', 'owner').get()).docs.map((d) => d.data());
const visitIn = (d: number, hhmm = '11:00') => new Date(kotaSlotStartMs(kotaDate(Date.now() + d * 86_400_000), hhmm)).toISOString();
const post = (path: string, who: Who, body?: unknown) => api<TransitionResponse>('POST', path, { token: t[who], ...(body !== undefined ? { body } : {}) });

/** Nothing a lead or an owner's text may carry: a phone number, the student's uid, the note, the escort. */
function expectNothingPrivate(doc: unknown, studentUid = 'student-1') {
  const json = JSON.stringify(doc);
  expect(json).not.toMatch(/\+91\d{10}/);
  expect(json).not.toContain(studentUid);
  expect(json).not.toContain('Verma');
  expect(json).not.toContain('Ravi');
}

beforeAll(async () => {
  t.student = await userWithRole('lead-student', null, STUDENT_PHONE);
  t.bt = await userWithRole('bt-1', 'booking_team', '+919800000001');
  t.mt = await userWithRole('mt-1', 'movein_team', '+919800000003');
  t.owner = await userWithRole('owner-1', 'pg_owner', '+919800000004');
});

beforeEach(async () => {
  await clearFirestore();
  for (const [uid, role, name] of [['bt-1', 'booking_team', 'Ravi Kumar'], ['mt-1', 'movein_team', 'Mohan Lal'], ['owner-1', 'pg_owner', 'Ramesh']] as const) {
    await adminDb().collection(COLLECTIONS.users).doc(uid).set({ name, role, phone: '+919800000009' });
  }
});

describe('a booking made through the API', () => {
  test('stores its owner; once paid, the owner’s lead (owner, PG, room, date, first name, coaching; no phone, no uid) and the request’s text', async () => {
    await seedBookablePgs();
    await seedStudentProfile('lead-student', 'Asha Verma');
    await adminDb().collection(COLLECTIONS.users).doc('lead-student').set({ coachingId: 'allen' }, { merge: true });
    const created = await book(t.student);
    const id = created.booking.id;
    expect(created.booking).toMatchObject({ ownerUid: 'owner-a', ownerLanguage: 'en', studentCoachingId: 'allen' });
    // An unpaid hold is not a request yet: no lead and no text to the owner.
    expect(await leadOf(id)).toBeUndefined();
    expect(await ownerTexts(id)).toEqual([]);

    await pay(t.student, created);
    const lead = await leadOf(id);
    const paid = (await adminDb().collection(COLLECTIONS.bookings).doc(id).get()).get('updatedAt') as string;
    expect(lead).toEqual({
      ownerUid: 'owner-a',
      pgId: PG_ID,
      pgName: 'Shanti Girls PG',
      roomLabel: 'Double sharing · AC',
      room: { sharing: 'double', ac: true },
      visitDate: bookingBody().visitDate,
      visitSlot: '11:00',
      scheduledAt: null,
      status: 'pending_visit',
      firstName: 'Asha',
      coachingId: 'allen',
      createdAt: created.booking.createdAt,
      updatedAt: paid,
    });
    expectNothingPrivate(lead, 'lead-student');
    const texts = await ownerTexts(id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ toUid: 'owner-a', toPhone: null, audience: 'owner', template: 'token_paid', language: 'en' });
    expect(texts[0]!.text).toContain('new visit request for Shanti Girls PG: Asha asks about Double sharing · AC');
    expectNothingPrivate({ text: texts[0]!.text, params: texts[0]!.params }, 'lead-student');
  });

  test('a refused booking (a full room) writes no lead', async () => {
    await seedBookablePgs();
    await seedStudentProfile('lead-student', 'Asha Verma');
    const before = await bookingState();
    const res = await api('POST', '/bookings', { token: t.student, body: bookingBody({ roomId: 'room-full' }) });
    expect(res.status).toBe(409);
    expect(await bookingState()).toEqual(before);
  });
});

describe('the desks’ transitions keep the lead in step and text the owner', () => {
  beforeEach(async () => {
    await seedPgWithRooms('pg-1', [room('r1', 2)]);
  });

  test('schedule, move, visit done, checklist, confirm — each changes the lead; the owner gets scheduled, moved and moved-in texts in Hindi', async () => {
    await seedBooking(testBooking('b1', { ownerUid: 'owner-1', ownerLanguage: 'hi', studentCoachingId: 'allen', room: { sharing: 'double', ac: true } }));
    const at = visitIn(2);
    expect((await post('/bookings/b1/schedule', 'bt', { visitAt: at })).status).toBe(200);
    expect(await leadOf('b1')).toMatchObject({ status: 'visit_scheduled', scheduledAt: at, ownerUid: 'owner-1', firstName: 'Asha', coachingId: 'allen' });
    let texts = await ownerTexts('b1');
    expect(texts.map((m) => m.template)).toEqual(['visit_scheduled']);
    expect(texts[0]).toMatchObject({ toUid: 'owner-1', toPhone: null, language: 'hi' });
    expect(texts[0]!.text).toContain('विज़िट तय हुई');
    expect(texts[0]!.text).toContain('डबल शेयरिंग · AC');
    expectNothingPrivate({ text: texts[0]!.text, params: texts[0]!.params });

    // A repeat with the same time and escort changes nothing and sends nothing.
    expect((await post('/bookings/b1/schedule', 'bt', { visitAt: at, escortUid: 'bt-1' })).body.changed).toBe(false);
    expect(await ownerTexts('b1')).toHaveLength(1);

    const later = visitIn(3, '15:00');
    expect((await post('/bookings/b1/schedule', 'bt', { visitAt: later, escortUid: 'bt-1' })).status).toBe(200);
    expect((await leadOf('b1'))?.scheduledAt).toBe(later);
    texts = await ownerTexts('b1');
    expect(texts.map((m) => m.template).sort()).toEqual(['visit_rescheduled', 'visit_scheduled']);

    // The visit is made to have happened, then the move-in desk confirms.
    await adminDb().collection(COLLECTIONS.bookings).doc('b1').update({ 'visit.at': visitIn(-0.1) });
    expect((await post('/bookings/b1/visit-done', 'bt')).status).toBe(200);
    expect((await leadOf('b1'))?.status).toBe('visit_done');
    expect((await api('PUT', '/bookings/b1/checklist', { token: t.mt, body: { checklist: ALL_TICKED } })).status).toBe(200);
    expect((await post('/bookings/b1/confirm', 'mt')).status).toBe(200);
    expect((await leadOf('b1'))?.status).toBe('confirmed');
    texts = await ownerTexts('b1');
    const moved = texts.find((m) => m.template === 'confirmed');
    expect(moved?.text).toContain('शिफ़्ट हो गए हैं');
    expect(texts).toHaveLength(3);
    expectNothingPrivate(await leadOf('b1'));
  });

  test('a cancelled scheduled visit tells the owner; a cancelled unpaid hold neither texts nor shows them anything (they never heard of it)', async () => {
    const visit = { at: visitIn(2), escortUid: 'bt-1', escortName: 'Ravi Kumar', escortPhone: '+919800000001' };
    await seedBooking(testBooking('b1', { ownerUid: 'owner-1', status: 'visit_scheduled', visit }));
    expect((await post('/bookings/b1/cancel', 'bt', { reason: 'pg_mismatch', note: 'Photos were old' })).status).toBe(200);
    expect(await leadOf('b1')).toMatchObject({ status: 'cancelled', scheduledAt: visit.at });
    const texts = await ownerTexts('b1');
    expect(texts.map((m) => m.template)).toEqual(['cancelled']);
    expect(texts[0]!.text).toContain('visit cancelled at Saraswati Girls Hostel: Asha (Double sharing · AC) will not come on');
    expect(texts[0]!.text).not.toContain('Photos were old');

    const pending = testBooking('b2', { ownerUid: 'owner-1', status: 'pending', timeline: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z', by: 'student', note: null }] });
    await seedBooking({ ...pending, payment: { ...pending.payment, status: 'unpaid', paidAt: null, paymentId: null } });
    await cancelBooking({ uid: 'student-1', role: null }, 'b2', 'student_cancelled', null);
    expect(await leadOf('b2')).toBeUndefined();
    expect(await ownerTexts('b2')).toEqual([]);
  });

  test('a booking made before bookings knew their owner gets no lead and sends the owner nothing', async () => {
    await seedBooking(testBooking('b1'));
    expect((await post('/bookings/b1/schedule', 'bt', { visitAt: visitIn(2) })).status).toBe(200);
    expect(await leadOf('b1')).toBeUndefined();
    expect(await ownerTexts('b1')).toEqual([]);
  });
});

describe('the student’s account deletion', () => {
  test('anonymises the owner’s lead with the booking (first name "Former student", no coaching); idempotent', async () => {
    await seedBooking(testBooking('b1', { ownerUid: 'owner-1', studentCoachingId: 'allen', status: 'cancelled' }));
    await adminDb().collection(COLLECTIONS.ownerLeads).doc('b1').set({ ownerUid: 'owner-1', firstName: 'Asha', coachingId: 'allen', status: 'cancelled' });
    await seedBooking(testBooking('b2', { studentCoachingId: 'allen', status: 'cancelled' })); // no owner: no lead
    expect(await anonymiseBookingsOfStudent('student-1', 'tomb-1', Date.now())).toBe(2);
    expect(await leadOf('b1')).toMatchObject({ ownerUid: 'owner-1', firstName: FORMER_STUDENT, coachingId: null, status: 'cancelled' });
    expect(await leadOf('b2')).toBeUndefined();
    expect((await adminDb().collection(COLLECTIONS.bookings).doc('b1').get()).get('studentCoachingId')).toBeNull();
    await anonymiseBookingsOfStudent('tomb-1', 'tomb-2', Date.now());
    expect((await leadOf('b1'))?.firstName).toBe(FORMER_STUDENT);
  });
});
