// Shared set-up for the bookings and payments API tests: a public PG with a free and a full room option, students,
// a booking made through the API, and a snapshot of everything bookings write (to prove a refusal wrote nothing).
import { expect } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate, type BookingDoc, type CreateBookingResponse, type TransitionResponse } from '@kotastay/shared/schemas/booking';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import { demoPg, writePgs } from '../../../../scripts/seed/pgs';
import { adminDb } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';

export const PG_ID = 'pg-book-1';
export const HIDDEN_PG_ID = 'pg-book-hidden';
export const FREE_ROOM = 'room-free';
export const FULL_ROOM = 'room-full';

function pgRecord(id: string, visible: boolean): PgRecord {
  const base = demoPg(7);
  const rooms = [
    { ...base.rooms[0]!, id: FREE_ROOM, sharing: 'double' as const, ac: true, bedsTotal: 4, bedsAvailable: 2 },
    { ...base.rooms[0]!, id: FULL_ROOM, sharing: 'single' as const, ac: false, bedsTotal: 2, bedsAvailable: 0 },
  ];
  return {
    ...base,
    id,
    name: visible ? 'Shanti Girls PG' : 'Hidden PG',
    rooms,
    bedsAvailable: 2,
    status: 'published',
    visible,
    verification: { ...base.verification, status: 'verified', verifiedAt: base.verification.verifiedAt ?? base.createdAt },
    ownerId: 'owner-a',
  };
}

export async function seedBookablePgs(): Promise<void> {
  await writePgs({ db: adminDb() }, [pgRecord(PG_ID, true), pgRecord(HIDDEN_PG_ID, false)]);
}

/** Tomorrow, Kota time: its 11:00 slot is always more than 2 hours ahead. */
export const tomorrow = () => kotaDate(Date.now() + 24 * 60 * 60 * 1000);

export const bookingBody = (over: Record<string, unknown> = {}) => ({
  pgId: PG_ID,
  roomId: FREE_ROOM,
  visitDate: tomorrow(),
  visitSlot: '11:00',
  parentPhone: '+91 91234 56789',
  note: 'Coming with my mother.',
  ...over,
});

export async function seedStudentProfile(uid: string, name: string): Promise<void> {
  await adminDb().collection(COLLECTIONS.users).doc(uid).set({ name, phone: '+919876543210', role: null }, { merge: true });
}

export async function book(token: string, over: Record<string, unknown> = {}): Promise<CreateBookingResponse> {
  const res = await api<CreateBookingResponse>('POST', '/bookings', { token, body: bookingBody(over) });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Pays a booking through the local checkout (a signed webhook marks it paid). */
export async function pay(token: string, created: CreateBookingResponse): Promise<void> {
  const res = await api<Record<string, string>>('POST', `/payments/local/orders/${created.order.orderId}/complete`, { token, body: { outcome: 'success' } });
  expect(res.status).toBe(200);
  const v = await api<TransitionResponse>('POST', `/bookings/${created.booking.id}/pay/verify`, { token, body: res.body });
  expect(v.status).toBe(200);
  expect(v.body.booking.status).toBe('pending_visit');
}

export async function bookingDoc(id: string): Promise<BookingDoc> {
  const snap = await adminDb().collection(COLLECTIONS.bookings).doc(id).get();
  return { ...(snap.data() as Omit<BookingDoc, 'id'>), id };
}

export async function auditOf(id: string): Promise<Record<string, unknown>[]> {
  const snap = await adminDb().collection(COLLECTIONS.bookings).doc(id).collection(COLLECTIONS.bookingAudit).get();
  return snap.docs.map((d) => d.data());
}

export async function outboxOf(id: string): Promise<Record<string, unknown>[]> {
  const snap = await adminDb().collection(COLLECTIONS.outbox).where('bookingId', '==', id).get();
  return snap.docs.map((d) => d.data());
}

/**
 * The message a queued text stands for: a parent number that has not proved itself gets `parent_update` in place of
 * any other text (decision 191), with `params.about` naming the message it replaced.
 */
export const kindOf = (m: Record<string, unknown>): string =>
  m.template === 'parent_update' ? String((m.params as Record<string, unknown> | undefined)?.about) : String(m.template);

export async function slotCountOf(date: string, slot = '11:00', pgId = PG_ID): Promise<number> {
  const snap = await adminDb().collection(COLLECTIONS.visitSlots).doc(`${pgId}_${date}_${slot.replace(':', '')}`).get();
  return (snap.get('count') as number | undefined) ?? 0;
}

/** Every document bookings and payments write, with each booking's audit: equal before and after a refusal. */
/** What the outboxDelivery trigger adds to a message while the test runs: not what "nothing written" is about. */
const DELIVERY_FIELDS = ['status', 'provider', 'providerMessageId', 'sentAt', 'error', 'failure', 'attempts', 'claimedAt'];

export async function bookingState(): Promise<Record<string, unknown>> {
  const db = adminDb();
  const state: Record<string, unknown> = {};
  for (const col of [COLLECTIONS.bookings, COLLECTIONS.paymentOrders, COLLECTIONS.paymentEvents, COLLECTIONS.visitSlots, COLLECTIONS.outbox, COLLECTIONS.ownerLeads, COLLECTIONS.meta, COLLECTIONS.refundsPending, COLLECTIONS.localPayments]) {
    for (const doc of (await db.collection(col).get()).docs) {
      const data = doc.data();
      if (col === COLLECTIONS.outbox) for (const f of DELIVERY_FIELDS) delete data[f];
      state[`${col}/${doc.id}`] = data;
      if (col === COLLECTIONS.bookings) {
        for (const a of (await doc.ref.collection(COLLECTIONS.bookingAudit).get()).docs) state[`${col}/${doc.id}/audit/${a.id}`] = a.data();
      }
    }
  }
  return state;
}

/** What the local checkout records when it takes a payment (the local gateway reports it to verify and the reconciler). */
export async function recordPayment(orderId: string, paymentId: string, over: Record<string, unknown> = {}): Promise<void> {
  await adminDb()
    .collection(COLLECTIONS.localPayments)
    .doc(paymentId)
    .set({ paymentId, orderId, amountPaise: 49_900, currency: 'INR', status: 'captured', createdAt: new Date().toISOString(), ...over });
}
