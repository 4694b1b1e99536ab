import { describe, expect, test } from 'vitest';
import { EMPTY_CHECKLIST, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { MESSAGE_TEMPLATES, bookingParams, kotaTimeLabel, refundSentence, visitTimeLabel } from './messages';
import { MESSAGE_TEMPLATES_HI } from './messages-hi';

const booking = (over: Partial<BookingDoc> = {}): BookingDoc => ({
  id: 'b1',
  studentUid: 's1',
  studentName: 'Asha Verma',
  studentPhone: '+919876543210',
  parentPhone: '+919123456789',
  note: '',
  pgId: 'pg1',
  pgName: 'Shanti Girls PG',
  areaId: 'talwandi',
  areaName: 'Talwandi',
  pgAddress: 'Plot 4, Talwandi',
  roomId: 'r1',
  roomLabel: 'Double sharing · AC',
  rentInr: 9000,
  visitDate: '2026-11-24',
  visitSlot: '11:00',
  status: 'pending_visit',
  tokenInr: 499,
  holdExpiresAt: '2026-11-23T10:15:00.000Z',
  payment: {
    status: 'paid',
    provider: 'local',
    orderId: 'order_1',
    paymentId: 'pay_1',
    paidAt: '2026-11-23T10:05:00.000Z',
    receiptNo: 'KS-20261123-4F7Q',
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
  timeline: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:05:00.000Z',
  ...over,
});

describe('booking messages', () => {
  test('times are Kota time, short', () => {
    expect(kotaTimeLabel(Date.parse('2026-11-24T05:30:00Z'))).toBe('Tue 24 Nov, 11:00');
    expect(visitTimeLabel(booking())).toBe('Tue 24 Nov, 11:00');
    // Once scheduled, the desk's time wins over the requested slot.
    const scheduled = booking({
      visit: { at: '2026-11-24T10:00:00+05:30', escortUid: 'e1', escortName: 'Ravi', escortPhone: '+919000000001' },
    });
    expect(visitTimeLabel(scheduled)).toBe('Tue 24 Nov, 10:00');
    expect(MESSAGE_TEMPLATES.visit_scheduled.parent(bookingParams(scheduled))).toBe(
      "KotaStay: Asha Verma's visit to Shanti Girls PG is on Tue 24 Nov, 10:00 with our escort Ravi (+919000000001).",
    );
  });

  test('the receipt names the receipt number, the amount and the payment', () => {
    const text = MESSAGE_TEMPLATES.payment_receipt.parent(bookingParams(booking()));
    expect(text).toContain('KS-20261123-4F7Q');
    expect(text).toContain('₹499');
    expect(text).toContain('pay_1');
    expect(text).toContain('Mon 23 Nov, 15:35');
  });

  test('a cancellation says what happens to the token', () => {
    expect(
      refundSentence(booking({ refund: { state: 'initiated', amountInr: 499, refundId: null, at: '' } })),
    ).toContain('refunded');
    expect(refundSentence(booking({ payment: { ...booking().payment, status: 'kept' } }))).toContain('not refunded');
    expect(refundSentence(booking({ payment: { ...booking().payment, status: 'unpaid' } }))).toBe(
      'Nothing was charged.',
    );
    const text = MESSAGE_TEMPLATES.cancelled.student(
      bookingParams(
        booking({
          status: 'cancelled',
          cancelReason: 'pg_mismatch',
          refund: { state: 'processed', amountInr: 499, refundId: 'rfnd_1', at: '' },
        }),
      ),
    );
    expect(text).toContain('The PG did not match its listing');
    expect(text.length).toBeLessThan(320);
  });
});

describe('booking messages in Hindi (a booking made on a Hindi page)', () => {
  test('every template has the same audiences in Hindi as in English', () => {
    for (const [template, renders] of Object.entries(MESSAGE_TEMPLATES))
      expect(Object.keys(MESSAGE_TEMPLATES_HI[template as keyof typeof MESSAGE_TEMPLATES_HI]).sort(), template).toEqual(
        Object.keys(renders).sort(),
      );
  });

  test('the parameters are Hindi: Kota time with Hindi day and month, the cancel reason, the refund, the defaults', () => {
    const b = booking({
      language: 'hi',
      studentName: '',
      status: 'cancelled',
      cancelReason: 'room_taken',
      refund: {
        amountInr: 499,
        status: 'pending',
        refundId: null,
        provider: 'local',
        requestedAt: '2026-11-23T11:00:00.000Z',
        processedAt: null,
        error: null,
      } as never,
    });
    const p = bookingParams(b);
    expect(p.time).toMatch(/[\u0900-\u097F]/);
    expect(p.time).toContain('24');
    expect(p.time).toContain('11:00');
    expect(p.reason).toBe('कमरा किसी और को मिल गया');
    expect(p.refund).toBe('आपका ₹499 का टोकन उसी तरीक़े में वापस भेजा जा रहा है जिससे पेमेंट हुआ था।');
    expect(p.student).toBe('छात्र');
    expect(p.escort).toBe('हमारी टीम');
    const text = MESSAGE_TEMPLATES_HI.cancelled.parent(p);
    expect(text).toContain('Shanti Girls PG');
    expect(text).toContain('कारण: कमरा किसी और को मिल गया');
  });

  test('a booking without a language (made before there was one) keeps English', () => {
    const p = bookingParams(booking({ cancelReason: 'room_taken' }));
    expect(p.reason).toBe('The room went to someone else');
    expect(p.time).toBe(kotaTimeLabel(visitTimeLabelMs()));
  });
});

const visitTimeLabelMs = () => Date.parse('2026-11-24T11:00:00+05:30');
describe('parent approval texts (decision 150)', () => {
  test('the request is a fixed text with the link and the deadline only (decision 191); the answers go to the student only', () => {
    const params = { ...bookingParams(booking({ status: 'pending' })), deadline: 'Mon 23 Nov, 22:15', link: 'https://kotastay.in/family/link/abc' };
    expect(MESSAGE_TEMPLATES.parent_approval_request.parent(params)).toBe(
      'KotaStay: a student has asked you to approve a PG visit booking. To see it and answer, open https://kotastay.in/family/link/abc and sign in with this number by Mon 23 Nov, 22:15.',
    );
    for (const templates of [MESSAGE_TEMPLATES, MESSAGE_TEMPLATES_HI]) {
      const text = templates.parent_approval_request.parent(params) + templates.parent_update.parent();
      expect(text).not.toMatch(/Asha|Shanti|Talwandi|499/);
    }
    expect(Object.keys(MESSAGE_TEMPLATES.parent_approval_request)).toEqual(['parent']);
    expect(Object.keys(MESSAGE_TEMPLATES.parent_approved)).toEqual(['student']);
    expect(Object.keys(MESSAGE_TEMPLATES.parent_declined)).toEqual(['student']);
    expect(MESSAGE_TEMPLATES.parent_approved.student({ ...params, holdUntil: 'Mon 23 Nov, 12:15' })).toContain('Pay the ₹499 token by Mon 23 Nov, 12:15');
  });
});
