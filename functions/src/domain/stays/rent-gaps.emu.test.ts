// Rent's gaps closed by decision 211 (docs/decisions/211-rent-gaps.md), against the emulators with the local gateway.
// The daily payment reconciliation: a month the student paid at the gateway whose webhook never came (and whose
// Checkout never verified) is settled through the rent code's one way to paid — receipt, audit, texts — and is then
// ours, not a difference; a run again changes nothing; a second payment found the same way is refunded in full.
// The refund sweeper: an exit refund of unused days the gateway could not take is asked again (same key) once old
// enough, and one it took but never reported final is polled and settled; a sweep again changes nothing.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { RENT_INVOICE_LEAD_DAYS, periodIndexOn, rentPeriod, type RentInvoiceDoc } from '@kotastay/shared/schemas/rent';
import { adminDb } from '../../../../test-utils/admin';
import { clearFirestore } from '../../../../test-utils/emulators';
import { movedIn, seedStayWorld, stayTokens } from '../../http/testing/stay-fixtures';
import { runDailyReconciliation } from '../bookings/reconcile';
import { setPaymentGatewayForTests } from '../payments/config';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import { localGateway, recordLocalPayment, recordLocalRefund } from '../payments/local';
import { api } from '../../../../test-utils/api';
import { addDays, earliestExitDate, type StayDoc } from '@kotastay/shared/schemas/stay';
import { endStay } from './service';
import { markRentPaid, payRent, prepareRent, sweepRentRefunds } from './rent';

const DAY = 24 * 60 * 60 * 1000;
const MONTH = kotaDate(Date.now()).slice(0, 7);
const invoiceRef = () => adminDb().collection(COLLECTIONS.stays).doc('b1').collection(COLLECTIONS.stayRent).doc(MONTH);
const invoice = async () => (await invoiceRef().get()).data() as RentInvoiceDoc;
const receipts = async () => (await adminDb().collection(COLLECTIONS.outbox).where('template', '==', 'rent_receipt').get()).size;

let mtToken = '';
let studentToken = '';
beforeAll(async () => {
  const tokens = await stayTokens();
  mtToken = tokens.mt;
  studentToken = tokens.student;
});
beforeEach(async () => {
  await clearFirestore();
  setPaymentGatewayForTests(localGateway());
  await seedStayWorld();
  await movedIn(mtToken);
});
afterEach(() => setPaymentGatewayForTests(null));

/** The student opened the month's order and the gateway took `paymentId` on it; nothing reached us. */
async function paidAtGatewayOnly(paymentId: string, amountPaise?: number): Promise<{ orderId: string; amountPaise: number }> {
  const { order } = await payRent({ uid: 'student-1', role: null }, 'b1', MONTH);
  await recordLocalPayment({ paymentId, orderId: order.orderId, amountPaise: amountPaise ?? order.amountPaise, currency: 'INR', status: 'captured' });
  return order;
}

describe('a rent payment whose webhook never came', () => {
  test('is settled by the next reconciliation (receipt, audit, texts), is ours not a difference, and once only', async () => {
    const order = await paidAtGatewayOnly('pay_lost');
    expect(await invoice()).toMatchObject({ status: 'due', paymentId: null });

    const report = await runDailyReconciliation(Date.now() + DAY);
    expect(report).toMatchObject({ rentSettled: 1, differences: [] });
    expect(await invoice()).toMatchObject({ status: 'paid', paymentId: 'pay_lost', orderId: order.orderId, receiptNo: expect.stringMatching(/^KS-R-\d{4}-000001$/) });
    const audit = await invoiceRef().collection(COLLECTIONS.rentAudit).get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('paid_reconcile');
    expect((await adminDb().collection(COLLECTIONS.rentOrders).doc(order.orderId).get()).data()).toMatchObject({ status: 'paid', paymentId: 'pay_lost' });
    expect(await receipts()).toBe(2); // the student and the parent

    // Again (the job re-run for the same day): nothing changes, still no difference.
    const before = await invoice();
    expect(await runDailyReconciliation(Date.now() + DAY)).toMatchObject({ rentSettled: 0, differences: [] });
    expect(await invoice()).toEqual(before);
    expect(await receipts()).toBe(2);
  });

  test('a second payment of a paid month found this way is refunded in full; a payment of another amount is left as a difference', async () => {
    const order = await paidAtGatewayOnly('pay_first');
    await runDailyReconciliation(Date.now() + DAY);
    await recordLocalPayment({ paymentId: 'pay_second', orderId: order.orderId, amountPaise: order.amountPaise, currency: 'INR', status: 'captured' });
    await recordLocalPayment({ paymentId: 'pay_short', orderId: order.orderId, amountPaise: 100, currency: 'INR', status: 'captured' });

    const report = await runDailyReconciliation(Date.now() + DAY);
    expect(report.rentSettled).toBe(1);
    expect(report.differences.map((d) => `${d.kind} ${d.paymentId}`)).toEqual(['payment_not_recorded pay_short']);
    const inv = await invoice();
    expect(inv).toMatchObject({ status: 'paid', paymentId: 'pay_first' });
    expect(inv.refunds).toEqual([expect.objectContaining({ paymentId: 'pay_second', reason: 'duplicate', amountInr: order.amountPaise / 100, state: 'processed' })]);
  });
});

