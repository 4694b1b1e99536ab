// Monthly rent (docs/decisions/209-monthly-rent.md) through the Hosting rewrite with the local provider: the move-in
// makes the first month's invoice (the ₹499 token netted); POST /api/stays/{id}/rent/{month}/pay — good input (the
// same open order again), bad input naming the field with nothing written, wrong roles and a demoted member's old
// token, hostile ids; and the payment tests of bookings repeated for rent: Checkout's answer verified (a tampered
// signature, another order, a payment the gateway has not confirmed), the signed webhook (forged, replayed, three at
// once), a double payment refunded, a payment after the stay ended (the "hold" of rent) refunded, and on exit the
// unused days refunded — each with the numbered receipt texted to the student and the parent exactly once.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { rentPeriod, type RentInvoiceDoc, type RentPaidResponse, type RentPayResponse } from '@kotastay/shared/schemas/rent';
import { earliestExitDate, type StayDoc } from '@kotastay/shared/schemas/stay';
import { adminDb } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { localGateway } from '../../domain/payments/local';
import { checkoutSignature, webhookSignature } from '../../domain/payments/signatures';
import { endStay, prepareRent } from '../../domain/stays';
import { movedIn, seedStayWorld, stayTokens, type StayWho } from '../testing/stay-fixtures';
import { deliverWebhook } from '../testing/webhook';

beforeEach(() => setPaymentGatewayForTests(localGateway()));
afterEach(() => setPaymentGatewayForTests(null));

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Who = StayWho;
let token = {} as Record<Who, string>;
const KEY_SECRET = 'local_key_secret';
const WEBHOOK_SECRET = 'local_webhook_secret';
const PARENT = '+919812345679';

const db = () => adminDb();
const MONTH = kotaDate(Date.now()).slice(0, 7);
const invoiceRef = (month = MONTH, stayId = 'b1') => db().collection(COLLECTIONS.stays).doc(stayId).collection(COLLECTIONS.stayRent).doc(month);
const invoice = async (month = MONTH) => (await invoiceRef(month).get()).data() as RentInvoiceDoc | undefined;
const texts = async (template: string) =>
  (await db().collection(COLLECTIONS.outbox).where('template', '==', template).get()).docs.map((d) => d.data() as { audience: string; toPhone: string; text: string });

/** Everything rent writes (invoices, their audit, orders, events, counters, rent texts): equal before and after a refusal. */
async function rentState(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const s of (await db().collection(COLLECTIONS.stays).get()).docs) {
    for (const inv of (await s.ref.collection(COLLECTIONS.stayRent).get()).docs) {
      state[inv.ref.path] = inv.data();
      for (const a of (await inv.ref.collection(COLLECTIONS.rentAudit).get()).docs) state[a.ref.path] = a.data();
    }
  }
  for (const col of [COLLECTIONS.rentOrders, COLLECTIONS.paymentEvents, COLLECTIONS.meta, COLLECTIONS.localRefunds]) {
    for (const d of (await db().collection(col).get()).docs) state[d.ref.path] = d.data();
  }
  state.outbox = (await db().collection(COLLECTIONS.outbox).where('template', '>=', 'rent_').get()).size;
  return state;
}

const call = <T = RentPayResponse & ErrorBody>(method: string, path: string, who: Who | null, body?: unknown) =>
  api<T>(method, path, { ...(who ? { token: token[who] } : {}), ...(body !== undefined ? { body } : {}) });
const pay = (who: Who | null = 'student', month = MONTH, stayId = 'b1') => call('POST', `/stays/${stayId}/rent/${month}/pay`, who);
const verify = (body: unknown, who: Who = 'student', month = MONTH) => call<RentPaidResponse & ErrorBody>('POST', `/stays/b1/rent/${month}/pay/verify`, who, body);
const complete = (orderId: string) =>
  call<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>('POST', `/payments/local/orders/${orderId}/complete`, 'student', { outcome: 'success' });
