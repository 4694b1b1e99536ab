// RazorpayX's Payouts API (https://razorpay.com/docs/api/x/payouts/): a contact (POST /v1/contacts) and its bank
// account fund account (POST /v1/fund_accounts), a payout from our RazorpayX account (POST /v1/payouts with the
// mandatory X-Payout-Idempotency header: a retry with the same key and body is the same payout), and a payout
// (GET /v1/payouts/{id}). HTTP basic auth with the same key as the payment gateway; `fetch` is injectable for tests.
import { GatewayError, razorpayCaller } from '../payments';
import { PROVIDER_PAYOUT_STATUSES, type CreatePayoutInput, type PayoutDestination, type PayoutsGateway, type ProviderPayout, type ProviderPayoutStatus } from './payouts-gateway';

export type RazorpayXConfig = { keyId: string; keySecret: string; webhookSecret: string; accountNumber: string };

export function razorpayPayouts(cfg: RazorpayXConfig, fetchImpl: typeof fetch = fetch): PayoutsGateway {
  const call = razorpayCaller(cfg.keyId, cfg.keySecret, fetchImpl, 'RazorpayX');
  return {
    provider: 'razorpay',
    webhookSecret: cfg.webhookSecret,
    async createFundAccount(dest: PayoutDestination): Promise<string> {
      const contact = await call('POST', '/contacts', { name: dest.accountHolderName, type: 'vendor', reference_id: dest.ownerUid.slice(0, 40) });
      if (typeof contact.id !== 'string') throw new GatewayError('RazorpayX answered a contact without an id.', 200, null);
      const fa = await call('POST', '/fund_accounts', {
        contact_id: contact.id,
        account_type: 'bank_account',
        bank_account: { name: dest.accountHolderName, ifsc: dest.ifsc, account_number: dest.accountNumber },
      });
      if (typeof fa.id !== 'string') throw new GatewayError('RazorpayX answered a fund account without an id.', 200, null);
      return fa.id;
    },
    async createPayout(input: CreatePayoutInput): Promise<ProviderPayout> {
      const p = await call(
        'POST',
        '/payouts',
        {
          account_number: cfg.accountNumber,
          fund_account_id: input.fundAccountId,
          amount: input.amountPaise,
          currency: 'INR',
          mode: 'IMPS',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: input.referenceId,
          narration: 'KotaStay payout',
          notes: input.notes,
        },
        { 'X-Payout-Idempotency': input.idempotencyKey },
      );
      const out = toProviderPayout(p);
      if (!out) throw new GatewayError('RazorpayX answered a payout without an id.', 200, null);
      return out;
    },
    async fetchPayout(payoutId: string): Promise<ProviderPayout | null> {
      try {
        return toProviderPayout(await call('GET', `/payouts/${encodeURIComponent(payoutId)}`));
      } catch (err) {
        if (err instanceof GatewayError && (err.status === 400 || err.status === 404)) return null;
        throw err;
      }
    },
  };
}

/** RazorpayX's payout entity → ProviderPayout (null when it is not one). Also reads a webhook's payload. */
export function toProviderPayout(p: Record<string, unknown>): ProviderPayout | null {
  if (typeof p.id !== 'string' || typeof p.amount !== 'number') return null;
  const status = (PROVIDER_PAYOUT_STATUSES as readonly unknown[]).includes(p.status) ? (p.status as ProviderPayoutStatus) : 'processing';
  const details = (p.status_details ?? {}) as Record<string, unknown>;
  const notes: Record<string, string> = {};
  for (const [k, v] of Object.entries((p.notes ?? {}) as Record<string, unknown>)) if (typeof v === 'string') notes[k] = v;
  return { payoutId: p.id, amountPaise: p.amount, status, failureReason: typeof details.description === 'string' ? details.description : typeof p.failure_reason === 'string' ? p.failure_reason : null, notes };
}
