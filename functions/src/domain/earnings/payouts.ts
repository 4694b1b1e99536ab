// Payouts (docs/decisions/215-owner-earnings-and-payouts.md): what a statement makes payable goes to the owner's
// verified bank account through the payouts provider, exactly once. A run CLAIMS a payout in a transaction (one of
// any number of parallel runs wins; the others see it `sending`), asks the provider with the payout's idempotency key
// (a retry after a crash is the same payout at the provider), and records the answer. The provider's signed webhook
// (payout.processed / payout.failed / payout.reversed) settles it — each event once; a tampered body changes nothing —
// and the run reconciles what is still `processing` with the provider. A bank change holds payouts for 24 hours.
import { isDocId } from '@kotastay/shared/schemas/ids';
import { PAYOUT_CLAIM_TIMEOUT_MS, type PayoutDoc } from '@kotastay/shared/schemas/earnings';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { InvalidInput, KindedError } from '../errors';
import { readPayoutAccountInTx, rememberFundAccount, type PayoutAccount } from '../kyc';
import { GatewayError, verifyWebhookSignature } from '../payments';
import { payoutOutcome, type PayoutsGateway, type ProviderPayout } from './payouts-gateway';
import { payoutsGateway } from './payouts-config';
import { processLocalPayouts } from './payouts-local';
import { toProviderPayout } from './payouts-razorpay';
import { lastClosedMonth, makeStatement, ownersWithEntries } from './statements';
import { asPayout, payoutEventRef, payoutRef, payoutsCol } from './store';

/** A failed payout is sent again at most this many times in all (then it waits for an admin). */
export const PAYOUT_MAX_ATTEMPTS = 3;

export type SendOutcome = 'sent' | 'busy' | 'done' | 'held' | 'no_account' | 'gave_up' | 'failed' | 'error' | 'missing';

type Claim = { payout: PayoutDoc; account: PayoutAccount };

/** Claims a payout for this run, or says why not (in one transaction: parallel runs cannot both claim it). */
async function claim(id: string, nowMs: number): Promise<Claim | Exclude<SendOutcome, 'sent' | 'failed' | 'error'>> {
  return db().runTransaction(async (tx) => {
    const p = (await tx.get(payoutRef(id).withConverter(asPayout))).data();
    if (!p) return 'missing' as const;
    const account = await readPayoutAccountInTx(tx, p.ownerUid);
    if (p.state === 'processing' || p.state === 'processed') return 'done' as const;
    if (p.state === 'sending' && p.claimedAt && Date.parse(p.claimedAt) > nowMs - PAYOUT_CLAIM_TIMEOUT_MS) return 'busy' as const;
    const retry = p.state === 'failed' || p.state === 'reversed';
    if (retry && p.attempt >= PAYOUT_MAX_ATTEMPTS) return 'gave_up' as const;
    if (!account || !account.verified) return 'no_account' as const;
    if (account.holdUntil && Date.parse(account.holdUntil) > nowMs) return 'held' as const;
    const at = new Date(nowMs).toISOString();
    // A stale `sending` claim keeps its key: the provider answers the payout it may already have made.
    const attempt = retry ? p.attempt + 1 : p.attempt;
    const next: PayoutDoc = { ...p, state: 'sending', attempt, idempotencyKey: `${p.statementNo}-${attempt}`, accountLast4: account.accountLast4, claimedAt: at, failureReason: null, updatedAt: at };
    tx.set(payoutRef(id), next);
    return { payout: next, account };
  });
}

/** Applies what the provider says of a payout (after a send, a webhook or a reconciliation), in `tx`'s caller. */
function settled(p: PayoutDoc, pp: ProviderPayout, nowMs: number): PayoutDoc | null {
  const outcome = payoutOutcome(pp.status);
  if (p.state === 'processed' || p.state === outcome) return null;
  const at = new Date(nowMs).toISOString();
  return {
    ...p,
    state: outcome,
    providerPayoutId: pp.payoutId,
    failureReason: outcome === 'failed' || outcome === 'reversed' ? (pp.failureReason ?? outcome) : null,
    processedAt: outcome === 'processed' ? at : p.processedAt,
    updatedAt: at,
  };
}

/** Sends one payout if this run may (see `claim`). */
export async function sendPayout(id: string, nowMs = Date.now(), gateway: PayoutsGateway = payoutsGateway()): Promise<SendOutcome> {
  const c = await claim(id, nowMs);
  if (typeof c === 'string') return c;
  const { payout, account } = c;
  try {
    let fundAccountId = account.fundAccountId;
    if (!fundAccountId) {
      fundAccountId = await gateway.createFundAccount({ ownerUid: payout.ownerUid, accountHolderName: account.accountHolderName, accountNumber: account.accountNumber, ifsc: account.ifsc });
      await rememberFundAccount(payout.ownerUid, account.accountNumber, fundAccountId);
    }
    const pp = await gateway.createPayout({
      fundAccountId,
      amountPaise: payout.amountInr * 100,
      idempotencyKey: payout.idempotencyKey,
      referenceId: payout.statementNo,
      notes: { statementId: id, idempotencyKey: payout.idempotencyKey, month: payout.month },
    });
    await db().runTransaction(async (tx) => {
      const now = (await tx.get(payoutRef(id).withConverter(asPayout))).data();
      // Only the claim that sent it records the answer (a webhook may already have settled it).
      if (!now || now.state !== 'sending' || now.idempotencyKey !== payout.idempotencyKey) return;
      const next = settled({ ...now, state: 'sending' }, pp, nowMs) ?? { ...now, state: 'processing' as const, providerPayoutId: pp.payoutId };
      tx.set(payoutRef(id), next);
    });
    return 'sent';
  } catch (err) {
    if (err instanceof GatewayError && err.refused) {
      // The provider said no to this very request: failed, retried by a later run with the next key.
      await payoutRef(id).update({ state: 'failed', failureReason: err.message.slice(0, 200), updatedAt: new Date(nowMs).toISOString() });
      logger.error('A payout was refused by the provider', { payoutId: id, error: err.message, alert: 'payout_failed' });
      return 'failed';
    }
    // Not reached, or no clear answer: the claim stays `sending`; after the timeout a run sends it again with the same key.
    logger.warn('A payout could not be sent; it will be retried with the same key', { payoutId: id, error: err instanceof Error ? err.message : String(err) });
    return 'error';
  }
}