const signed = (orderId: string, paymentId: string) => ({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, orderId, paymentId) });
/** The local gateway will report this payment of `orderId` (as if Checkout took it). */
const recordPayment = (orderId: string, paymentId: string, amountPaise = 1_100_100) =>
  db().collection(COLLECTIONS.localPayments).doc(paymentId).set({ paymentId, orderId, amountPaise, currency: 'INR', status: 'captured', createdAt: new Date().toISOString() });

function webhookBody(orderId: string, paymentId: string, amount = 1_100_100, currency = 'INR'): string {
  return JSON.stringify({ entity: 'event', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: { id: paymentId, amount, currency, status: 'captured', order_id: orderId } } } });
}
const deliver = (raw: string, eventId: string, signature?: string) => deliverWebhook(raw, eventId, signature ?? webhookSignature(WEBHOOK_SECRET, raw));

beforeAll(async () => {
  token = await stayTokens();
});

beforeEach(async () => {
  await clearFirestore();
  await seedStayWorld();
  // The stay `b1` and its first invoice.
  await movedIn(token.mt);
});

describe('the first month, made at move-in', () => {
  test('the move-in makes the first invoice in its commit: the monthly cost less the ₹499 token, due; no deposit, no phone', async () => {
    const inv = await invoice();
    expect(inv).toMatchObject({ stayId: 'b1', index: 1, totalInr: 11500, tokenCreditInr: 499, amountInr: 11001, status: 'due', orderId: null, receiptNo: null, refunds: [] });
    expect(inv!.periodStart).toBe(kotaDate(Date.now()));
    expect(JSON.stringify(inv)).not.toMatch(/\+91|student-1/);
    // A retried confirmation makes no second invoice.
    expect((await call('POST', '/bookings/b1/confirm', 'admin')).status).toBe(200);
    expect((await db().collection(COLLECTIONS.stays).doc('b1').collection(COLLECTIONS.stayRent).get()).size).toBe(1);
  });
});

describe('POST /api/stays/{id}/rent/{month}/pay', () => {
  test('good: the order for the invoice’s amount (set by the server); the same open order again', async () => {
    const first = await pay();
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ provider: 'local', amountPaise: 1_100_100, currency: 'INR', rent: { stayId: 'b1', month: MONTH } });
    expect(first.body.order.checkoutPath).toBe(`/checkout/local/${first.body.order.orderId}`);
    expect((await invoice())!.orderId).toBe(first.body.order.orderId);
    const again = await pay();
    expect(again.body.order.orderId).toBe(first.body.order.orderId);
    expect((await db().collection(COLLECTIONS.rentOrders).get()).size).toBe(1);
  });

  test('bad input: a month that is not YYYY-MM → 400 naming month; a month with no invoice → 404; nothing written', async () => {
    const before = await rentState();
    for (const month of ['2026-13', 'november', '2026-1']) {
      const res = await pay('student', month);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('month');
    }
    const none = await pay('student', '2020-01');
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('rent_not_found');
    expect(await rentState()).toEqual(before);
  });

  test('wrong role: another student 404; owner, teams, admin, a demoted member 403; signed out 401 — nothing written', async () => {
    const before = await rentState();
    expect((await pay('other')).status).toBe(404);
    for (const who of ['owner', 'bt', 'mt', 'admin', 'mtOld'] as const) expect((await pay(who)).status, who).toBe(403);
    expect((await pay(null)).status).toBe(401);
    expect(await rentState()).toEqual(before);
  });

  test('hostile ids → 400 naming the id, nothing written', async () => {
    const before = await rentState();
    for (const id of ['__x__', '..', 'a%2Fb']) {
      const res = await call('POST', `/stays/${id}/rent/${MONTH}/pay`, 'student');
      expect([400, 404]).toContain(res.status);
      if (res.status === 400) expect(res.body.fields).toHaveProperty('id');
    }
    expect(await rentState()).toEqual(before);
  });
});

