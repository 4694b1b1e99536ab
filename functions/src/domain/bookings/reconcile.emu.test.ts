// Refunds polled and the daily payment reconciliation, against the emulators with the local gateway (which answers
// from what it recorded: local_payments, local_refunds). A refund the gateway took but whose webhook was lost becomes
// final on the sweeper's next poll; one still pending stays so. A day whose payments and refunds match is quiet (no
// ERROR entry, the day's record says ok); every kind of difference is found, logged as an alert-grade entry
// (`alert: 'payment_reconciliation_difference'`) and recorded.
import type * as Logger from 'firebase-functions/logger';
import type { LogEntry } from 'firebase-functions/logger';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { adminDb } from '../../../../test-utils/admin';
import { seedBooking, testBooking } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';

const written = vi.hoisted(() => [] as LogEntry[]);
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof Logger>();
  return { ...actual, write: (e: LogEntry) => written.push(e) };
});

const { setPaymentGatewayForTests } = await import('../payments/config');
const { localGateway, recordLocalPayment, recordLocalRefund } = await import('../payments/local');
const { REFUND_POLL_AFTER_MS, sweepRefunds } = await import('./refunds');
const { RECONCILIATION_ALERT, previousKotaDay, runDailyReconciliation } = await import('./reconcile');

const HOUR = 60 * 60 * 1000;
const booking = async (id: string) => (await adminDb().collection(COLLECTIONS.bookings).doc(id).get()).data() as Omit<BookingDoc, 'id'>;
const alerts = () => written.filter((e) => e.severity === 'ERROR');

beforeEach(async () => {
  await clearFirestore();
  written.length = 0;
  setPaymentGatewayForTests(localGateway());
});
afterEach(() => setPaymentGatewayForTests(null));

/** A cancelled booking whose refund the gateway took (`refundId`) at `atMs`, not yet reported final. */
const refundTaken = (id: string, refundId: string, atMs: number): BookingDoc =>
  testBooking(id, {
    status: 'cancelled',
    payment: { ...testBooking(id).payment, status: 'refund_pending' },
    refund: { state: 'initiated', amountInr: 499, refundId, at: new Date(atMs).toISOString() },
  });

describe('refunds with a gateway id and no final state', () => {
  test('a stuck refund becomes final on the next sweep; a pending one stays; a fresh one is not asked yet', async () => {
    const now = Date.now();
    await seedBooking(refundTaken('b-stuck', 'rfnd_stuck', now - 2 * HOUR));
    await seedBooking(refundTaken('b-pending', 'rfnd_pending', now - 2 * HOUR));
    await seedBooking(refundTaken('b-fresh', 'rfnd_fresh', now - 60_000));
    // What the gateway holds: the first two refunds, one processed (its webhook lost), one still pending.
    await recordLocalRefund({ refundId: 'rfnd_stuck', paymentId: 'pay_b-stuck', amountPaise: 49_900, status: 'processed' });
    await recordLocalRefund({ refundId: 'rfnd_pending', paymentId: 'pay_b-pending', amountPaise: 49_900, status: 'pending' });
    await recordLocalRefund({ refundId: 'rfnd_fresh', paymentId: 'pay_b-fresh', amountPaise: 49_900, status: 'processed' });

    expect(await sweepRefunds(now)).toEqual({ bookingRefunds: 0, duplicateRefunds: 0, polled: 2 });
    expect(await booking('b-stuck')).toMatchObject({ refund: { state: 'processed', refundId: 'rfnd_stuck' }, payment: { status: 'refunded' } });
    expect(await booking('b-pending')).toMatchObject({ refund: { state: 'initiated', refundId: 'rfnd_pending' }, payment: { status: 'refund_pending' } });
    expect(await booking('b-fresh')).toMatchObject({ refund: { state: 'initiated' } });
    // Settled the way the webhook settles: audited.
    const audit = await adminDb().collection(COLLECTIONS.bookings).doc('b-stuck').collection(COLLECTIONS.bookingAudit).get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('refund_processed');

    // Later the fresh one is due too, and the settled one is not asked again.
    expect((await sweepRefunds(now + REFUND_POLL_AFTER_MS)).polled).toBe(2);
    expect(await booking('b-fresh')).toMatchObject({ refund: { state: 'processed' } });
    expect(alerts()).toEqual([]);
  });

  test('a refund the gateway does not know is raised as a stuck-refund alert and left as it is', async () => {
    await seedBooking(refundTaken('b-lost', 'rfnd_nowhere', Date.now() - 2 * HOUR));
    expect((await sweepRefunds(Date.now())).polled).toBe(1);
    expect(await booking('b-lost')).toMatchObject({ refund: { state: 'initiated', refundId: 'rfnd_nowhere' } });
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toMatchObject({ alert: 'refund_stuck', bookingId: 'b-lost', refundId: 'rfnd_nowhere' });
  });
});

