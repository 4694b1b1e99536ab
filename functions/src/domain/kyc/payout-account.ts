// The owner's bank account as payouts use it (docs/decisions/215-owner-earnings-and-payouts.md): read in the payout's
// transaction (verified? held after a change?), and changed only here — with a fresh OTP, in one transaction with the
// 24-hour payout hold and the text to the owner. The full number stays in kyc_private; kyc/{uid} keeps the last 4.
import type { Transaction } from 'firebase-admin/firestore';
import { FRESH_OTP_MAX_AGE_S, PAYOUT_HOLD_MS, type BankChange } from '@kotastay/shared/schemas/earnings';
import { db } from '../../lib/admin';
import { Conflict, Forbidden, type Actor } from '../errors';
import { enqueueMessage, newTextMessage } from '../messaging';
import { kycPrivateRef, kycRef, serverTime } from './kyc-store';

export type PayoutAccount = {
  verified: boolean;
  /** Payouts wait until then (ISO), after a bank change; null when not held. */
  holdUntil: string | null;
  accountHolderName: string;
  accountNumber: string;
  accountLast4: string;
  ifsc: string;
  /** The provider's fund account for this very account, once made (cleared by a change). */
  fundAccountId: string | null;
};

const s = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The owner's payout account in a transaction, or null when they have no KYC record or no account number. */
export async function readPayoutAccountInTx(tx: Transaction, uid: string): Promise<PayoutAccount | null> {
  const [pub, priv] = await Promise.all([tx.get(kycRef(uid)), tx.get(kycPrivateRef(uid))]);
  const bank = (priv.get('bank') ?? {}) as Record<string, unknown>;
  if (!pub.exists || !s(bank.accountNumber)) return null;
  const hold: unknown = pub.get('payoutHoldUntil');
  return {
    verified: pub.get('status') === 'approved',
    holdUntil: typeof hold === 'string' ? hold : null,
    accountHolderName: s(bank.accountHolderName),
    accountNumber: s(bank.accountNumber),
    accountLast4: s(bank.accountNumber).slice(-4),
    ifsc: s(bank.ifsc),
    fundAccountId: s(priv.get('payoutFundAccountId')) || null,
  };
}

/** Remembers the provider's fund account for the account it was made for (not if the account changed meanwhile). */
export async function rememberFundAccount(uid: string, accountNumber: string, fundAccountId: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const priv = await tx.get(kycPrivateRef(uid));
    const bank = (priv.get('bank') ?? {}) as Record<string, unknown>;
    if (bank.accountNumber === accountNumber) tx.update(kycPrivateRef(uid), { payoutFundAccountId: fundAccountId });
  });
}

export const otpNotFresh = () =>
  new Forbidden('Confirm it is you: enter the OTP sent to your phone again, then save the new account within 5 minutes.', 'otp_not_fresh');

/** Whether an ID token's sign-in (`auth_time`, Unix seconds) is recent enough to change the bank account. */
export const isFreshSignIn = (authTimeS: number | undefined, nowMs: number): boolean =>
  typeof authTimeS === 'number' && nowMs / 1000 - authTimeS <= FRESH_OTP_MAX_AGE_S && authTimeS <= nowMs / 1000 + 60;

const HOLD_TEXT = {
  en: (last4: string) => `KotaStay: your payout bank account was changed to one ending ${last4}. Payouts are held for 24 hours. If you did not do this, call KotaStay at once.`,
  hi: (last4: string) => `KotaStay: आपका भुगतान बैंक खाता बदलकर ${last4} पर ख़त्म होने वाला खाता किया गया। भुगतान 24 घंटे रोके गए हैं। अगर यह आपने नहीं किया, तो तुरंत KotaStay को फ़ोन करें।`,
} as const;

/**
 * The verified owner's new bank account (the caller checked the fresh OTP): kyc/{uid}.bank (last 4 only) and
 * kyc_private/{uid} (the full number) change, the provider's fund account is forgotten, payouts are held for 24 hours
 * from now, and the owner is texted — all in one transaction. Returns when the hold ends.
 */
export async function changeBankAccount(actor: Actor, input: BankChange, nowMs: number): Promise<{ holdUntil: string; accountLast4: string; ifsc: string }> {
  const holdUntil = new Date(nowMs + PAYOUT_HOLD_MS).toISOString();
  const last4 = input.accountNumber.slice(-4);
  await db().runTransaction(async (tx) => {
    const pub = await tx.get(kycRef(actor.uid));
    if (pub.get('status') !== 'approved') throw new Conflict('not_verified', 'Only a verified owner has a payout account to change.');
    const lang = pub.get('language') === 'hi' ? 'hi' : 'en';
    const bank = { accountHolderName: input.accountHolderName, accountNumberLast4: last4, ifsc: input.ifsc };
    tx.update(kycRef(actor.uid), { bank, payoutHoldUntil: holdUntil, bankChangedAt: new Date(nowMs).toISOString(), updatedAt: serverTime() });
    tx.set(
      kycPrivateRef(actor.uid),
      { bank: { accountHolderName: input.accountHolderName, accountNumber: input.accountNumber, ifsc: input.ifsc }, payoutFundAccountId: null, updatedAt: serverTime() },
      { merge: true },
    );
    enqueueMessage(
      tx,
      newTextMessage({ toUid: actor.uid, toPhone: null, audience: 'owner', template: 'payout_bank_changed', params: { last4 }, text: HOLD_TEXT[lang](last4), language: lang, bookingId: null, createdAt: serverTime() }),
    );
  });
  return { holdUntil, accountLast4: last4, ifsc: input.ifsc };
}
