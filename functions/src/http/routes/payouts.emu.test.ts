// An owner's earnings and payouts (docs/decisions/215-owner-earnings-and-payouts.md) with the local providers: the
// ledger written by the transactions that move the money (the token credited at move-in, a month's rent, the unused
// days refunded on exit), statements that add up, a payout sent exactly once under 10 parallel triggers, the signed
// payout webhook (tampered: nothing changes; replayed: once), a bank change that holds payouts for 24 hours with a
// text to the owner, and the routes' good, bad, wrong-role and hostile inputs.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { PAYOUT_HOLD_MS, type LedgerEntryDoc, type PayoutDoc, type StatementDoc } from '@kotastay/shared/schemas/earnings';
import { earliestExitDate } from '@kotastay/shared/schemas/stay';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { apiUrl, clearFirestore } from '../../../../test-utils/emulators';
import { localPayouts, makeStatement, payoutWebhookBody, previousMonth, runPayouts, sendPayout, setPayoutsGatewayForTests, writeLedgerInTx, type PayoutsGateway } from '../../domain/earnings';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { localGateway } from '../../domain/payments/local';
import { webhookSignature } from '../../domain/payments/signatures';
import { endStay } from '../../domain/stays';
import { db as fdb } from '../../lib/admin';
import { movedIn, seedStayWorld, stayTokens, type StayWho } from '../testing/stay-fixtures';
import { deliverWebhook } from '../testing/webhook';

const SECRET = 'local_webhook_secret';
const OWNER = 'owner-1';
const db = () => adminDb();
const MONTH = kotaDate(Date.now()).slice(0, 7);
let token = {} as Record<StayWho, string>;

type ErrorBody = { error: string; fields?: Record<string, string> };

/** A month's first instant (Kota) plus `days` days, as epoch ms. */
const inMonth = (month: string, days = 0) => Date.parse(`${month}-01T10:00:00+05:30`) + days * 86_400_000;
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

const ledger = async () => (await db().collection(COLLECTIONS.ownerLedger).get()).docs.map((d) => ({ id: d.id, ...(d.data() as LedgerEntryDoc) }));
const payout = async (id: string) => (await db().collection(COLLECTIONS.ownerPayouts).doc(id).get()).data() as PayoutDoc | undefined;
const localPayoutCount = async () => (await db().collection(COLLECTIONS.localPayouts).get()).size;

/** Everything earnings write: equal before and after a refusal. */
async function earningsState(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const col of [COLLECTIONS.ownerLedger, COLLECTIONS.ownerStatements, COLLECTIONS.ownerPayouts, COLLECTIONS.payoutEvents, COLLECTIONS.localPayouts, COLLECTIONS.kyc, COLLECTIONS.kycPrivate]) {
    for (const d of (await db().collection(col).get()).docs) state[d.ref.path] = d.data();
  }
  state.outbox = (await db().collection(COLLECTIONS.outbox).where('template', '==', 'payout_bank_changed').get()).size;
  return state;
}

/** The owner's verified KYC with a bank account (what the admin's approval leaves). */
async function verifiedOwner(accountNumber = '123456781234'): Promise<void> {
  await db().collection(COLLECTIONS.kyc).doc(OWNER).set({ uid: OWNER, status: 'approved', language: 'en', bank: { accountHolderName: 'Ramesh Kumar', accountNumberLast4: accountNumber.slice(-4), ifsc: 'SBIN0001234' } });
  await db().collection(COLLECTIONS.kycPrivate).doc(OWNER).set({ bank: { accountHolderName: 'Ramesh Kumar', accountNumber, ifsc: 'SBIN0001234' } });
}

/** Ledger entries through the one writer, at `nowMs` (as the money's transactions write them). */
async function credit(key: string, kind: 'token_credited' | 'rent' | 'refund', amountInr: number, nowMs: number, percent = 0): Promise<void> {
  await fdb().runTransaction(async (tx) => {
    writeLedgerInTx(tx, { key, ownerUid: OWNER, pgId: 'pg-1', pgName: 'Shanti PG', stayId: 's1', kind, amountInr, firstName: 'Asha', roomLabel: 'Room 1', rentMonth: null, receiptNo: null }, nowMs, percent);
  });
}