describe('daily reconciliation', () => {
  // The Kota day before "now": payments and refunds are placed at its noon.
  const now = Date.parse('2026-11-26T23:30:00.000Z'); // 05:00 on 27 Nov in Kota
  const { day, fromMs, toMs } = previousKotaDay(now);
  const noon = fromMs + 12 * HOUR;
  const iso = (ms: number) => new Date(ms).toISOString();

  const paid = (id: string, over: Partial<BookingDoc> = {}) =>
    testBooking(id, { payment: { ...testBooking(id).payment, paidAt: iso(noon) }, ...over });
  const gatewayPayment = (id: string, amountPaise = 49_900) =>
    recordLocalPayment({ paymentId: `pay_${id}`, orderId: `order_${id}`, amountPaise, currency: 'INR', status: 'captured' }, noon - 60_000);

  /** A booking paid and refunded that day, as we record it (processed) and as the gateway holds it (`atGateway`). */
  async function refundedAtNoon(id: string, refundId: string, atGateway: 'processed' | 'failed'): Promise<void> {
    await seedBooking(
      paid(id, {
        status: 'cancelled',
        payment: { ...testBooking(id).payment, paidAt: iso(noon), status: 'refunded' },
        refund: { state: 'processed', amountInr: 499, refundId, at: iso(noon + HOUR) },
      }),
    );
    await gatewayPayment(id);
    await recordLocalRefund({ refundId, paymentId: `pay_${id}`, amountPaise: 49_900, status: atGateway, createdAtMs: noon + HOUR });
  }

  /** A day where everything matches: two paid bookings, one of them refunded. */
  async function matchingDay(): Promise<void> {
    await seedBooking(paid('b-1'));
    await gatewayPayment('b-1');
    await refundedAtNoon('b-2', 'rfnd_b2', 'processed');
  }

  test('the window is the previous Kota day', () => {
    expect(day).toBe('2026-11-26');
    expect(iso(fromMs)).toBe('2026-11-25T18:30:00.000Z');
    expect(iso(toMs)).toBe('2026-11-26T18:30:00.000Z');
  });

  test('a day that matches is quiet: no ERROR entry, the record says ok', async () => {
    await matchingDay();
    // Outside the window: not compared (a payment of the day before, ours and the gateway's).
    await recordLocalPayment({ paymentId: 'pay_old', orderId: 'order_old', amountPaise: 100, currency: 'INR', status: 'captured' }, fromMs - HOUR);

    const report = await runDailyReconciliation(now);
    expect(report).toMatchObject({ day, gatewayPayments: 2, gatewayRefunds: 1, ourPayments: 2, ourRefunds: 1, differences: [] });
    expect(alerts()).toEqual([]);
    expect(written.find((e) => e.message === 'Payment reconciliation')).toMatchObject({ severity: 'INFO', differences: 0 });
    expect((await adminDb().collection(COLLECTIONS.paymentReconciliations).doc(day).get()).data()).toMatchObject({ ok: true, differences: [] });
  });

  test('every difference is found, raised as an alert and recorded', async () => {
    await matchingDay();
    // The gateway took money we have no record of.
    await recordLocalPayment({ paymentId: 'pay_stray', orderId: 'order_stray', amountPaise: 49_900, currency: 'INR', status: 'captured' }, noon);
    // We think a booking was paid; the gateway has no such payment.
    await seedBooking(paid('b-ghost'));
    // Paid a different amount from the token.
    await seedBooking(paid('b-short'));
    await gatewayPayment('b-short', 39_900);
    // A refund the gateway made that we do not know, and one we say was processed that the gateway says failed.
    await recordLocalRefund({ refundId: 'rfnd_stray', paymentId: 'pay_b-1', amountPaise: 10_000, status: 'processed', createdAtMs: noon });
    await refundedAtNoon('b-3', 'rfnd_b3', 'failed');

    const report = await runDailyReconciliation(now);
    const found = report.differences.map((d) => `${d.kind} ${d.paymentId ?? ''} ${d.refundId ?? ''}`.trim()).sort();
    expect(found).toEqual([
      'payment_amount pay_b-short',
      'payment_not_at_gateway pay_b-ghost',
      'payment_not_recorded pay_stray',
      'refund_not_recorded pay_b-1 rfnd_stray',
      'refund_state pay_b-3 rfnd_b3',
    ]);
    expect(alerts()).toHaveLength(5);
    for (const e of alerts()) expect(e).toMatchObject({ alert: RECONCILIATION_ALERT, day, provider: 'local' });
    expect(alerts().find((e) => (e as { kind?: string }).kind === 'refund_state')).toMatchObject({ bookingId: 'b-3', gateway: 'failed', ours: 'processed' });
    const record = (await adminDb().collection(COLLECTIONS.paymentReconciliations).doc(day).get()).data();
    expect(record).toMatchObject({ ok: false });
    expect(record?.differences).toHaveLength(5);
  });
});
