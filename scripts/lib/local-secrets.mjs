// The emulators' stand-in for Secret Manager (docs/decisions/200-secrets-and-configuration.md). The Functions
// emulator takes a bound secret's value from functions/.secret.local and asks Secret Manager for any secret it
// does not find there (or finds empty) — offline that fails with an error per function. So before the emulators
// start, every secret the functions declare gets a placeholder here. A value a developer put in the file is kept.
// The placeholders are inert: the providers are chosen by PAYMENTS_PROVIDER, MESSAGING_PROVIDER and
// PLACES_PROVIDER, which are empty locally, so the local adapters run and no key is ever sent anywhere.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The names functions/src/params.ts declares with defineSecret (a unit test keeps the two lists equal). */
export const SECRET_NAMES = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'WHATSAPP_ACCESS_TOKEN',
  'GOOGLE_MAPS_API_KEY',
];

export const LOCAL_PLACEHOLDER = 'local-placeholder-not-a-secret';

/** Adds a placeholder line for each secret `file` has no non-empty value for; returns the names added. */
export function ensureLocalSecrets(file, names = SECRET_NAMES) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const present = new Set(
    text
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(\S.*)$/.exec(line))
      .filter(Boolean)
      .map((m) => m[1]),
  );
  const missing = names.filter((name) => !present.has(name));
  if (missing.length === 0) return [];
  const header = text
    ? ''
    : '# Written by the emulator launcher (scripts/lib/local-secrets.mjs): git-ignored, never deployed.\n';
  const sep = text && !text.endsWith('\n') ? '\n' : '';
  writeFileSync(file, text + sep + header + missing.map((name) => `${name}=${LOCAL_PLACEHOLDER}\n`).join(''));
  return missing;
}
