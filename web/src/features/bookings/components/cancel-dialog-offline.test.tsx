// Cancelling offline: the dialog says it will not go through until the connection returns and sends nothing;
// a cancel whose request was lost says so instead of a generic error.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { loadAllStrings } from '../../../i18n';
import { setAppCheckTokenProvider } from '../../../lib/api-client';
import { CancelDialog } from './cancel-dialog';

const booking = {
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
} as unknown as BookingDoc;

let online = true;
let fetches: string[];
beforeAll(async () => {
  await loadAllStrings();
  setAppCheckTokenProvider(async () => 'app-check-test');
});
beforeEach(() => {
  online = true;
  fetches = [];
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', (url: string) => {
    fetches.push(url);
    return Promise.reject(new TypeError('Failed to fetch'));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderDialog = (onCancelled = vi.fn()) =>
  render(
    <MemoryRouter>
      <CancelDialog
        booking={booking}
        nowMs={Date.parse('2026-11-24T10:00:00Z')}
        open
        onClose={() => undefined}
        onCancelled={onCancelled}
      />
    </MemoryRouter>,
  );

test('offline: the dialog explains, and confirming sends nothing', () => {
  online = false;
  const onCancelled = vi.fn();
  renderDialog(onCancelled);
  expect(screen.getByTestId('offline-action').textContent).toMatch(/Cancelling needs a connection/);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  expect(fetches).toEqual([]);
  expect(onCancelled).not.toHaveBeenCalled();
});

test('going offline while the dialog is open shows the message at once', () => {
  renderDialog();
  expect(screen.queryByTestId('offline-action')).toBeNull();
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByTestId('offline-action')).toBeTruthy();
});

test('a cancel whose request never got an answer says the connection dropped, not a generic error', async () => {
  renderDialog();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  expect(
    await screen.findByText(/The connection dropped, so we cannot tell whether the booking was cancelled/),
  ).toBeTruthy();
});
