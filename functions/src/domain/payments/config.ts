// Which gateway this deployment uses (docs/decisions/080-bookings-and-payments.md#payments):
// PAYMENTS_PROVIDER=razorpay with the secrets RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET
// (functions/src/params.ts, docs/decisions/200-secrets-and-configuration.md); or
// PAYMENTS_PROVIDER=local, allowed (and the default) only inside the emulators. A deployed project without a real
// provider refuses to take pretend money: 503 payments_unavailable, even when PAYMENTS_PROVIDER=local is set.
import { logger } from '../../lib/log';
import { config } from '../../config';
import { paymentsEnv } from '../../params';
import { KindedError } from '../errors';
import { GatewayError, type PaymentGateway } from './gateway';
import { localGateway } from './local';
import { razorpayGateway } from './razorpay';

export const paymentsUnavailable = () =>
  new KindedError('unavailable', 'payments_unavailable', 'Online payments are not set up yet. Please call KotaStay to book this visit.');

type Env = Record<string, string | undefined>;

/**
 * The gateway `env` configures, or null when none is (pure: tests pass their own env). The local provider signs
 * its own "payments", so it exists only when `emulated`; anywhere else it is null, whatever the env says.
 */
export function gatewayFromEnv(env: Env, emulated: boolean, fetchImpl?: typeof fetch): PaymentGateway | null {
  const provider = env.PAYMENTS_PROVIDER?.trim() || (emulated ? 'local' : '');
  if (provider === 'local') {
    if (!emulated) return null;
    return localGateway({ keySecret: env.LOCAL_PAYMENTS_KEY_SECRET, webhookSecret: env.LOCAL_PAYMENTS_WEBHOOK_SECRET });
  }
  if (provider === 'razorpay') {
    const keyId = env.RAZORPAY_KEY_ID?.trim();
    const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
    const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim();
    if (!keyId || !keySecret || !webhookSecret) return null;
    return razorpayGateway({ keyId, keySecret, webhookSecret }, fetchImpl);
  }
  return null;
}

let override: PaymentGateway | null = null;
let cached: PaymentGateway | null | undefined;

/**
 * Runs a gateway call for a request a student is waiting on: a gateway that cannot be reached or refuses becomes
 * 503 payments_unavailable (the caller has written nothing yet), never a 500.
 */
export async function askGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GatewayError) {
      logger.error('Payment gateway call failed', { status: err.status, code: err.gatewayCode, error: err.message });
      throw new KindedError('unavailable', 'payments_unavailable', 'Online payment is not working right now. Nothing was charged; please try again in a few minutes.');
    }
    throw err;
  }
}

/** The configured gateway; throws payments_unavailable when there is none. */
export function paymentGateway(): PaymentGateway {
  if (override) return override;
  if (cached === undefined) cached = gatewayFromEnv(paymentsEnv(), config.emulated);
  if (!cached) throw paymentsUnavailable();
  return cached;
}

/** Whether the local provider is the configured one (the local checkout routes exist only then). */
export function isLocalProvider(): boolean {
  try {
    return paymentGateway().provider === 'local';
  } catch {
    return false;
  }
}

/** For unit tests only: use this gateway (null restores the configured one). */
export function setPaymentGatewayForTests(gateway: PaymentGateway | null): void {
  override = gateway;
  cached = undefined;
}
