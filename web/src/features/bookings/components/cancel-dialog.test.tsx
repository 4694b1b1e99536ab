// The student's "Cancel this booking?" says what they get back by the server's own rule
// (shared/src/booking-refunds.ts): notice, a visit time the team changed, the missed visit, the decline window.
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { kotaSlotStartMs, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { loadAllStrings } from '../../../i18n';
import { CancelDialog } from './cancel-dialog';

const HOUR = 3_600_000;
const ASKED = kotaSlotStartMs('2026-11-25', '11:00');
const booking = (over: Partial<BookingDoc> = {}): BookingDoc =>
  ({
    id: 'b1',
    status: 'pending_visit',
    visitDate: '2026-11-25',
    visitSlot: '11:00',
    visit: null,
    freeRescheduleUsed: false,
    tokenInr: 499,
    payment: { status: 'paid' },
    refund: null,
    timeline: [],
    ...over,
  }) as unknown as BookingDoc;
const visit = (atMs: number, changedByTeam: boolean) => ({ at: new Date(atMs).toISOString(), escortUid: 'e', escortName: 'Ravi', escortPhone: '+919000000001', changedByTeam });

beforeAll(async () => {
  await loadAllStrings();
});
afterEach(cleanup);

function textFor(b: BookingDoc, nowMs: number) {
  render(
    <MemoryRouter>
      <CancelDialog booking={b} nowMs={nowMs} open onClose={() => undefined} onCancelled={() => undefined} />
    </MemoryRouter>,
  );
  const el = screen.getByTestId('cancel-refund-text');
  return { refund: el.dataset.refund, ground: el.dataset.ground, text: el.textContent ?? '' };
}

describe('CancelDialog refund text', () => {
  test('with 2 hours’ notice: the full token back', () => {
    expect(textFor(booking(), ASKED - 3 * HOUR)).toMatchObject({ refund: 'full', ground: 'notice', text: expect.stringMatching(/full ₹499 back/) as unknown });
  });

  test('inside the 2 hours of the time the student asked for: kept', () => {
    const b = booking({ status: 'visit_scheduled', visit: visit(ASKED, false) });
    expect(textFor(b, ASKED - HOUR)).toMatchObject({ refund: 'kept', ground: 'late_notice', text: expect.stringMatching(/less than 2 hours away.*kept/) as unknown });
  });

  test('inside the 2 hours of a time the team changed: the full token back, saying why', () => {
    const b = booking({ status: 'visit_scheduled', visit: visit(ASKED + 4 * HOUR, true) });
    const r = textFor(b, ASKED + 3 * HOUR);
    expect(r).toMatchObject({ refund: 'full', ground: 'team_changed' });
    expect(r.text).toMatch(/We changed your visit time, so you get the full ₹499 back/);
  });

  test('after a missed visit, waiting for the free reschedule: kept, and pointed to the reschedule', () => {
    const r = textFor(booking({ freeRescheduleUsed: true }), ASKED - 24 * HOUR);
    expect(r).toMatchObject({ refund: 'kept', ground: 'missed_visit' });
    expect(r.text).toMatch(/one free reschedule.*Call us to pick a new time/);
  });

  test('nothing paid, and declining after the visit', () => {
    expect(textFor(booking({ status: 'pending', payment: { status: 'unpaid' } as BookingDoc['payment'] }), ASKED).text).toMatch(/nothing is charged/);
    cleanup();
    const done = booking({ status: 'visit_done', timeline: [{ status: 'visit_done', at: new Date(ASKED).toISOString(), by: 'team', note: null }] });
    expect(textFor(done, ASKED + HOUR)).toMatchObject({ refund: 'full', ground: 'decline_window' });
  });
});