/** A payout of ₹`amount` for a month already over: a statement made from one rent entry. */
async function payableStatement(amount = 10_000): Promise<string> {
  const month = previousMonth(MONTH);
  await credit(`rent_s1_${month}`, 'rent', amount, inMonth(month, 3));
  const { statement } = await makeStatement(OWNER, month);
  expect(statement.payableInr).toBe(amount);
  return `${OWNER}_${month}`;
}

/** The local payouts provider, counting the payouts asked of it. */
function countingPayouts(): PayoutsGateway & { asked: () => number } {
  const inner = localPayouts(SECRET);
  let n = 0;
  return {
    ...inner,
    createPayout: (input) => {
      n++;
      return inner.createPayout(input);
    },
    asked: () => n,
  };
}

const deliverPayoutWebhook = async (raw: string, signature: string, eventId: string) => {
  const res = await fetch(`${apiUrl}/payouts/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId }, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & ErrorBody };
};

beforeAll(async () => {
  token = await stayTokens();
});

beforeEach(async () => {
  setPaymentGatewayForTests(localGateway());
  setPayoutsGatewayForTests(localPayouts(SECRET));
  await clearFirestore();
  await seedStayWorld();
  await verifiedOwner();
});
afterEach(() => {
  setPaymentGatewayForTests(null);
  setPayoutsGatewayForTests(null);
});

describe('the ledger, written by the money’s own transactions', () => {
  test('move-in credits the token; the rent paid and the unused days refunded on exit each make one entry — first name and room, no phone', async () => {
    await movedIn(token.mt);
    let entries = await ledger();
    expect(entries).toEqual([expect.objectContaining({ id: 'token_b1', ownerUid: OWNER, kind: 'token_credited', amountInr: 499, month: MONTH, rentMonth: MONTH })]);
    // A retried confirmation writes no second entry.
    expect((await api('POST', '/bookings/b1/confirm', { token: token.admin })).status).toBe(200);
    expect(await ledger()).toHaveLength(1);

    const pay = await api<{ order: { orderId: string } }>('POST', `/stays/b1/rent/${MONTH}/pay`, { token: token.student });
    const raw = JSON.stringify({ entity: 'event', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: { id: 'pay_m1', amount: 1_100_100, currency: 'INR', status: 'captured', order_id: pay.body.order.orderId } } } });
    expect((await deliverWebhook(raw, 'evt_m1', webhookSignature(SECRET, raw))).status).toBe(200);
    // The same webhook again: still one rent entry.
    await deliverWebhook(raw, 'evt_m1', webhookSignature(SECRET, raw));
    await deliverWebhook(raw, 'evt_m1_again', webhookSignature(SECRET, raw));
    entries = await ledger();
    expect(entries.filter((e) => e.kind === 'rent')).toEqual([expect.objectContaining({ id: `rent_b1_${MONTH}`, amountInr: 11001, receiptNo: expect.stringMatching(/^KS-R-\d{4}-\d{6}$/) })]);

    const exitDate = earliestExitDate(kotaDate(Date.now()));
    expect((await api('POST', '/stays/b1/notice', { token: token.student, body: { exitDate } })).status).toBe(200);
    const exitMs = Date.parse(`${exitDate}T00:10:00+05:30`);
    expect(await endStay('b1', exitMs)).toBe(true);
    expect(await endStay('b1', exitMs + 60_000)).toBe(false);
    entries = await ledger();
    const refunds = entries.filter((e) => e.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountInr).toBeLessThan(0);
    expect(refunds[0]!.month).toBe(exitDate.slice(0, 7));
    for (const e of entries) {
      expect(e).toMatchObject({ firstName: expect.any(String), roomLabel: expect.any(String) });
      expect(JSON.stringify(e)).not.toMatch(/\+91|98\d{8}|student-1/);
    }

    // The statements of the months it spans add up: each closing = opening + its entries; a negative one is carried.
    const months = [...new Set(entries.map((e) => e.month))].sort();
    const after = inMonth(nextMonth(months.at(-1)!), 2);
    const made: StatementDoc[] = [];
    for (let m = months[0]!; m <= months.at(-1)!; m = nextMonth(m)) made.push((await makeStatement(OWNER, m, after)).statement);
    const total = entries.reduce((s, e) => s + e.amountInr, 0);
    expect(made.reduce((s, st) => s + st.entries.reduce((a, e) => a + e.amountInr, 0), 0)).toBe(total);
    for (const [i, st] of made.entries()) {
      expect(st.closingInr).toBe(st.openingInr + st.entries.reduce((a, e) => a + e.amountInr, 0));
      expect(st.openingInr).toBe(i === 0 ? 0 : Math.min(0, made[i - 1]!.closingInr));
      expect(st.statementNo).toBe(`KS-S-${kotaDate(after).slice(0, 4)}-${String(i + 1).padStart(6, '0')}`);
    }
  }, 120_000);
});

describe('statements', () => {
  test('a statement for a month with a token and a refund adds up (opening carried, commission at the configured rate, payable)', async () => {
    const prev = previousMonth(previousMonth(MONTH));
    const month = previousMonth(MONTH);
    // The month before ended ₹300 below zero (a refund beyond its credits): carried as the opening balance.
    await credit('refund_s0_x_pay0', 'refund', -300, inMonth(prev, 4));
    await makeStatement(OWNER, prev);
    // This month: the token credited, a month's rent, the unused days refunded — commission at 10 %.
    await credit('token_s1', 'token_credited', 499, inMonth(month, 1), 10);
    await credit(`rent_s1_${month}`, 'rent', 11_001, inMonth(month, 2), 10);
    await credit(`refund_s1_${month}_pay1`, 'refund', -3_000, inMonth(month, 20), 10);
    // Written again (a retried transaction, a replayed webhook): nothing twice.
    await credit('token_s1', 'token_credited', 499, inMonth(month, 1), 10);
    const { statement: st, made } = await makeStatement(OWNER, month);
    expect(made).toBe(true);
    expect(st.entries.map((e) => [e.kind, e.amountInr])).toEqual([
      ['token_credited', 499],
      ['commission', -49],
      ['rent', 11_001],
      ['commission', -1_100],
      ['refund', -3_000],
      ['commission', 300],
    ]);
    expect(st).toMatchObject({ openingInr: -300, creditsInr: 499 + 11_001 + 300, debitsInr: -49 - 1_100 - 3_000, closingInr: -300 + 499 - 49 + 11_001 - 1_100 - 3_000 + 300, payableInr: 7_351 });
    expect(st.statementNo).toMatch(/^KS-S-\d{4}-000002$/);
    expect(await payout(`${OWNER}_${month}`)).toMatchObject({ amountInr: 7_351, state: 'pending', attempt: 1, idempotencyKey: `${st.statementNo}-1` });
    // Made once: a second run answers the same statement and makes no second number or payout.
    const again = await makeStatement(OWNER, month);
    expect(again).toMatchObject({ made: false, statement: { statementNo: st.statementNo } });
    expect((await db().collection(COLLECTIONS.ownerPayouts).get()).size).toBe(1);
    // A month not yet over has no statement.
    await expect(makeStatement(OWNER, MONTH)).rejects.toMatchObject({ code: 'month_not_over' });
  });
});

describe('payouts', () => {
  test('a payout is sent once under 10 parallel triggers, then processed by the provider’s signed webhook', async () => {
    const id = await payableStatement();
    const provider = countingPayouts();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => sendPayout(id, Date.now(), provider)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'busy' || o === 'done')).toHaveLength(9);
    expect(provider.asked()).toBe(1);
    expect(await localPayoutCount()).toBe(1);
    expect(await payout(id)).toMatchObject({ state: 'processing', attempt: 1, providerPayoutId: expect.stringMatching(/^pout_local_/), accountLast4: '1234' });
    // 10 whole runs at once (statements, sends, the local provider processing, reconciliation): still one payout.
    const runs = await Promise.all(Array.from({ length: 10 }, () => runPayouts(Date.now(), provider)));
    expect(provider.asked()).toBe(1);
    expect(runs.reduce((s, r) => s + r.localProcessed, 0)).toBe(1);
    expect(await payout(id)).toMatchObject({ state: 'processed', processedAt: expect.any(String) });
    expect((await db().collection(COLLECTIONS.payoutEvents).get()).size).toBe(1);
  }, 120_000);

  test('10 parallel admin triggers through the API: one payout at the provider', async () => {
    const id = await payableStatement();
    const res = await Promise.all(Array.from({ length: 10 }, () => api<{ sent: number }>('POST', '/admin/payouts/run', { token: token.admin, body: {} })));
    expect(res.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(res.reduce((s, r) => s + r.body.sent, 0)).toBe(1);
    expect(await localPayoutCount()).toBe(1);
    expect(await payout(id)).toMatchObject({ state: 'processed', attempt: 1 });
    // Ten runs through the one API function queue behind each other on a busy machine.
  }, 120_000);

  test('a tampered payout webhook changes nothing; the genuine one settles it once; a replay is a duplicate', async () => {
    const id = await payableStatement();
    expect(await sendPayout(id)).toBe('sent');
    const p = (await payout(id))!;
    const genuine = payoutWebhookBody({ payoutId: p.providerPayoutId!, amountPaise: 1_000_000, status: 'processed', failureReason: null, notes: { statementId: id, idempotencyKey: p.idempotencyKey, month: p.month } });
    const signature = webhookSignature(SECRET, genuine);
    const before = await earningsState();
    for (const [raw, sig] of [
      [genuine.replace('"status":"processed"', '"status":"reversed"'), signature],
      [genuine.replace('1000000', '9000000'), signature],
      [genuine, webhookSignature('not-the-secret', genuine)],
      [genuine, ''],
    ] as const) {
      const res = await deliverPayoutWebhook(raw, sig, 'evt_p1');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_signature');
    }
    expect(await earningsState()).toEqual(before);
    // Signed but about no payout of ours (hostile ids in the notes, or another payout id): acknowledged, nothing written.
    for (const statementId of ['__x__', '..', 'a/b', `${OWNER}_1999-01`]) {
      const raw = payoutWebhookBody({ payoutId: p.providerPayoutId!, amountPaise: 1_000_000, status: 'processed', failureReason: null, notes: { statementId } });
      const res = await deliverPayoutWebhook(raw, webhookSignature(SECRET, raw), `evt_h_${statementId.length}`);
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe('ignored');
    }
    expect(await earningsState()).toEqual(before);
    // No event id: 400 naming it.
    expect((await deliverPayoutWebhook(genuine, signature, '')).body.fields).toHaveProperty('x-razorpay-event-id');
    const ok = await deliverPayoutWebhook(genuine, signature, 'evt_p1');
    expect(ok).toMatchObject({ status: 200, body: { outcome: 'handled' } });
    expect(await payout(id)).toMatchObject({ state: 'processed' });
    const replay = await deliverPayoutWebhook(genuine, signature, 'evt_p1');
    expect(replay.body.outcome).toBe('duplicate');
    expect((await db().collection(COLLECTIONS.payoutEvents).get()).size).toBe(1);
  });

  test('a payout the bank refuses fails, and the next run sends it again with a new idempotency key', async () => {
    await verifiedOwner('123456780000');
    const id = await payableStatement();
    await runPayouts();
    expect(await payout(id)).toMatchObject({ state: 'failed', attempt: 1, failureReason: expect.any(String) });
    await verifiedOwner('123456781234');
    await runPayouts();
    expect(await payout(id)).toMatchObject({ state: 'processed', attempt: 2, idempotencyKey: expect.stringMatching(/-2$/) });
  });
});

describe('PUT /api/owner/bank', () => {
  const good = { accountHolderName: 'Ramesh Kumar', accountNumber: '998877665544', accountNumberConfirm: '998877665544', ifsc: 'hdfc0001234' };

  test('a bank change holds payouts for 24 hours and texts the owner', async () => {
    const id = await payableStatement();
    const t0 = Date.now();
    const res = await api<{ holdUntil: string; accountLast4: string; ifsc: string }>('PUT', '/owner/bank', { token: token.owner, body: good });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accountLast4: '5544', ifsc: 'HDFC0001234' });
    const holdUntil = Date.parse(res.body.holdUntil);
    expect(holdUntil - t0).toBeGreaterThanOrEqual(PAYOUT_HOLD_MS - 5_000);
    expect(holdUntil - t0).toBeLessThanOrEqual(PAYOUT_HOLD_MS + 60_000);
    const kyc = (await db().collection(COLLECTIONS.kyc).doc(OWNER).get()).data()!;
    expect(kyc.bank).toEqual({ accountHolderName: 'Ramesh Kumar', accountNumberLast4: '5544', ifsc: 'HDFC0001234' });
    expect(JSON.stringify(kyc)).not.toContain('998877665544');
    const texts = (await db().collection(COLLECTIONS.outbox).where('template', '==', 'payout_bank_changed').get()).docs.map((d) => d.data());
    expect(texts).toEqual([expect.objectContaining({ toUid: OWNER, audience: 'owner', text: expect.stringContaining('5544') })]);
    // Held: nothing is sent during the 24 hours, by the payout itself or by a whole run.
    expect(await sendPayout(id, Date.now())).toBe('held');
    expect((await runPayouts(holdUntil - 60_000)).sent).toBe(0);
    expect(await localPayoutCount()).toBe(0);
    expect(await payout(id)).toMatchObject({ state: 'pending' });
    // After the hold, to the new account.
    expect(await sendPayout(id, holdUntil + 1_000)).toBe('sent');
    expect(await payout(id)).toMatchObject({ state: 'processing', accountLast4: '5544' });
  });

  test('bad input names the field; nothing written', async () => {
    const before = await earningsState();
    for (const [body, field] of [
      [{ ...good, accountNumber: '12ab' }, 'accountNumber'],
      [{ ...good, accountNumberConfirm: '111111111' }, 'accountNumberConfirm'],
      [{ ...good, ifsc: 'XX' }, 'ifsc'],
      [{ ...good, accountHolderName: '' }, 'accountHolderName'],
      [{ ...good, role: 'admin' }, 'role'],
    ] as const) {
      const res = await api<ErrorBody>('PUT', '/owner/bank', { token: token.owner, body });
      expect(res.status, field).toBe(400);
      expect(res.body.fields, field).toHaveProperty(field);
    }
    expect(await earningsState()).toEqual(before);
  });

  test('wrong role: students, the teams, admins, a demoted owner 403; signed out 401; an owner not verified 409 — nothing written', async () => {
    const before = await earningsState();
    for (const who of ['student', 'bt', 'mt', 'admin', 'mtOld'] as const) expect((await api('PUT', '/owner/bank', { token: token[who], body: good })).status, who).toBe(403);
    expect((await api('PUT', '/owner/bank', { body: good })).status).toBe(401);
    // A demoted owner: the token still says pg_owner, users/{uid} no longer does.
    const demoted = await userWithRole('owner-old', 'pg_owner', '+919800000215');
    await db().collection(COLLECTIONS.users).doc('owner-old').set({ name: 'Someone', phone: '+919800000215' });
    expect((await api('PUT', '/owner/bank', { token: demoted, body: good })).status).toBe(403);
    expect(await earningsState()).toEqual(before);
    await db().collection(COLLECTIONS.kyc).doc(OWNER).update({ status: 'submitted' });
    const unverified = await earningsState();
    expect((await api<ErrorBody>('PUT', '/owner/bank', { token: token.owner, body: good })).body.error).toBe('not_verified');
    expect(await earningsState()).toEqual(unverified);
  });

  test('a sign-in older than 5 minutes is refused: the OTP must be fresh — nothing written', async () => {
    const [h, p] = token.owner.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const stale = `${h}.${Buffer.from(JSON.stringify({ ...claims, auth_time: Math.floor(Date.now() / 1000) - 600 })).toString('base64url')}.`;
    const before = await earningsState();
    const res = await api<ErrorBody>('PUT', '/owner/bank', { token: stale, body: good });
    expect([401, 403]).toContain(res.status);
    if (res.status === 403) expect(res.body.error).toBe('otp_not_fresh');
    expect(await earningsState()).toEqual(before);
  });
});

describe('POST /api/admin/payouts/run', () => {
  test('wrong role 403 (owner, student, teams, demoted), signed out 401; bad input names the field — nothing written', async () => {
    await payableStatement();
    const before = await earningsState();
    for (const who of ['owner', 'student', 'bt', 'mt', 'mtOld'] as const) expect((await api('POST', '/admin/payouts/run', { token: token[who], body: {} })).status, who).toBe(403);
    expect((await api('POST', '/admin/payouts/run', { body: {} })).status).toBe(401);
    const bad = await api<ErrorBody>('POST', '/admin/payouts/run', { token: token.admin, body: { ownerUid: '../x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('ownerUid');
    expect(await earningsState()).toEqual(before);
  });
});
