// A payment webhook whose signature does not verify is refused and logged with `alert: 'payment_verification_failed'`,
// the field the deploy's log-based metric of that name matches (scripts/lib/deploy-monitoring.mjs); a good one is not.
import type * as Logger from 'firebase-functions/logger';
import type { LogEntry } from 'firebase-functions/logger';
import { afterEach, expect, test, vi } from 'vitest';

const written = vi.hoisted(() => [] as LogEntry[]);
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof Logger>();
  return { ...actual, write: (e: LogEntry) => written.push(e) };
});

const { setPaymentGatewayForTests } = await import('../payments/config');
const { localGateway } = await import('../payments/local');
const { webhookSignature } = await import('../payments/signatures');
const { processWebhook } = await import('./payment-webhook');

afterEach(() => setPaymentGatewayForTests(null));

test('a webhook with a bad signature: refused, one alert-grade entry', async () => {
  setPaymentGatewayForTests(localGateway());
  const body = JSON.stringify({ event: 'payment.captured', payload: {} });
  await expect(processWebhook(body, 'forged', 'evt_1')).rejects.toMatchObject({ code: 'invalid_signature' });
  expect(written.filter((e) => (e as { alert?: string }).alert === 'payment_verification_failed')).toEqual([
    expect.objectContaining({ severity: 'WARNING', source: 'webhook', eventId: 'evt_1' }),
  ]);
  written.length = 0;
  // Correctly signed (but without an event id): refused for that, and no verification alert.
  await expect(processWebhook(body, webhookSignature(localGateway().webhookSecret, body), undefined)).rejects.toBeTruthy();
  expect(written.filter((e) => (e as { alert?: string }).alert === 'payment_verification_failed')).toEqual([]);
});
