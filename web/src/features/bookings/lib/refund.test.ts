import { describe, expect, test } from 'vitest';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { refundIfCancelledNow, refundOutcome } from './refund';

const HOUR = 3_600_000;
const VISIT = Date.parse('2026-11-25T11:00:00+05:30');
const booking = (over: Partial<BookingDoc>): BookingDoc =>
  ({
    status: 'pending_visit',
    visitDate: '2026-11-25',
    visitSlot: '11:00',
    visit: null,
    payment: { status: 'paid' },
    refund: null,
    cancelReason: null,
    timeline: [],
    ...over,
  }) as unknown as BookingDoc;

describe('what cancelling now gives back (decision 011)', () => {
  test('nothing was paid while pending', () => {
    expect(
      refundIfCancelledNow(
        booking({ status: 'pending', payment: { status: 'unpaid' } as BookingDoc['payment'] }),
        VISIT - 48 * HOUR,
      ).refund,
    ).toBe('nothing_paid');
  });
  test('full with at least 2 hours’ notice before the visit, kept inside them', () => {
    expect(refundIfCancelledNow(booking({}), VISIT - 2 * HOUR).refund).toBe('full');
    expect(refundIfCancelledNow(booking({}), VISIT - 2 * HOUR + 1).refund).toBe('kept');
  });
  test('a scheduled visit time wins over the requested slot', () => {
    const visit = {
      at: new Date(VISIT + 5 * HOUR).toISOString(),
      escortUid: 'e',
      escortName: 'R',
      escortPhone: '+919000000000',
    };
    expect(refundIfCancelledNow(booking({ status: 'visit_scheduled', visit }), VISIT).refund).toBe('full');
  });
  test('a visit time the team changed: full even inside the 2 hours (the server’s own rule, with its ground)', () => {
    const visit = {
      at: new Date(VISIT + 5 * HOUR).toISOString(),
      escortUid: 'e',
      escortName: 'R',
      escortPhone: '+919000000000',
      changedByTeam: true,
    };
    expect(refundIfCancelledNow(booking({ status: 'visit_scheduled', visit }), VISIT + 4 * HOUR)).toEqual({
      refund: 'full',
      ground: 'team_changed',
    });
    expect(
      refundIfCancelledNow(
        booking({ status: 'visit_scheduled', visit: { ...visit, changedByTeam: false } }),
        VISIT + 4 * HOUR,
      ),
    ).toEqual({
      refund: 'kept',
      ground: 'late_notice',
    });
  });
  test('declining within 48 hours after the visit is full, later the token is kept', () => {
    const done = booking({
      status: 'visit_done',
      timeline: [{ status: 'visit_done', at: new Date(VISIT).toISOString(), by: 'team', note: null }],
    });
    expect(refundIfCancelledNow(done, VISIT + 48 * HOUR).refund).toBe('full');
    expect(refundIfCancelledNow(done, VISIT + 48 * HOUR + 1).refund).toBe('kept');
  });
});

describe('the refund a cancelled booking shows', () => {
  test('from the refund record and the payment state', () => {
    expect(
      refundOutcome(
        booking({ status: 'cancelled', refund: { state: 'initiated', amountInr: 499, refundId: null, at: '' } }),
      ),
    ).toBe('refund_pending');
    expect(
      refundOutcome(
        booking({ status: 'cancelled', refund: { state: 'processed', amountInr: 499, refundId: 'r', at: '' } }),
      ),
    ).toBe('refunded');
    expect(refundOutcome(booking({ status: 'cancelled', payment: { status: 'kept' } as BookingDoc['payment'] }))).toBe(
      'kept',
    );
    expect(
      refundOutcome(
        booking({
          status: 'cancelled',
          cancelReason: 'hold_expired',
          payment: { status: 'unpaid' } as BookingDoc['payment'],
        }),
      ),
    ).toBe('none_paid');
    expect(
      refundOutcome(booking({ status: 'confirmed', payment: { status: 'credited' } as BookingDoc['payment'] })),
    ).toBe('credited');
    expect(refundOutcome(booking({ status: 'pending_visit' }))).toBeNull();
  });
});
