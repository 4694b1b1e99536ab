// Booking documents in the shape of shared/src/schemas/booking.ts, written with the Admin SDK, for desk tests that
// need several bookings in given states without going through payments.
import {
  EMPTY_CHECKLIST,
  bookableDates,
  kotaDate,
  type BookingDoc,
  type CreateBookingBody,
  type OutboxDoc,
  type SlotsResponse,
} from '@kotastay/shared/schemas/booking';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { isPublicPg, type PgDoc } from '@kotastay/shared/schemas/pg';
import { adminAuth, adminDb } from '../../test-utils/admin';
import { api } from '../../test-utils/api';

/** 'YYYY-MM-DD' in Kota, `days` from today. */
export const kotaDay = (days: number) => kotaDate(Date.now() + days * 86_400_000);

export function bookingDoc(id: string, over: Partial<BookingDoc> = {}): BookingDoc {
  const now = new Date().toISOString();
  return {
    id,
    studentUid: `student-${id}`,
    studentName: 'Aarav Gupta',
    studentPhone: '+919000000001',
    parentPhone: '+919812345678',
    note: '',
    pgId: 'pg-asha',
    pgName: 'Asha Girls PG',
    areaId: 'talwandi',
    areaName: 'Talwandi',
    pgAddress: 'Road 2, Talwandi, Kota',
    roomId: 'r1',
    roomLabel: 'Double sharing · AC',
    rentInr: 9500,
    visitDate: kotaDay(0),
    visitSlot: '16:00',
    status: 'pending_visit',
    tokenInr: 499,
    holdExpiresAt: now,
    payment: {
      status: 'paid',
      provider: 'local',
      orderId: `order_${id}`,
      paymentId: `pay_${id}`,
      paidAt: now,
      receiptNo: `KS-TEST-${id.toUpperCase()}`,
      lastError: null,
      attempts: 1,
    },
    refund: null,
    visit: null,
    freeRescheduleUsed: false,
    checklist: EMPTY_CHECKLIST,
    cancelReason: null,
    cancelNote: null,
    creditedInr: 0,
    timeline: [{ status: 'pending', at: now, by: 'student', note: null }],
    createdAt: now,
    updatedAt: now,
    ...over,
  };
}

export async function seedBookings(docs: BookingDoc[]): Promise<void> {
  const db = adminDb();
  await Promise.all(docs.map((d) => db.collection(COLLECTIONS.bookings).doc(d.id).set(d)));
}

export async function seedOutbox(
  messages: (Partial<OutboxDoc> & Pick<OutboxDoc, 'text' | 'audience'>)[],
): Promise<void> {
  const db = adminDb();
  const base = Date.now();
  await Promise.all(
    messages.map((m, i) =>
      db.collection(COLLECTIONS.outbox).add({
        toUid: null,
        toPhone: '+919812345678',
        channel: 'whatsapp',
        template: 'booking',
        params: {},
        bookingId: null,
        status: 'sent',
        provider: 'local',
        providerMessageId: null,
        error: null,
        attempts: 1,
        sentAt: new Date(base - i * 60_000),
        createdAt: new Date(base - i * 60_000),
        ...m,
      }),
    ),
  );
}

/** A fresh student account (Auth user with this phone number, a complete profile) with no bookings. */
export async function resetStudent(
  uid: string,
  digits: string,
  name: string,
  exam: 'JEE' | 'NEET' = 'NEET',
): Promise<void> {
  await adminAuth()
    .deleteUser(uid)
    .catch(() => undefined);
  await adminAuth().createUser({ uid, phoneNumber: `+91${digits}` });
  const now = new Date().toISOString();
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({
      uid,
      phone: `+91${digits}`,
      name,
      role: null,
      accountType: 'student',
      // 19 years old: an adult, so no parent's consent is asked (decision 203).
      birthDate: '2007-04-12',
      exam,
      coachingId: 'allen',
      gender: 'female',
      isVerifiedPgOwner: false,
      pgListerVerified: false,
      canListPG: false,
      createdAt: now,
      updatedAt: now,
    });
  const old = await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', uid).get();
  await Promise.all(old.docs.map((d) => d.ref.delete()));
}

/** A public seeded PG with a room that has a free bed (seedPgs has run). */
export async function bookableSeededPg(except: readonly string[] = [], also: (p: PgDoc) => boolean = () => true): Promise<PgDoc & { id: string }> {
  // Enough for a narrow `also` (one owner's PGs, 1 in 24 of the seed's) to find one; the first match is the same as
  // with fewer, so other callers' PGs do not change.
  const snap = await adminDb().collection(COLLECTIONS.pgs).where('bedsAvailable', '>', 1).limit(400).get();
  const doc = snap.docs
    .map((d) => ({ ...(d.data() as PgDoc), id: d.id }))
    .find((p) => !except.includes(p.id) && isPublicPg(p) && p.rooms.some((r) => r.bedsAvailable > 0) && also(p));
  if (!doc) throw new Error('no bookable seeded PG');
  return doc;
}

/** A valid booking request for `pgId`, as the booking form sends it: a free room, a free slot three days ahead. */
export async function bookingRequest(
  pgId: string,
  studentDigits: string,
  parentDigits: string,
): Promise<CreateBookingBody> {
  const doc = (await adminDb().collection(COLLECTIONS.pgs).doc(pgId).get()).data() as PgDoc;
  const room = doc.rooms.find((r) => r.bedsAvailable > 0)!;
  const date = bookableDates(Date.now())[3]!;
  const slots = await api<SlotsResponse>('GET', `/bookings/slots?pgId=${pgId}&date=${date}`);
  const slot = slots.body.slots.find((s) => s.available)!.slot;
  return {
    pgId,
    roomId: room.id,
    visitDate: date,
    visitSlot: slot,
    studentPhone: studentDigits,
    parentPhone: parentDigits,
    note: '',
  };
}

/** The first bookable slot of `pgId` from tomorrow on (the API's own answer, so a test never picks a full or past one). */
export async function freeSlot(pgId: string, token: string): Promise<{ date: string; slot: string }> {
  for (const date of bookableDates(Date.now()).slice(1)) {
    const res = await api<SlotsResponse>('GET', `/bookings/slots?pgId=${pgId}&date=${date}`, { token });
    const open = res.body.slots.find((s) => s.available);
    if (open) return { date, slot: open.slot };
  }
  throw new Error('no free slot in the next 14 days');
}

/** A signed-in student books on the PG page's form and pays on the local checkout, ending on /bookings. */
export async function bookOnFormAndPay(
  page: Page,
  b: { pgId: string; roomId: string; date: string; slot: string; parent: string; note?: string },
): Promise<void> {
  await page.goto(`/pg/${b.pgId}`);
  await page.getByTestId('book-visit-bar').getByRole('link', { name: 'Book a Visit' }).click();
  await page.getByRole('heading', { name: 'Book a visit' }).waitFor();
  await page.getByTestId(`room-${b.roomId}`).click();
  await page.getByTestId(`date-${b.date}`).click();
  await page.getByTestId(`slot-${b.slot}`).click();
  await page.getByLabel(/A parent’s mobile number/).fill(b.parent);
  if (b.note) await page.getByLabel(/Note for the team/).fill(b.note);
  await page.getByRole('button', { name: /Book and pay ₹499/ }).click();
  await page.getByTestId('local-checkout-banner').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay ₹499 (success)' }).click();
  await page.waitForURL((url) => url.pathname === '/bookings');
}