export const badPayoutSignature = () =>
  new KindedError('invalid', 'invalid_signature', 'The webhook signature does not match its body.', { 'x-razorpay-signature': 'Does not match the body.' });

export type PayoutWebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * POST /api/payouts/webhook: the provider's signed payout events. The signature over the raw body is checked first
 * (a tampered body is 400 and nothing is read or written); each event id is handled once (`payout_events/{id}` in the
 * same transaction); an event about a payout that is not exactly ours (another id, key or amount) is ignored.
 */
export async function processPayoutWebhook(raw: Buffer | string, signature: string | undefined, eventId: string | undefined, nowMs = Date.now(), gateway: PayoutsGateway = payoutsGateway()): Promise<PayoutWebhookOutcome> {
  if (!verifyWebhookSignature(gateway.webhookSecret, raw, signature)) throw badPayoutSignature();
  if (!isDocId(eventId)) throw new InvalidInput('The event id is missing.', { 'x-razorpay-event-id': 'Required: the event id.' });
  let body: { event?: unknown; payload?: { payout?: { entity?: Record<string, unknown> } } };
  try {
    body = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8')) as typeof body;
  } catch {
    return 'ignored';
  }
  if (typeof body.event !== 'string' || !body.event.startsWith('payout.')) return 'ignored';
  const pp = toProviderPayout(body.payload?.payout?.entity ?? {});
  const id = pp?.notes.statementId;
  if (!pp || !isDocId(id)) return 'ignored';
  return db().runTransaction(async (tx): Promise<PayoutWebhookOutcome> => {
    const [seen, snap] = await Promise.all([tx.get(payoutEventRef(eventId)), tx.get(payoutRef(id).withConverter(asPayout))]);
    if (seen.exists) return 'duplicate';
    const p = snap.data();
    const ours = p && p.amountInr * 100 === pp.amountPaise && (p.providerPayoutId === pp.payoutId || (p.providerPayoutId === null && pp.notes.idempotencyKey === p.idempotencyKey));
    if (!p || !ours) return 'ignored';
    const next = settled(p, pp, nowMs);
    tx.create(payoutEventRef(eventId), { type: body.event, statementId: id, payoutId: pp.payoutId, outcome: next ? next.state : 'unchanged', at: new Date(nowMs).toISOString() });
    if (next) tx.set(payoutRef(id), next);
    return 'handled';
  });
}

/** Asks the provider about payouts still `processing` (a webhook lost) and records what it says. */
export async function reconcilePayouts(nowMs = Date.now(), gateway: PayoutsGateway = payoutsGateway(), limit = 200): Promise<number> {
  const open = await payoutsCol().where('state', '==', 'processing').limit(limit).withConverter(asPayout).get();
  let changed = 0;
  for (const d of open.docs) {
    const p = d.data();
    if (!p.providerPayoutId) continue;
    const pp = await gateway.fetchPayout(p.providerPayoutId);
    if (!pp) continue;
    const moved = await db().runTransaction(async (tx) => {
      const now = (await tx.get(d.ref.withConverter(asPayout))).data();
      const next = now && now.providerPayoutId === pp.payoutId ? settled(now, pp, nowMs) : null;
      if (next) tx.set(d.ref, next);
      return next !== null;
    });
    if (moved) changed++;
  }
  return changed;
}

export type PayoutRunResult = { statements: number; sent: number; outcomes: Record<string, number>; reconciled: number; localProcessed: number };

/**
 * The payout run (daily, and an admin's trigger): last month's statements for every owner with entries, then every
 * payout not yet sent, then the provider's word on the ones in flight. Safe to run any number of times at once.
 */
export async function runPayouts(nowMs = Date.now(), gateway: PayoutsGateway = payoutsGateway(), limit = 200): Promise<PayoutRunResult> {
  const month = lastClosedMonth(nowMs);
  let statements = 0;
  for (const owner of await ownersWithEntries(month)) if ((await makeStatement(owner, month, nowMs)).made) statements++;
  const due = await payoutsCol().where('state', 'in', ['pending', 'sending', 'failed', 'reversed']).limit(limit).get();
  const outcomes: Record<string, number> = {};
  for (const d of due.docs) {
    const o = await sendPayout(d.id, nowMs, gateway);
    outcomes[o] = (outcomes[o] ?? 0) + 1;
  }
  // The local provider "processes" what it was given and sends its signed webhooks to the same handler.
  const localProcessed = gateway.provider === 'local' ? await processLocalPayouts(gateway, (raw, sig, eventId) => processPayoutWebhook(raw, sig, eventId, nowMs, gateway)) : 0;
  const reconciled = await reconcilePayouts(nowMs, gateway);
  return { statements, sent: outcomes.sent ?? 0, outcomes, reconciled, localProcessed };
}
