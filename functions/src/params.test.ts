// Each secret is bound to the functions that use it and to no other (docs/decisions/200-secrets-and-configuration.md):
// a function without the binding reads an empty value in production, one with a needless binding widens who can
// read the credential.
import { describe, expect, it } from 'vitest';
import * as functions from './index';
import { ALL_SECRETS } from './params';
import { SECRET_NAMES } from '../../scripts/lib/local-secrets.mjs';
import { placesProviderFrom } from './domain/places/service';

type Endpoint = { secretEnvironmentVariables?: { key: string }[] };
const boundSecrets = (fn: unknown) =>
  ((fn as { __endpoint?: Endpoint }).__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key).sort();

const PAYMENTS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

describe('secrets bound to functions', () => {
  it('binds each secret exactly where it is used', () => {
    const bound = Object.fromEntries(Object.entries(functions).map(([name, fn]) => [name, boundSecrets(fn)]));
    expect(bound).toEqual({
      api: ['GOOGLE_MAPS_API_KEY', ...PAYMENTS].sort(),
      pages: [],
      userRoleSync: [],
      indiaOnlyBeforeCreate: [],
      indiaOnlyBeforeSignIn: [],
      kycRetention: [],
      outboxDelivery: ['WHATSAPP_ACCESS_TOKEN'],
      outboxSweeper: ['WHATSAPP_ACCESS_TOKEN'],
      bookingHoldExpiry: PAYMENTS,
      refundSweeper: PAYMENTS,
      searchIndexSync: [],
      // Decision 198 and 199: the repair job touches no secret; the reconciliation asks the payment gateway.
      repairJob: [],
      paymentReconciliation: PAYMENTS,
      // Decision 202: the retention jobs only queue messages (the outbox delivers them) and touch no secret.
      outboxRetention: [],
      auditRetention: [],
      inactiveAccounts: [],
      // Decision 207: the exit job ends stays and queues texts; decision 209: it refunds the unused rent (the gateway).
      stayExit: PAYMENTS,
      // Decision 209: the rent job makes invoices and queues reminders; no secret.
      rentJob: [],
      // Review invitations only queue texts; no secret.
      stayReviewInvites: [],
      // Decision 208: the escalation job moves complaints and queues texts; no secret.
      complaintEscalation: [],
      // Decision 215: the payout job asks the payouts provider (RazorpayX, the payment gateway's key).
      payoutJob: PAYMENTS,
    });
  });

  it('the emulator launcher writes a local value for every declared secret', () => {
    expect([...SECRET_NAMES].sort()).toEqual(ALL_SECRETS.map((s) => s.name).sort());
  });
});

describe('placesProviderFrom', () => {
  it('uses Google only when PLACES_PROVIDER=google and a key is set', () => {
    expect(placesProviderFrom({ GOOGLE_MAPS_API_KEY: 'k' })).toBeNull();
    expect(placesProviderFrom({ PLACES_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: ' ' })).toBeNull();
    expect(placesProviderFrom({ PLACES_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'k' })).not.toBeNull();
  });
});
