// The desk's "Record a no-show?" says what will happen (decision 011, shared/src/booking-refunds.ts): the first
// no-show offers a free reschedule, a second keeps the token, and before the visit's time nothing can be recorded.
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { loadAllStrings } from '../../../i18n';
import { NoShowDialog } from './no-show-dialog';

const AT = Date.parse('2026-11-25T11:00:00+05:30');
const booking = (over: Partial<BookingDoc> = {}): BookingDoc =>
  ({
    id: 'b1',
    studentName: 'Asha Verma',
    pgName: 'Shree Residency',
    status: 'visit_scheduled',
    visitDate: '2026-11-25',
    visitSlot: '11:00',
    visit: { at: new Date(AT).toISOString(), escortUid: 'e', escortName: 'Ravi', escortPhone: '+919000000001' },
    freeRescheduleUsed: false,
    tokenInr: 499,
    ...over,
  }) as unknown as BookingDoc;

beforeAll(async () => {
  await loadAllStrings();
});
afterEach(cleanup);

function open(b: BookingDoc, nowMs: number) {
  const onSubmit = vi.fn();
  render(<NoShowDialog booking={b} nowMs={nowMs} busy={false} error={null} onClose={() => undefined} onSubmit={onSubmit} />);
  const outcome = screen.getByTestId('no-show-outcome');
  return { outcome: outcome.dataset.outcome, text: outcome.textContent ?? '', onSubmit };
}

describe('NoShowDialog', () => {
  test('the first no-show offers a free reschedule and sends the booking back to the queue', () => {
    const r = open(booking(), AT + 60_000);
    expect(r.outcome).toBe('free_reschedule');
    expect(r.text).toMatch(/^Offer a free reschedule — the booking goes back to the queue\./);
    const submit = screen.getByRole('button', { name: 'Offer free reschedule' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    submit.click();
    expect(r.onSubmit).toHaveBeenCalledOnce();
  });

  test('a second no-show keeps the token', () => {
    const r = open(booking({ freeRescheduleUsed: true }), AT + 60_000);
    expect(r.outcome).toBe('token_kept');
    expect(r.text).toMatch(/^Token kept\./);
    expect(r.text).toMatch(/₹499 token is kept/);
    expect(screen.getByRole('button', { name: 'Record no-show' }).hasAttribute('disabled')).toBe(false);
  });

  test('before the visit time it explains and cannot be recorded', () => {
    const r = open(booking(), AT - 60_000);
    expect(r.outcome).toBe('visit_not_started');
    expect(r.text).toMatch(/only once that time has passed/);
    expect(screen.getByRole('button', { name: 'Record no-show' }).hasAttribute('disabled')).toBe(true);
  });
});
