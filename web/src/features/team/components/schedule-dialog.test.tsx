// The schedule dialog refuses a time outside the visit hours before sending (issue #21: a visit moved to 01:50).
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { kotaDate, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { loadAllStrings } from '../../../i18n';
import type * as DeskApi from '../api/desk-api';
import { ScheduleDialog } from './schedule-dialog';

vi.mock('../api/desk-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DeskApi>()),
  escortsOptions: () => ({ queryKey: ['team', 'escorts'], queryFn: async () => [] }),
}));

const day = kotaDate(Date.now() + 3 * 86_400_000);
const booking = {
  id: 'b1',
  studentName: 'Asha Verma',
  pgName: 'Shree Residency',
  status: 'pending_visit',
  visitDate: day,
  visitSlot: '11:00',
  visit: null,
  freeRescheduleUsed: false,
  tokenInr: 499,
} as unknown as BookingDoc;

beforeAll(async () => {
  await loadAllStrings();
});
afterEach(cleanup);

function openAt(hhmm: string) {
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ScheduleDialog booking={booking} busy={false} error={null} onClose={() => undefined} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[name="visitAt"]')!;
  fireEvent.change(input, { target: { value: `${day}T${hhmm}` } });
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  return onSubmit;
}

describe('ScheduleDialog and the visit hours', () => {
  test('01:50 at night is refused on the field, nothing sent', () => {
    const onSubmit = openAt('01:50');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Visits happen between 10:00 and 18:00 (Kota time). Pick a time in those hours.')).toBeTruthy();
  });

  test('14:30 is sent', () => {
    const onSubmit = openAt('14:30');
    expect(onSubmit).toHaveBeenCalledWith(`${day}T14:30:00+05:30`, undefined);
  });
});
