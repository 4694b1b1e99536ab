// The emulators' payouts provider: no network, behaves like RazorpayX. A payout gets a `pout_local_…` id and starts
// `queued`; the same idempotency key answers the same payout (RazorpayX's X-Payout-Idempotency); a later run
// "processes" it and sends a webhook signed with the webhook secret (hex HMAC-SHA256 of the raw body, as
// X-Razorpay-Signature) to the same handler the production webhook reaches — the same code checks it. An account
// number ending 0000 is one the local bank refuses (payout.failed), so the failure path can be exercised.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';
import { readAs } from '../../lib/converter';
import { webhookSignature } from '../payments';
import { PROVIDER_PAYOUT_STATUSES, type CreatePayoutInput, type PayoutDestination, type PayoutsGateway, type ProviderPayout, type ProviderPayoutStatus } from './payouts-gateway';

const rand = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
export const LOCAL_PAYOUTS_WEBHOOK_SECRET = 'local_webhook_secret';

const LocalPayoutDocSchema = z.object({
  payoutId: z.string(),
  amountPaise: z.number(),
  status: z.enum(PROVIDER_PAYOUT_STATUSES as [ProviderPayoutStatus, ...ProviderPayoutStatus[]]),
  failureReason: z.string().nullable(),
  notes: z.record(z.string(), z.string()),
  idempotencyKey: z.string(),
  fundAccountId: z.string(),
  createdAt: z.string(),
});
type LocalPayoutDoc = z.infer<typeof LocalPayoutDocSchema>;
const asLocalPayout = readAs(LocalPayoutDocSchema);
/** `local_payouts/{idempotencyKey}`: one payout per key, as the provider keeps it. */
const localPayoutRef = (key: string) => db().collection(COLLECTIONS.localPayouts).doc(key.replace(/[^A-Za-z0-9_-]/g, '_')).withConverter(asLocalPayout);
const localPayoutsCol = () => db().collection(COLLECTIONS.localPayouts).withConverter(asLocalPayout);

const asPayout = (d: LocalPayoutDoc): ProviderPayout => ({ payoutId: d.payoutId, amountPaise: d.amountPaise, status: d.status, failureReason: d.failureReason, notes: d.notes });

export function localPayouts(webhookSecret?: string): PayoutsGateway {
  return {
    provider: 'local',
    webhookSecret: webhookSecret || LOCAL_PAYOUTS_WEBHOOK_SECRET,
    // The local "fund account" remembers which account it is: the local bank refuses one ending 0000.
    createFundAccount: async (dest: PayoutDestination) => `fa_local_${dest.accountNumber.endsWith('0000') ? 'refused' : rand()}`,
    async createPayout(input: CreatePayoutInput): Promise<ProviderPayout> {
      return db().runTransaction(async (tx) => {
        const existing = (await tx.get(localPayoutRef(input.idempotencyKey))).data();
        if (existing) return asPayout(existing);
        const doc: LocalPayoutDoc = {
          payoutId: `pout_local_${rand()}`,
          amountPaise: input.amountPaise,
          status: 'queued',
          failureReason: null,
          notes: input.notes,
          idempotencyKey: input.idempotencyKey,
          fundAccountId: input.fundAccountId,
          createdAt: new Date().toISOString(),
        };
        tx.create(db().collection(COLLECTIONS.localPayouts).doc(localPayoutRef(input.idempotencyKey).id), doc);
        return asPayout(doc);
      });
    },
    async fetchPayout(payoutId: string): Promise<ProviderPayout | null> {
      const snap = await localPayoutsCol().where('payoutId', '==', payoutId).limit(1).get();
      return snap.empty ? null : asPayout(snap.docs[0]!.data());
    },
  };
}

/** Delivers a webhook as RazorpayX would: the raw body, its signature, the event id. */
export type DeliverPayoutWebhook = (raw: string, signature: string, eventId: string) => Promise<unknown>;

/** The RazorpayX-shaped webhook body for a payout's new status. */
export function payoutWebhookBody(p: ProviderPayout, nowMs = Date.now()): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_local',
    event: `payout.${p.status}`,
    contains: ['payout'],
    payload: { payout: { entity: { id: p.payoutId, entity: 'payout', amount: p.amountPaise, currency: 'INR', status: p.status, notes: p.notes, status_details: p.failureReason ? { description: p.failureReason } : null } } },
    created_at: Math.floor(nowMs / 1000),
  });
}

/** The local bank at work: every queued payout becomes processed (or failed), and its signed webhook is delivered. */
export async function processLocalPayouts(gateway: PayoutsGateway, deliver: DeliverPayoutWebhook, limit = 100): Promise<number> {
  const queued = await localPayoutsCol().where('status', '==', 'queued').limit(limit).get();
  let n = 0;
  for (const d of queued.docs) {
    const doc = d.data();
    const refused = doc.fundAccountId === 'fa_local_refused';
    const next: ProviderPayout = { ...asPayout(doc), status: refused ? 'failed' : 'processed', failureReason: refused ? 'The beneficiary bank refused the transfer.' : null };
    const moved = await db().runTransaction(async (tx) => {
      const again = await tx.get(d.ref);
      if (again.get('status') !== 'queued') return false;
      tx.update(db().collection(COLLECTIONS.localPayouts).doc(d.id), { status: next.status, failureReason: next.failureReason });
      return true;
    });
    if (!moved) continue;
    const raw = payoutWebhookBody(next);
    await deliver(raw, webhookSignature(gateway.webhookSecret, raw), `evt_local_${rand()}`);
    n++;
  }
  return n;
}
