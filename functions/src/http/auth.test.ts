// Which ID tokens open the API (docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md): phone
// sign-ins on an Indian mobile, and custom-token sessions (our own Admin SDK) whose number, if any, is Indian.
import { describe, expect, test } from 'vitest';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { acceptedToken } from './auth';

const token = (provider: string, phone?: string) =>
  ({ firebase: { sign_in_provider: provider, identities: {} }, ...(phone ? { phone_number: phone } : {}) }) as Pick<
    DecodedIdToken,
    'phone_number' | 'firebase'
  >;

describe('acceptedToken', () => {
  test('a phone sign-in needs an Indian mobile number', () => {
    expect(acceptedToken(token('phone', '+919812345678'))).toBe(true);
    expect(acceptedToken(token('phone'))).toBe(false);
    expect(acceptedToken(token('phone', '+12025550123'))).toBe(false);
    expect(acceptedToken(token('phone', '+911442345678'))).toBe(false);
  });

  test('anonymous, email/password and other providers are refused, even with a number', () => {
    for (const provider of ['anonymous', 'password', 'google.com', 'emailLink', ''])
      expect(acceptedToken(token(provider, '+919812345678')), provider).toBe(false);
  });

  test('a custom-token session (only our Admin SDK mints one) passes, unless its number is not Indian', () => {
    expect(acceptedToken(token('custom'))).toBe(true);
    expect(acceptedToken(token('custom', '+919812345678'))).toBe(true);
    expect(acceptedToken(token('custom', '+447700900123'))).toBe(false);
  });
});
