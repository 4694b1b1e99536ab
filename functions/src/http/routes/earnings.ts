// Owners' earnings (docs/decisions/215-owner-earnings-and-payouts.md): the payouts provider's signed webhook, the
// owner's bank account change (a fresh OTP, then a 24-hour payout hold and a text), and the admin's payout run.
// The ledger, statements and payouts themselves are read by the owner straight from Firestore (rules: their own).
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { BankChangeSchema } from '@kotastay/shared/schemas/earnings';
import { processPayoutWebhook, runPayouts } from '../../domain/earnings';
import { changeBankAccount, isFreshSignIn, otpNotFresh } from '../../domain/kyc';
import { callerOf, requireCurrentAdmin, requireCurrentOwner } from '../auth';
import { parse } from '../validate';

/** POST /api/payouts/webhook: called by the provider (no App Check, no ID token); the signature is the check. */
export const payoutsWebhook: RequestHandler = async (req: Request, res) => {
  const raw = req.rawBody ?? Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? {}));
  const outcome = await processPayoutWebhook(raw, req.get('x-razorpay-signature'), req.get('x-razorpay-event-id'));
  res.json({ ok: true, outcome });
};

export const ownerEarningsRouter: Router = Router();

/**
 * PUT /api/owner/bank: a current, verified owner's new payout account. The ID token must come from a sign-in (OTP)
 * within the last 5 minutes (`auth_time`): the app asks for the OTP again just before. Bad input names the field.
 */
ownerEarningsRouter.put('/bank', ...requireCurrentOwner(), async (req, res) => {
  const body = parse(BankChangeSchema, req.body ?? {}, 'bank account');
  const c = callerOf(req);
  const nowMs = Date.now();
  if (!isFreshSignIn(c.token.auth_time, nowMs)) throw otpNotFresh();
  res.set('Cache-Control', 'private, no-store').json(await changeBankAccount({ uid: c.uid, role: c.role }, body, nowMs));
});

export const adminPayoutsRouter: Router = Router();
const RunSchema = z.strictObject({});

/** POST /api/admin/payouts/run: the daily payout run, now (safe alongside the scheduled one). */
adminPayoutsRouter.post('/run', ...requireCurrentAdmin(), async (req, res) => {
  parse(RunSchema, req.body ?? {}, 'payout run');
  res.set('Cache-Control', 'private, no-store').json(await runPayouts());
});
