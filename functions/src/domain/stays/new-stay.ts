// The stay a confirmed move-in makes (docs/decisions/207-stays-notice-and-exit.md), as data: pure, so the demo seed
// (scripts/seed/stays.ts) writes its stays exactly as the confirmation does.
import { firstNameOf } from '@kotastay/shared/schemas/owner-lead';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { addDays, billingDayOf, nextBillingDate, type StayContactsDoc, type StayDoc } from '@kotastay/shared/schemas/stay';
import type { Language } from '@kotastay/shared/language';
import type { SHARING_TYPES } from '@kotastay/shared/vocabulary';

/** What the move-in confirmation knows when it makes the stay (the booking, the listing as read, its owner). */
export type NewStayInput = {
  booking: {
    id: string;
    studentUid: string;
    studentName: string;
    studentPhone: string;
    parentPhone: string;
    language?: Language | undefined;
    pgId: string;
    pgName: string;
    areaName: string;
    roomId: string;
    roomLabel: string;
    room?: { sharing: (typeof SHARING_TYPES)[number]; ac: boolean } | undefined;
    rentInr: number;
    tokenInr: number;
  };
  ownerUid: string | null;
  /** The listing's monthly extras (monthlyExtrasInr of its charges), null when it states none. */
  extrasInr: number | null;
  maintenanceInrPerYear: number | null;
};


/** The stay a confirmed move-in makes: active from today (Kota), the first month paid, the token credited. */
export function newStay({ booking: b, ownerUid, extrasInr, maintenanceInrPerYear }: NewStayInput, nowMs: number): { stay: StayDoc; contacts: StayContactsDoc } {
  const at = new Date(nowMs).toISOString();
  const startDate = kotaDate(nowMs);
  const billingDay = billingDayOf(startDate);
  const extras = extrasInr ?? 0;
  return {
    stay: {
      id: b.id,
      bookingId: b.id,
      studentUid: b.studentUid,
      studentFirstName: firstNameOf(b.studentName),
      ownerUid,
      pgId: b.pgId,
      pgName: b.pgName,
      areaName: b.areaName,
      roomId: b.roomId,
      roomLabel: b.roomLabel,
      room: b.room ?? null,
      rentInr: b.rentInr,
      extrasInr: extras,
      monthlyTotalInr: b.rentInr + extras,
      maintenanceInrPerYear,
      depositInr: 0,
      tokenCreditedInr: b.tokenInr,
      startDate,
      billingDay,
      paidThroughDate: addDays(nextBillingDate(startDate, billingDay), -1),
      language: b.language ?? 'en',
      status: 'active',
      notice: null,
      statement: null,
      endedAt: null,
      timeline: [{ status: 'active', at, by: 'team' }],
      createdAt: at,
      updatedAt: at,
    },
    contacts: { studentUid: b.studentUid, studentName: b.studentName, studentPhone: b.studentPhone, parentPhone: b.parentPhone },
  };
}
