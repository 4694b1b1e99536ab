// Bookings seeded straight into the emulator in the stored BookingDoc shape (shared/src/schemas/booking.ts), for
// tests that start a booking somewhere along its way (a paid token, a visit done) without going through payment.
import { COLLECTIONS } from '@kotastay/shared/collections';
import { EMPTY_CHECKLIST, type BookingDoc } from '@kotastay/shared/schemas/booking';
import type { RoomOption } from '@kotastay/shared/schemas/pg';
import { adminDb } from './admin';

export const ALL_TICKED = {
  roomAllotted: true,
  agreementSigned: true,
  rentReceiptIssued: true,
  studentIdSeen: true,
  parentContactConfirmed: true,
} as const;

/** A booking whose ₹499 token is paid (`pending_visit` unless `over` says otherwise). */
export function testBooking(id: string, over: Partial<BookingDoc> = {}): BookingDoc {
  const at = '2026-11-20T10:00:00.000Z';
  return {
    id,
    studentUid: 'student-1',
    studentName: 'Asha Verma',
    studentPhone: '+919812345678',
    parentPhone: '+919812345679',
    note: '',
    pgId: 'pg-1',
    pgName: 'Saraswati Girls Hostel',
    areaId: 'rajeev-gandhi-nagar',
    areaName: 'Rajeev Gandhi Nagar',
    pgAddress: '12 Rajeev Gandhi Nagar, Kota',
    roomId: 'r1',
    roomLabel: 'Double sharing · AC',
    rentInr: 9000,
    visitDate: '2026-11-24',
    visitSlot: '11:00',
    status: 'pending_visit',
    tokenInr: 499,
    holdExpiresAt: '2026-11-20T10:15:00.000Z',
    payment: {
      status: 'paid',
      provider: 'local',
      orderId: `order_${id}`,
      paymentId: `pay_${id}`,
      paidAt: '2026-11-20T10:05:00.000Z',
      receiptNo: 'KS-20261120-TEST',
      lastError: null,
      attempts: 1,
    },
    refund: null,
    visit: null,
    freeRescheduleUsed: false,
    checklist: { ...EMPTY_CHECKLIST },
    cancelReason: null,
    cancelNote: null,
    creditedInr: 0,
    timeline: [{ status: 'pending_visit', at, by: 'system', note: null }],
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

export async function seedBooking(doc: BookingDoc): Promise<void> {
  const { id, ...data } = doc;
  await adminDb().collection(COLLECTIONS.bookings).doc(id).set(data);
}

export const room = (id: string, bedsAvailable: number, over: Partial<RoomOption> = {}): RoomOption => ({
  id,
  sharing: 'double',
  ac: true,
  rentInr: 9000,
  depositInr: 0,
  bedsTotal: 10,
  bedsAvailable,
  attachedBathroom: true,
  ...over,
});

/** A live listing (only the fields a confirmation reads and derives) and the owner's draft with the same rooms. */
export async function seedPgWithRooms(pgId: string, rooms: RoomOption[]): Promise<void> {
  const db = adminDb();
  await db.collection(COLLECTIONS.pgs).doc(pgId).set({
    id: pgId,
    name: 'Saraswati Girls Hostel',
    rooms,
    bedsAvailable: rooms.reduce((n, r) => n + r.bedsAvailable, 0),
    minRentInr: Math.min(...rooms.map((r) => r.rentInr)),
    maxRentInr: Math.max(...rooms.map((r) => r.rentInr)),
  });
  await db.collection(COLLECTIONS.pgDrafts).doc(pgId).set({ name: 'Saraswati Girls Hostel', ownerId: 'owner-1', rooms });
}