describe('an exit refund of unused days the gateway did not finish', () => {
  const MIN = 60 * 1000;
  /** The month paid, then the stay ended on its earliest exit date with `gateway` answering the refund; the end's time. */
  async function endedWithRefundBy(gateway: PaymentGateway): Promise<number> {
    const { order } = await payRent({ uid: 'student-1', role: null }, 'b1', MONTH);
    await recordLocalPayment({ paymentId: 'pay_m1', orderId: order.orderId, amountPaise: order.amountPaise, currency: 'INR', status: 'captured' });
    await markRentPaid({ orderId: order.orderId, paymentId: 'pay_m1', amountPaise: order.amountPaise, currency: 'INR', source: 'checkout' });
    const exitDate = earliestExitDate(kotaDate(Date.now()));
    expect((await api('POST', '/stays/b1/notice', { token: studentToken, body: { exitDate } })).status).toBe(200);
    setPaymentGatewayForTests(gateway);
    const endMs = Date.parse(`${exitDate}T00:10:00+05:30`);
    expect(await endStay('b1', endMs)).toBe(true);
    setPaymentGatewayForTests(localGateway());
    return endMs;
  }

  test('one the gateway could not take is asked again by the sweeper once old enough, then settled; a sweep again does nothing', async () => {
    const unreachable: PaymentGateway = { ...localGateway(), refund: () => Promise.reject(new GatewayError('timed out', null, null)) };
    const endMs = await endedWithRefundBy(unreachable);
    const stuck = await invoice();
    expect(stuck).toMatchObject({ status: 'part_refunded', refundOpen: true });
    expect(stuck.refunds).toEqual([expect.objectContaining({ reason: 'unused', state: 'initiated', refundId: null })]);

    expect(await sweepRentRefunds(endMs + MIN)).toEqual({ retried: 0, polled: 0, settled: 0 });
    expect(await sweepRentRefunds(endMs + 3 * MIN)).toMatchObject({ retried: 1 });
    const done = await invoice();
    expect(done).toMatchObject({ status: 'part_refunded', refundOpen: false });
    expect(done.refunds).toEqual([expect.objectContaining({ reason: 'unused', amountInr: stuck.refunds[0]!.amountInr, state: 'processed', refundId: expect.any(String) })]);
    expect((await adminDb().collection(COLLECTIONS.localRefunds).get()).size).toBe(1);

    expect(await sweepRentRefunds(endMs + 60 * MIN)).toEqual({ retried: 0, polled: 0, settled: 0 });
    expect(await invoice()).toEqual(done);
  });

  test('one the gateway took but never reported final is polled after 30 minutes and settled as its webhook would', async () => {
    const pending: PaymentGateway = {
      ...localGateway(),
      refund: async (input) => {
        await recordLocalRefund({ refundId: 'rfnd_slow', paymentId: input.paymentId, amountPaise: input.amountPaise, status: 'pending' });
        return { refundId: 'rfnd_slow', amountPaise: input.amountPaise, status: 'pending' };
      },
    };
    const endMs = await endedWithRefundBy(pending);
    expect((await invoice()).refunds).toEqual([expect.objectContaining({ state: 'initiated', refundId: 'rfnd_slow' })]);
    expect(await sweepRentRefunds(endMs + 10 * MIN)).toEqual({ retried: 0, polled: 0, settled: 0 });
    expect(await sweepRentRefunds(endMs + 31 * MIN)).toEqual({ retried: 0, polled: 1, settled: 0 });
    expect((await invoice()).refunds[0]).toMatchObject({ state: 'initiated' });

    await adminDb().collection(COLLECTIONS.localRefunds).doc('rfnd_slow').update({ status: 'processed' });
    expect(await sweepRentRefunds(endMs + 46 * MIN)).toEqual({ retried: 0, polled: 1, settled: 1 });
    expect(await invoice()).toMatchObject({ refundOpen: false, refunds: [expect.objectContaining({ state: 'processed', refundId: 'rfnd_slow' })] });
    const audit = await invoiceRef().collection(COLLECTIONS.rentAudit).get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('refund_processed_polled');
    expect(await sweepRentRefunds(endMs + 61 * MIN)).toEqual({ retried: 0, polled: 0, settled: 0 });
  });
});

describe('the rent job after a pause', () => {
  test('every month missed since the last invoice is made, up to the one 7 days ahead; run again, nothing more', async () => {
    const stay = (await adminDb().collection(COLLECTIONS.stays).doc('b1').get()).data() as StayDoc;
    // The job did not run for about 100 days.
    const later = Date.now() + 100 * DAY;
    const target = periodIndexOn(stay, addDays(kotaDate(later), RENT_INVOICE_LEAD_DAYS));
    expect(target).toBeGreaterThanOrEqual(4);
    const months = Array.from({ length: target - 1 }, (_, i) => rentPeriod(stay, i + 2).month);
    const result = await prepareRent('b1', later);
    expect(result.made).toEqual(months);
    const col = adminDb().collection(COLLECTIONS.stays).doc('b1').collection(COLLECTIONS.stayRent);
    const all = (await col.orderBy('periodStart').get()).docs.map((d) => d.data() as RentInvoiceDoc);
    expect(all.map((i) => [i.index, i.status, i.periodStart])).toEqual([1, ...months.map((_, i) => i + 2)].map((n) => [n, 'due', rentPeriod(stay, n).start]));
    // Back to back: each period starts the day after the one before ends.
    for (let i = 1; i < all.length; i++) expect(all[i]!.periodStart).toBe(addDays(all[i - 1]!.periodEnd, 1));
    const missedAudit = await col.doc(months[0]!).collection(COLLECTIONS.rentAudit).get();
    expect(missedAudit.docs.map((d) => d.get('action'))).toEqual(['invoice_missed_month']);
    expect((await prepareRent('b1', later)).made).toEqual([]);
    expect((await col.get()).size).toBe(target);
  });
});
