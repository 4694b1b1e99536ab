// The payouts provider behind one interface (docs/decisions/215-owner-earnings-and-payouts.md): RazorpayX's Payouts
// API in production (payouts-razorpay.ts), a local stand-in inside the emulators (payouts-local.ts) that assigns
// ids, "processes" later and sends a really signed webhook checked by the same code. Chosen by PAYMENTS_PROVIDER.
export type PayoutsProviderName = 'razorpay' | 'local';

/** Where the money goes: the owner's verified account (the full number is read in Functions only). */
export type PayoutDestination = { ownerUid: string; accountHolderName: string; accountNumber: string; ifsc: string };

/** RazorpayX's payout statuses; `processed` is final, `failed`/`reversed`/`rejected`/`cancelled` mean no money moved. */
export type ProviderPayoutStatus = 'queued' | 'pending' | 'scheduled' | 'processing' | 'processed' | 'failed' | 'reversed' | 'rejected' | 'cancelled';

export type CreatePayoutInput = {
  fundAccountId: string;
  amountPaise: number;
  /** X-Payout-Idempotency: 4–36 letters, digits, '-', '_' or spaces; the same body on every retry. */
  idempotencyKey: string;
  /** Our statement number (reference_id, at most 40 characters). */
  referenceId: string;
  notes: Record<string, string>;
};

export type ProviderPayout = { payoutId: string; amountPaise: number; status: ProviderPayoutStatus; failureReason: string | null; notes: Record<string, string> };

export interface PayoutsGateway {
  readonly provider: PayoutsProviderName;
  /** Signs and verifies the payout webhooks (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body). */
  readonly webhookSecret: string;
  /** A fund account for the destination (RazorpayX: a contact, then a bank_account fund account). */
  createFundAccount(dest: PayoutDestination): Promise<string>;
  createPayout(input: CreatePayoutInput): Promise<ProviderPayout>;
  /** The payout as the provider reports it now, or null when it does not know it. */
  fetchPayout(payoutId: string): Promise<ProviderPayout | null>;
}

const FINAL_FAILED: readonly ProviderPayoutStatus[] = ['failed', 'reversed', 'rejected', 'cancelled'];
/** Our state for a provider status: processed, failed (no money moved: the next run retries), or still processing. */
export function payoutOutcome(status: ProviderPayoutStatus): 'processed' | 'failed' | 'reversed' | 'processing' {
  if (status === 'processed') return 'processed';
  if (status === 'reversed') return 'reversed';
  return FINAL_FAILED.includes(status) ? 'failed' : 'processing';
}

export const PROVIDER_PAYOUT_STATUSES: readonly ProviderPayoutStatus[] = ['queued', 'pending', 'scheduled', 'processing', 'processed', 'failed', 'reversed', 'rejected', 'cancelled'];
