// The visit form as a student uses it: problems show beside their fields only after "Book", full slots cannot be
// picked, and what was typed stays when the server refuses.
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { bookableDates, type SlotsResponse } from '@kotastay/shared/schemas/booking';
import type { PgDetail } from '@kotastay/shared/schemas/pg';
import { loadAllStrings } from '../../../i18n';
import { bookingKeys } from '../api/bookings-api';
import { emptyBookingForm, type BookingField, type BookingFormValues } from '../lib/booking-form';
import { BookingForm } from './booking-form';

const NOW = Date.now();
const DAY = bookableDates(NOW)[2]!;
const pg = {
  id: 'pg1',
  name: 'Shree Residency',
  rooms: [
    { id: 'r1', sharing: 'double', ac: true, rentInr: 9000, depositInr: 0, bedsTotal: 4, bedsAvailable: 2, attachedBathroom: true },
    { id: 'r2', sharing: 'single', ac: false, rentInr: 12000, depositInr: 0, bedsTotal: 2, bedsAvailable: 0, attachedBathroom: true },
  ],
} as unknown as PgDetail;
const slots: SlotsResponse = {
  pgId: 'pg1',
  date: DAY,
  slots: [
    { slot: '10:00', available: false, reason: 'full' },
    { slot: '11:00', available: true, reason: null },
  ],
};

beforeAll(async () => {
  await loadAllStrings();
});
afterEach(cleanup);

function Harness({ serverErrors = {}, onSubmit }: { serverErrors?: Partial<Record<BookingField, string>>; onSubmit(v: BookingFormValues): void }) {
  const [values, setValues] = useState(emptyBookingForm({ phone: '+919876543210' }));
  return (
    <BookingForm
      pg={pg}
      values={values}
      onChange={setValues}
      serverErrors={serverErrors}
      problem={null}
      busy={null}
      nowMs={NOW}
      onSubmit={() => onSubmit(values)}
    />
  );
}

function renderForm(props: Parameters<typeof Harness>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bookingKeys.slots('pg1', DAY), slots);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const book = () => fireEvent.click(screen.getByRole('button', { name: /Book and pay ₹499/ }));

describe('BookingForm', () => {
  test('shows every problem beside its field on Book, and sends nothing', () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    expect(screen.queryByText('Pick a room option.')).toBeNull();
    book();
    expect(screen.getByText('Pick a room option.')).toBeTruthy();
    expect(screen.getByText('Pick a date.')).toBeTruthy();
    expect(screen.getByText('Pick a time slot.')).toBeTruthy();
    expect(screen.getByText('Enter a parent’s mobile number.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // The student's own number is the signed-in one, shown read-only (decision 191): typing does not change it.
    const own = screen.getByLabelText(/Your mobile number/) as HTMLInputElement;
    expect(own.value).toBe('9876543210');
    expect(own.readOnly).toBe(true);
    expect(screen.getByText(/The number you signed in with/)).toBeTruthy();
  });

  test('a room without beds and a full slot cannot be picked; the parent must not be the student', () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    expect((screen.getByTestId('room-r2') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('room-r1'));
    fireEvent.click(screen.getByTestId(`date-${DAY}`));
    expect((screen.getByTestId('slot-10:00') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('slot-10:00').textContent).toContain('Full');
    fireEvent.click(screen.getByTestId('slot-11:00'));
    fireEvent.change(screen.getByLabelText(/A parent’s mobile number/), { target: { value: '+91 98765 43210' } });
    book();
    expect(screen.getByText('Enter a parent’s number, not your own.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/A parent’s mobile number/), { target: { value: '91234 56780' } });
    book();
    expect(onSubmit).toHaveBeenCalledWith({
      roomId: 'r1',
      visitDate: DAY,
      visitSlot: '11:00',
      studentPhone: '9876543210',
      parentPhone: '9123456780',
      note: '',
      askParent: false,
    });

    // "Ask my parent to approve" (decision 150): the button says what happens, and the choice is sent.
    fireEvent.click(screen.getByLabelText('Ask my parent to approve before I pay'));
    expect(screen.getByRole('button', { name: 'Send to my parent for approval' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send to my parent for approval' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ askParent: true, parentPhone: '9123456780' }));
  });

  test('the server’s field messages show on their fields', () => {
    renderForm({ onSubmit: vi.fn(), serverErrors: { parentPhone: 'This number cannot receive messages.' } });
    expect(screen.getByText('This number cannot receive messages.')).toBeTruthy();
  });
});
