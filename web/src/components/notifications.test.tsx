// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NotificationsProvider, useNotify } from './notifications';
import type { Notification } from './notifications';

function Trigger({ items }: { items: Notification[] }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => items.forEach((n) => notify(n))}>
      go
    </button>
  );
}

async function showAndSettle(items: Notification[]) {
  render(
    <NotificationsProvider>
      <Trigger items={items} />
    </NotificationsProvider>,
  );
  fireEvent.click(screen.getByText('go'));
  // The toast component is lazily loaded on the first notification.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  test('only one notification is visible: a second one replaces the first', async () => {
    await showAndSettle([
      { title: 'OTP Sent', text: 'A verification code has been sent to your phone', variant: 'success' },
      { title: 'Invalid OTP', text: 'Please enter the 6-digit verification code', variant: 'destructive' },
    ]);
    expect(await screen.findByText('Invalid OTP')).toBeTruthy();
    expect(screen.queryByText('OTP Sent')).toBeNull();
    // destructive → an assertive alert with MUI's error styling
    const alert = screen.getByRole('alert');
    expect(alert.className).toMatch(/Error/);
    expect(alert.textContent).toContain('Please enter the 6-digit verification code');
  });

  test('success shows as a status with success styling', async () => {
    await showAndSettle([
      { title: 'Verification Successful', text: 'Your phone number has been verified', variant: 'success' },
    ]);
    const status = await screen.findByRole('status');
    expect(status.className).toMatch(/Success/);
    expect(status.textContent).toContain('Your phone number has been verified');
  });

  test('disappears after the default 5000 ms, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await showAndSettle([{ title: 'Saved', variant: 'info' }]);
    expect(await screen.findByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  test('useNotify outside the provider is a programming error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger items={[]} />)).toThrow(/NotificationsProvider/);
    spy.mockRestore();
  });
});
