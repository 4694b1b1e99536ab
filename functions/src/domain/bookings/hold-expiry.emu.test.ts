// A list read through a converter, against the emulators: the hold-expiry sweep reads every pending booking whose
// hold has ended through the bookings' schema. One stored booking that does not match it is left out and logged once
// (its path and the field), and the sweep still expires the others (lib/converter.ts `listed`; issue #23).
import type * as Logger from 'firebase-functions/logger';
import type { LogEntry } from 'firebase-functions/logger';
import { beforeEach, expect, test, vi } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminDb } from '../../../../test-utils/admin';
import { seedBooking, testBooking } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';

const written = vi.hoisted(() => [] as LogEntry[]);
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof Logger>();
  return { ...actual, write: (e: LogEntry) => written.push(e) };
});

const { expireHolds } = await import('./cancel');

const bookings = () => adminDb().collection(COLLECTIONS.bookings);

beforeEach(async () => {
  await clearFirestore();
  written.length = 0;
});

test('a malformed booking is left out of the sweep and logged once with its path; the others expire', async () => {
  const now = Date.now();
  const ended = new Date(now - 60_000).toISOString();
  // Unpaid holds that have ended; no payment order exists, so the gateway is not asked.
  const unpaid = (id: string) =>
    testBooking(id, {
      status: 'pending',
      holdExpiresAt: ended,
      payment: { ...testBooking(id).payment, status: 'unpaid', paymentId: null, paidAt: null, receiptNo: null, attempts: 0 },
      timeline: [{ status: 'pending', at: ended, by: 'student', note: null }],
    });
  await seedBooking(unpaid('b-good-1'));
  await seedBooking(unpaid('b-good-2'));
  await seedBooking(unpaid('b-bad'));
  await bookings().doc('b-bad').update({ timeline: 'not a list' });

  expect(await expireHolds(now)).toBe(2);
  for (const id of ['b-good-1', 'b-good-2'])
    expect((await bookings().doc(id).get()).data()).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
  // The malformed one is untouched, and said once, by its path and the field that does not match.
  expect((await bookings().doc('b-bad').get()).get('status')).toBe('pending');
  const errors = written.filter((e) => e.severity === 'ERROR');
  expect(errors).toEqual([
    expect.objectContaining({ path: `${COLLECTIONS.bookings}/b-bad`, issues: [expect.objectContaining({ path: 'timeline' })] }),
  ]);
});
