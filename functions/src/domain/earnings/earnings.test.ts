// Pure parts of earnings (docs/decisions/215-owner-earnings-and-payouts.md): the statement's sums, commission, the
// fresh-OTP check, the 1 MiB bound of a statement from the real limit, which payouts provider the configuration
// picks, and what the RazorpayX adapter sends (the idempotency key header, our account, the fund account).
import { describe, expect, test } from 'vitest';
import { STATEMENT_MAX_ENTRIES, carriedInr, commissionInr, computeStatement, statementNumber } from '@kotastay/shared/schemas/earnings';
import { isFreshSignIn } from '../kyc/payout-account';
import { payoutOutcome } from './payouts-gateway';
import { payoutsFromEnv } from './payouts-config';
import { razorpayPayouts, toProviderPayout } from './payouts-razorpay';

describe('statements', () => {
  test('opening + credits + debits = closing; payable is the closing when positive; a negative closing is carried', () => {
    expect(computeStatement(-300, [{ amountInr: 499 }, { amountInr: 11_001 }, { amountInr: -3_000 }])).toEqual({ openingInr: -300, creditsInr: 11_500, debitsInr: -3_000, closingInr: 8_200, payableInr: 8_200 });
    expect(computeStatement(0, [{ amountInr: -500 }])).toMatchObject({ closingInr: -500, payableInr: 0 });
    expect(carriedInr(-500)).toBe(-500);
    expect(carriedInr(8_200)).toBe(0);
    expect(statementNumber('2026', 42)).toBe('KS-S-2026-000042');
  });

  test('commission: whole rupees rounded down, none at 0 %', () => {
    expect(commissionInr(11_001, 10)).toBe(1_100);
    expect(commissionInr(499, 0)).toBe(0);
    expect(commissionInr(-100, 10)).toBe(0);
  });

  test('a statement of the most entries it may hold stays well under Firestore’s 1 MiB document limit', () => {
    const long = (n: number) => 'x'.repeat(n);
    const entry = { id: long(60), kind: 'commission', amountInr: -1_000_000, firstName: long(80), roomLabel: long(80), pgName: long(80), rentMonth: '2026-11', receiptNo: 'KS-R-2026-000001', at: new Date().toISOString() };
    // Firestore's size: each field name + 1, each string + 1, 8 per number, 32 per document plus its name.
    const fieldBytes = Object.entries(entry).reduce((s, [k, v]) => s + k.length + 1 + (typeof v === 'string' ? v.length + 1 : 8), 0);
    const bytes = 32 + 200 + STATEMENT_MAX_ENTRIES * fieldBytes;
    expect(bytes).toBeLessThan(1_048_576 * 0.8);
  });
});

describe('a bank change needs a fresh OTP', () => {
  const now = 1_800_000_000_000;
  test('a sign-in within 5 minutes passes; older, absent or from the future does not', () => {
    expect(isFreshSignIn(now / 1000 - 60, now)).toBe(true);
    expect(isFreshSignIn(now / 1000 - 300, now)).toBe(true);
    expect(isFreshSignIn(now / 1000 - 301, now)).toBe(false);
    expect(isFreshSignIn(undefined, now)).toBe(false);
    expect(isFreshSignIn(now / 1000 + 3600, now)).toBe(false);
  });
});

describe('the payouts provider', () => {
  test('chosen by the payment gateway’s configuration: local only inside the emulators; RazorpayX only with every key and our account', () => {
    expect(payoutsFromEnv({}, true)?.provider).toBe('local');
    expect(payoutsFromEnv({ PAYMENTS_PROVIDER: 'local' }, false)).toBeNull();
    expect(payoutsFromEnv({}, false)).toBeNull();
    const keys = { PAYMENTS_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(payoutsFromEnv(keys, false)).toBeNull();
    expect(payoutsFromEnv({ ...keys, PAYOUTS_ACCOUNT_NUMBER: '7878780080316316' }, false)?.provider).toBe('razorpay');
  });

  test('RazorpayX: POST /v1/payouts from our account with X-Payout-Idempotency; a contact then a bank fund account', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const path = new URL(url).pathname;
      const body = path.endsWith('/contacts') ? { id: 'cont_1' } : path.endsWith('/fund_accounts') ? { id: 'fa_1' } : { id: 'pout_1', amount: 850_000, status: 'queued', notes: { statementId: 'o_2026-10' } };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as unknown as typeof fetch;
    const x = razorpayPayouts({ keyId: 'k', keySecret: 's', webhookSecret: 'w', accountNumber: '7878780080316316' }, fake);
    expect(await x.createFundAccount({ ownerUid: 'o', accountHolderName: 'Ramesh', accountNumber: '123456781234', ifsc: 'SBIN0001234' })).toBe('fa_1');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ contact_id: 'cont_1', account_type: 'bank_account', bank_account: { name: 'Ramesh', ifsc: 'SBIN0001234', account_number: '123456781234' } });
    const p = await x.createPayout({ fundAccountId: 'fa_1', amountPaise: 850_000, idempotencyKey: 'KS-S-2026-000001-1', referenceId: 'KS-S-2026-000001', notes: { statementId: 'o_2026-10' } });
    expect(p).toMatchObject({ payoutId: 'pout_1', status: 'queued' });
    const req = calls[2]!;
    expect(req.url).toBe('https://api.razorpay.com/v1/payouts');
    expect((req.init.headers as Record<string, string>)['X-Payout-Idempotency']).toBe('KS-S-2026-000001-1');
    expect(JSON.parse(String(req.init.body))).toMatchObject({ account_number: '7878780080316316', fund_account_id: 'fa_1', amount: 850_000, currency: 'INR', reference_id: 'KS-S-2026-000001' });
  });

  test('statuses: processed is final, failed/reversed/rejected/cancelled moved no money, the rest are in flight', () => {
    expect(payoutOutcome('processed')).toBe('processed');
    expect(payoutOutcome('reversed')).toBe('reversed');
    for (const s of ['failed', 'rejected', 'cancelled'] as const) expect(payoutOutcome(s)).toBe('failed');
    for (const s of ['queued', 'pending', 'processing'] as const) expect(payoutOutcome(s)).toBe('processing');
    expect(toProviderPayout({ id: 'p', amount: 1, status: 'failed', status_details: { description: 'Beneficiary bank offline' } })).toMatchObject({ failureReason: 'Beneficiary bank offline' });
  });
});
