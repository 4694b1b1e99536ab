// Which payouts provider this deployment uses: the payment gateway's configuration decides
// (docs/decisions/215-owner-earnings-and-payouts.md). PAYMENTS_PROVIDER=razorpay uses RazorpayX with the same API
// key and webhook secret, from our RazorpayX account PAYOUTS_ACCOUNT_NUMBER; local (the emulators' default) the
// local stand-in; anything else, or a deployed project without the account number, sends no payouts.
import { config } from '../../config';
import { paymentsEnv, payoutsAccountNumber } from '../../params';
import { Unavailable } from '../errors';
import type { PayoutsGateway } from './payouts-gateway';
import { localPayouts } from './payouts-local';
import { razorpayPayouts } from './payouts-razorpay';

type Env = Record<string, string | undefined>;

/** The payouts provider `env` configures, or null (pure: tests pass their own env). */
export function payoutsFromEnv(env: Env, emulated: boolean, fetchImpl?: typeof fetch): PayoutsGateway | null {
  const provider = env.PAYMENTS_PROVIDER?.trim() || (emulated ? 'local' : '');
  if (provider === 'local') return emulated ? localPayouts(env.LOCAL_PAYMENTS_WEBHOOK_SECRET) : null;
  if (provider === 'razorpay') {
    const keyId = env.RAZORPAY_KEY_ID?.trim();
    const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
    const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim();
    const accountNumber = env.PAYOUTS_ACCOUNT_NUMBER?.trim();
    if (!keyId || !keySecret || !webhookSecret || !accountNumber) return null;
    return razorpayPayouts({ keyId, keySecret, webhookSecret, accountNumber }, fetchImpl);
  }
  return null;
}

let override: PayoutsGateway | null = null;
let cached: PayoutsGateway | null | undefined;

export const payoutsUnavailable = () => new Unavailable('payouts_unavailable', 'Payouts are not set up in this deployment.', true);

export function payoutsGateway(): PayoutsGateway {
  if (override) return override;
  if (cached === undefined) cached = payoutsFromEnv({ ...paymentsEnv(), PAYOUTS_ACCOUNT_NUMBER: payoutsAccountNumber.value() }, config.emulated);
  if (!cached) throw payoutsUnavailable();
  return cached;
}

/** For tests only: use this provider (null restores the configured one). */
export function setPayoutsGatewayForTests(gateway: PayoutsGateway | null): void {
  override = gateway;
  cached = undefined;
}
