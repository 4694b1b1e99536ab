// Where a deployed project's configuration comes from (docs/decisions/200-secrets-and-configuration.md):
// credentials are Secret Manager secrets, bound only to the functions that use them; everything else is a param
// whose value is in functions/.env (the committed defaults) or functions/.env.<project> (git-ignored). The
// emulators read the secrets from functions/.secret.local, which the launcher writes with placeholders
// (scripts/lib/local-secrets.mjs): no local run asks Secret Manager for anything.
import { defineSecret, defineString } from 'firebase-functions/params';

// Secrets. A secret's value is only present in a function that lists it in `secrets`.
export const razorpayKeyId = defineSecret('RAZORPAY_KEY_ID');
export const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
export const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');
export const whatsappAccessToken = defineSecret('WHATSAPP_ACCESS_TOKEN');
/** The server-side Places key (restricted to the Places API); the browser's Maps key is public and is a build variable. */
export const googleMapsApiKey = defineSecret('GOOGLE_MAPS_API_KEY');

/** Functions that call the payment gateway: the API, the refund sweeper, the hold expiry (it asks before cancelling). */
export const PAYMENT_SECRETS = [razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret];
/** Functions that send messages: outbox delivery and its sweeper. */
export const MESSAGING_SECRETS = [whatsappAccessToken];
/** The API (GET /api/places). */
export const MAPS_SECRETS = [googleMapsApiKey];

/** Every secret a deploy needs set in Secret Manager (the deploy script checks each; the launcher writes each locally). */
export const ALL_SECRETS = [...PAYMENT_SECRETS, ...MESSAGING_SECRETS, ...MAPS_SECRETS];

// Non-secret configuration. An empty value means "not configured": the emulators then use their local adapters and
// a deployed project refuses (payments 503, messages failed with the reason, no Google lookups).
export const paymentsProvider = defineString('PAYMENTS_PROVIDER', {
  description: 'razorpay in production; empty (or local, emulators only) uses the local gateway',
});
export const messagingProvider = defineString('MESSAGING_PROVIDER', {
  description: 'whatsapp-cloud in production; empty (or local) records messages without sending them',
});
export const whatsappPhoneNumberId = defineString('WHATSAPP_PHONE_NUMBER_ID', {
  description: 'WhatsApp Cloud API sender id',
});
export const whatsappTemplates = defineString('WHATSAPP_TEMPLATES', {
  description: 'JSON: message kind → approved template',
});
export const placesProvider = defineString('PLACES_PROVIDER', {
  description:
    'google to append Google Places predictions (needs GOOGLE_MAPS_API_KEY); empty for the Kota gazetteer only',
});
/** Our RazorpayX account number payouts are made from (docs/decisions/215-owner-earnings-and-payouts.md). */
export const payoutsAccountNumber = defineString('PAYOUTS_ACCOUNT_NUMBER', {
  description: 'RazorpayX account number payouts to owners are made from; empty sends no payouts in production',
});
/** KotaStay's commission on an owner's credits, in percent (0 by default: the ledger states it anyway). */
export const commissionPercentParam = defineString('COMMISSION_PERCENT', { description: 'commission on owner credits, percent (0–50)', default: '0' });
export const siteOriginParam = defineString('SITE_ORIGIN', { description: 'public origin, e.g. https://kotastay.in' });

type Env = Record<string, string | undefined>;

/** The payment gateway's configuration as the adapter reads it (LOCAL_* exist only in the emulators). */
export const paymentsEnv = (): Env => ({
  PAYMENTS_PROVIDER: paymentsProvider.value(),
  RAZORPAY_KEY_ID: razorpayKeyId.value(),
  RAZORPAY_KEY_SECRET: razorpayKeySecret.value(),
  RAZORPAY_WEBHOOK_SECRET: razorpayWebhookSecret.value(),
  LOCAL_PAYMENTS_KEY_SECRET: process.env.LOCAL_PAYMENTS_KEY_SECRET,
  LOCAL_PAYMENTS_WEBHOOK_SECRET: process.env.LOCAL_PAYMENTS_WEBHOOK_SECRET,
});

/** The messaging provider's configuration as the adapter reads it. */
export const messagingEnv = (): Env => ({
  MESSAGING_PROVIDER: messagingProvider.value(),
  WHATSAPP_PHONE_NUMBER_ID: whatsappPhoneNumberId.value(),
  WHATSAPP_ACCESS_TOKEN: whatsappAccessToken.value(),
  WHATSAPP_TEMPLATES: whatsappTemplates.value(),
  WHATSAPP_TEMPLATE_NAME: process.env.WHATSAPP_TEMPLATE_NAME,
});

/** The places provider's configuration. */
export const placesEnv = (): Env => ({
  PLACES_PROVIDER: placesProvider.value(),
  GOOGLE_MAPS_API_KEY: googleMapsApiKey.value(),
});