describe('paying: the payment tests of bookings, repeated for rent', () => {
  test('the local checkout → paid with receipt KS-R-YYYY-000001, texted once to the student and the parent; verify again changes nothing', async () => {
    const { order } = (await pay()).body;
    const answer = await complete(order.orderId);
    expect(answer.status).toBe(200);
    const res = await verify(answer.body);
    expect(res.status).toBe(200);
    const inv = await invoice();
    const year = kotaDate(Date.now()).slice(0, 4);
    expect(inv).toMatchObject({ status: 'paid', paymentId: answer.body.razorpay_payment_id, receiptNo: `KS-R-${year}-000001` });
    const receipts = await texts('rent_receipt');
    expect(receipts.map((m) => m.audience).sort()).toEqual(['parent', 'student']);
    const parent = receipts.find((m) => m.toPhone === PARENT)!;
    expect(parent.text).toContain(`KS-R-${year}-000001`);
    expect(parent.text).toMatch(/₹11,001 paid by Asha Verma for .+ \(₹11,500 less the ₹499 token\)/);
    // Replayed: the same answer again; paying again is 409 already_paid.
    expect((await verify(answer.body)).body.changed).toBe(false);
    expect((await pay()).status).toBe(409);
    expect(await texts('rent_receipt')).toHaveLength(2);
    const audit = (await invoiceRef().collection(COLLECTIONS.rentAudit).get()).docs.map((d) => d.get('to'));
    expect(audit.filter((to) => to === 'paid')).toHaveLength(1);
  });

  test('a tampered signature → 400 invalid_signature, nothing written; another order → 400 naming razorpay_order_id; bad body names the field', async () => {
    const { order } = (await pay()).body;
    await recordPayment(order.orderId, 'pay_rent_1');
    const before = await rentState();
    const tampered = { ...signed(order.orderId, 'pay_rent_1'), razorpay_signature: checkoutSignature('wrong-secret', order.orderId, 'pay_rent_1') };
    const bad = await verify(tampered);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_signature');
    // The signature of another payment id does not verify this one.
    expect((await verify({ ...signed(order.orderId, 'pay_rent_2'), razorpay_payment_id: 'pay_rent_1' })).status).toBe(400);
    const other = await verify(signed('order_someone_else', 'pay_rent_1'));
    expect(other.status).toBe(400);
    expect(other.body.fields).toHaveProperty('razorpay_order_id');
    const missing = await verify({ razorpay_order_id: order.orderId });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('razorpay_payment_id');
    // Someone else verifying the student's payment: 404, and staff 403.
    expect((await verify(signed(order.orderId, 'pay_rent_1'), 'other')).status).toBe(404);
    expect((await verify(signed(order.orderId, 'pay_rent_1'), 'mt')).status).toBe(403);
    expect(await rentState()).toEqual(before);
    // The real answer then pays it.
    expect((await verify(signed(order.orderId, 'pay_rent_1'))).body.invoice.status).toBe('paid');
  });

  test('a signed answer for a payment the gateway has not confirmed (or of another amount) → 409, nothing written', async () => {
    const { order } = (await pay()).body;
    await recordPayment(order.orderId, 'pay_cheap', 100);
    const before = await rentState();
    const res = await verify(signed(order.orderId, 'pay_unknown'));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('payment_not_confirmed');
    expect((await verify(signed(order.orderId, 'pay_cheap'))).status).toBe(409);
    expect(await rentState()).toEqual(before);
  });

  test('the webhook: forged → 400, nothing written; the same event 3 times (and verify at once) → one payment, one receipt each', async () => {
    const { order } = (await pay()).body;
    const raw = webhookBody(order.orderId, 'pay_wh_1');
    const before = await rentState();
    expect((await deliver(raw, 'evt_forged', webhookSignature('wrong-secret', raw))).status).toBe(400);
    expect((await deliver(webhookBody(order.orderId, 'pay_wh_cheap', 100), 'evt_cheap')).body.outcome).toBe('ignored');
    expect(await rentState()).toEqual({ ...before });
    await recordPayment(order.orderId, 'pay_wh_1');
    const results = await Promise.all([deliver(raw, 'evt_rent_1'), deliver(raw, 'evt_rent_1'), deliver(raw, 'evt_rent_1'), verify(signed(order.orderId, 'pay_wh_1'))]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await invoice()).toMatchObject({ status: 'paid', paymentId: 'pay_wh_1' });
    expect(await texts('rent_receipt')).toHaveLength(2);
    expect((await deliver(raw, 'evt_rent_1')).body.outcome).toBe('duplicate');
    expect((await db().collection(COLLECTIONS.rentOrders).doc(order.orderId).get()).get('status')).toBe('paid');
  });

  test('double pay: a second payment of a paid month is refunded in full (and texted); the first stays paid', async () => {
    const { order } = (await pay()).body;
    expect((await deliver(webhookBody(order.orderId, 'pay_first'), 'evt_first')).body.outcome).toBe('handled');
    expect((await deliver(webhookBody(order.orderId, 'pay_second'), 'evt_second')).body.outcome).toBe('handled');
    const inv = await invoice();
    expect(inv).toMatchObject({ status: 'paid', paymentId: 'pay_first' });
    expect(inv!.refunds).toEqual([expect.objectContaining({ paymentId: 'pay_second', amountInr: 11001, reason: 'duplicate', state: 'processed' })]);
    expect((await db().collection(COLLECTIONS.localRefunds).where('paymentId', '==', 'pay_second').get()).size).toBe(1);
    expect((await texts('rent_refund')).map((m) => m.audience).sort()).toEqual(['parent', 'student']);
    expect(await texts('rent_receipt')).toHaveLength(2);
    // The same second payment again: nothing more.
    expect((await deliver(webhookBody(order.orderId, 'pay_second'), 'evt_second_again')).body.outcome).toBe('handled');
    expect((await invoice())!.refunds).toHaveLength(1);
  });

  test('the "hold" of rent: a payment arriving after the stay ended is refunded in full and the month is void', async () => {
    const { order } = (await pay()).body;
    // The stay ends (notice, then the exit date) before the money arrives.
    const exitDate = earliestExitDate(kotaDate(Date.now()));
    expect((await call('POST', '/stays/b1/notice', 'student', { exitDate })).status).toBe(200);
    expect(await endStay('b1', Date.parse(`${exitDate}T00:10:00+05:30`))).toBe(true);
    expect((await invoice())!.status).toBe('due');
    expect((await deliver(webhookBody(order.orderId, 'pay_late'), 'evt_late')).body.outcome).toBe('handled');
    const inv = await invoice();
    expect(inv).toMatchObject({ status: 'void', paymentId: null, receiptNo: null });
    expect(inv!.refunds).toEqual([expect.objectContaining({ paymentId: 'pay_late', amountInr: 11001, reason: 'stay_ended', state: 'processed' })]);
    expect(await texts('rent_receipt')).toHaveLength(0);
    expect((await pay()).status).toBe(409);
  });

  test('refund on exit: the unused days of the paid month go back, and the final statement states the rent paid up to and the refund', async () => {
    const { order } = (await pay()).body;
    await deliver(webhookBody(order.orderId, 'pay_month1'), 'evt_month1');
    const exitDate = earliestExitDate(kotaDate(Date.now()));
    expect((await call('POST', '/stays/b1/notice', 'student', { exitDate })).status).toBe(200);
    expect(await endStay('b1', Date.parse(`${exitDate}T00:10:00+05:30`))).toBe(true);
    const inv = (await invoice())!;
    const period = rentPeriod({ startDate: inv.periodStart, billingDay: Math.min(Number(inv.periodStart.slice(8, 10)), 28) }, 1);
    const days = Math.round((Date.parse(period.end) - Date.parse(period.start)) / 86_400_000) + 1;
    const unused = Math.round((Date.parse(period.end) - Date.parse(exitDate)) / 86_400_000) + 1;
    const expected = Math.floor((11001 * unused) / days);
    expect(inv.status).toBe('part_refunded');
    expect(inv.refunds).toEqual([expect.objectContaining({ paymentId: 'pay_month1', amountInr: expected, reason: 'unused', state: 'processed' })]);
    const stay = (await db().collection(COLLECTIONS.stays).doc('b1').get()).data() as StayDoc;
    expect(stay.statement).toMatchObject({ unusedRentRefundInr: expected });
    const statement = (await texts('stay_final_statement')).find((m) => m.toPhone === PARENT)!;
    expect(statement.text).toContain(`₹${expected.toLocaleString('en-IN')}`);
    // Ended twice: nothing more.
    expect(await endStay('b1', Date.parse(`${exitDate}T00:20:00+05:30`))).toBe(false);
    expect((await invoice())!.refunds).toHaveLength(1);
  });
});

