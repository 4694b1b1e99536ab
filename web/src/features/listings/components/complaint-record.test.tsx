// @vitest-environment jsdom
// The complaint record on the PG page (docs/decisions/217-owner-response-time.md): the owner's usual time to a first
// answer shows only when the API sends it (from 5 owner answers), in the page's language.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ComplaintStatsResponse } from '@kotastay/shared/schemas/complaint';
import i18n from '../../../i18n';
import { screenTestSetup, testQueryClient } from '../lib/render-screen';
import { ComplaintRecord } from './complaint-record';

screenTestSetup();

const base = { pgId: 'pg-1', shown: true, raised: 7, resolved: 5, medianHoursToResolve: 20, windowDays: 365 } as const;

/** Renders the record with the API's answer already in the cache (no request is made: fetch would fail the test). */
function renderWith(stats: ComplaintStatsResponse) {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no request expected')));
  const client = testQueryClient();
  client.setQueryData(['complaint-stats', 'pg-1'], stats);
  render(
    <QueryClientProvider client={client}>
      <ComplaintRecord pgId="pg-1" />
    </QueryClientProvider>,
  );
}

describe('ComplaintRecord: the owner’s response time', () => {
  test('sent (5 or more owner answers): "within 6 hours" for a median of 5.2', () => {
    renderWith({ ...base, medianHoursToOwnerAnswer: 5.2 });
    expect(screen.getByTestId('owner-response').textContent).toBe(
      'The owner usually answers complaints within 6 hours',
    );
  });

  test('not sent (4 owner answers): no line, and nothing about the owner’s time anywhere in the record', () => {
    renderWith({ ...base });
    expect(screen.getByTestId('complaint-record')).toBeTruthy();
    expect(screen.queryByTestId('owner-response')).toBeNull();
    expect(screen.getByTestId('complaint-record').textContent).not.toMatch(/usually answers|within/);
  });

  test('under an hour and in days', () => {
    renderWith({ ...base, medianHoursToOwnerAnswer: 0.5 });
    expect(screen.getByTestId('owner-response').textContent).toBe(
      'The owner usually answers complaints within an hour',
    );
    cleanup();
    renderWith({ ...base, medianHoursToOwnerAnswer: 50 });
    expect(screen.getByTestId('owner-response').textContent).toBe('The owner usually answers complaints within 3 days');
  });

  test('in Hindi: Devanagari with the number, no English word', async () => {
    await i18n.changeLanguage('hi');
    renderWith({ ...base, medianHoursToOwnerAnswer: 5.2 });
    const line = screen.getByTestId('owner-response').textContent ?? '';
    expect(line).toBe('मालिक आम तौर पर 6 घंटे के अंदर शिकायतों का जवाब देते हैं');
    expect(line).not.toMatch(/[A-Za-z]/);
  });
});