describe('the refund webhook of a rent refund', () => {
  test('refund.processed settles the invoice’s refund once; another payment, amount or stay is ignored (nothing written)', async () => {
    const refund = { paymentId: 'pay_r', amountInr: 5000, reason: 'unused', state: 'initiated', refundId: 'rfnd_r1', at: new Date().toISOString() };
    await invoiceRef().update({ status: 'part_refunded', paymentId: 'pay_r', refunds: [refund] });
    const body = (over: Record<string, unknown>) =>
      JSON.stringify({ event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_r1', payment_id: 'pay_r', amount: 500_000, notes: { kind: 'rent', stayId: 'b1', month: MONTH }, ...over } } } });
    const before = await rentState();
    expect((await deliver(body({ id: 'rfnd_other', payment_id: 'pay_other' }), 'evt_rf_other')).body.outcome).toBe('ignored');
    expect((await deliver(body({ notes: { kind: 'rent', stayId: 'b-none', month: MONTH } }), 'evt_rf_nostay')).body.outcome).toBe('ignored');
    expect((await deliver(body({ notes: { kind: 'rent', stayId: '..', month: MONTH } }), 'evt_rf_hostile')).body.outcome).toBe('ignored');
    expect(await rentState()).toEqual(before);
    expect((await deliver(body({}), 'evt_rf_1')).body.outcome).toBe('handled');
    expect((await deliver(body({}), 'evt_rf_1')).body.outcome).toBe('duplicate');
    expect((await invoice())!.refunds).toEqual([expect.objectContaining({ refundId: 'rfnd_r1', state: 'processed' })]);
  });
});

describe('the rent job: the next month and the reminder', () => {
  test('the next invoice is made 7 days before its billing day (once), the reminder queued 3 days before (once)', async () => {
    const stay = (await db().collection(COLLECTIONS.stays).doc('b1').get()).data() as StayDoc;
    const second = rentPeriod(stay, 2);
    const at = (date: string) => Date.parse(`${date}T09:00:00+05:30`);
    const day = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    expect(await prepareRent('b1', at(day(second.start, -8)))).toEqual({ made: [], reminded: null });
    expect(await prepareRent('b1', at(day(second.start, -7)))).toEqual({ made: [second.month], reminded: null });
    expect(await prepareRent('b1', at(day(second.start, -6)))).toEqual({ made: [], reminded: null });
    expect(await invoice(second.month)).toMatchObject({ index: 2, amountInr: 11500, tokenCreditInr: 0, status: 'due', dueDate: second.start });
    expect(await prepareRent('b1', at(day(second.start, -3)))).toEqual({ made: [], reminded: second.month });
    expect(await prepareRent('b1', at(day(second.start, -2)))).toEqual({ made: [], reminded: null });
    expect((await texts('rent_reminder')).map((m) => m.audience).sort()).toEqual(['parent', 'student']);
  });
});
