// India-only sign-in against the Auth emulator, which calls the blocking functions the Functions emulator
// registered: the REST calls a browser makes for phone sign-in (test-utils/phone-sign-in.ts), with another country's
// number and an Indian one.
import { beforeEach, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminAuth, adminDb, idTokenFor } from '../../../test-utils/admin';
import { api } from '../../../test-utils/api';
import { PROJECT_ID, clearAuth, clearFirestore, ports } from '../../../test-utils/emulators';
import { phoneSignIn } from '../../../test-utils/phone-sign-in';
import { PG_ID, bookingBody, bookingState, seedBookablePgs } from '../http/testing/bookings-fixtures';

/** accounts:signUp on the Auth emulator as a browser calls it: anonymous with no body fields, or email + password. */
async function signUp(body: Record<string, unknown>) {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * The ID token an account made before the rule would still hold, as the Auth emulator issues them (unsigned, which
 * the Admin SDK accepts from the emulator): `provider` is its firebase.sign_in_provider.
 */
function emulatorIdToken(uid: string, provider: string, extra: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: provider },
    ...extra,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

const outboxSize = async () => (await adminDb().collection(COLLECTIONS.outbox).get()).size;

/** `token` opens nothing: 401 on /kyc/me, /reviews/mine and POST /bookings with "ask my parent"; nothing written or sent. */
async function expectShutOut(tokens: string[]): Promise<void> {
  const before = await bookingState();
  for (const token of tokens) {
    expect((await api('GET', '/kyc/me', { token })).status).toBe(401);
    expect((await api('GET', '/reviews/mine', { token })).status).toBe(401);
    const booking = await api('POST', '/bookings', { token, body: { ...bookingBody({ pgId: PG_ID }), askParent: true } });
    expect(booking.status).toBe(401);
  }
  expect(await bookingState()).toEqual(before);
  expect(await outboxSize()).toBe(0);
}

const userByPhone = (phone: string) => adminAuth().getUserByPhoneNumber(phone).then((u) => u.uid, () => null);

beforeEach(async () => {
  await clearAuth();
});

test('a US number is refused at sign-in and no account is created', async () => {
  const res = await phoneSignIn('+12025550123');
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toContain('Indian mobile numbers');
  expect(res.body.idToken).toBeUndefined();
  expect(await userByPhone('+12025550123')).toBeNull();
});

test('an Indian number outside the mobile range (+91 1…) is refused too', async () => {
  const res = await phoneSignIn('+911442345678');
  expect(res.status).toBe(400);
  expect(await userByPhone('+911442345678')).toBeNull();
});

test('an Indian mobile number signs in and gets an account', async () => {
  const res = await phoneSignIn('+919000000701');
  expect(res.status).toBe(200);
  expect(typeof res.body.idToken).toBe('string');
  expect(await userByPhone('+919000000701')).not.toBeNull();
});

test('an account on a foreign number made before the rule (Admin SDK) cannot sign in again', async () => {
  await adminAuth().createUser({ phoneNumber: '+447700900123' });
  const res = await phoneSignIn('+447700900123');
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toContain('Indian mobile numbers');
});

test('the API refuses a token on a foreign number, and accepts one on an Indian number', async () => {
  const { uid } = await adminAuth().createUser({ phoneNumber: '+447700900123' });
  // A token such an account still holds (minted through a custom token, which blocking functions do not see).
  const token = await idTokenFor(uid);
  expect((await api('GET', `/users/firebase/${uid}`, { token })).status).toBe(401);
  const indian = await adminAuth().createUser({ phoneNumber: '+919000000702' });
  const indianToken = await idTokenFor(indian.uid);
  expect((await api('GET', `/users/firebase/${indian.uid}`, { token: indianToken })).status).toBe(404);
});

// Finding 4 of issue #20 (docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md).
test('an anonymous account gets nothing from the API: 401 on /kyc/me, /reviews/mine and POST /bookings, nothing written or sent', async () => {
  await clearFirestore();
  await seedBookablePgs();
  // The Auth emulator does not run blocking functions for anonymous sign-up (in production the provider is turned off
  // by deploy-auth-config, and the blocking functions refuse a sign-in without a number): the API is the check here.
  const res = await signUp({});
  expect(res.status).toBe(200);
  await expectShutOut([String(res.body.idToken)]);
});

test('email and password sign-up is refused: no token, no account', async () => {
  const res = await signUp({ email: 'attacker@example.com', password: 'hunter2hunter2' });
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toContain('mobile number (OTP) only');
  expect(res.body.idToken).toBeUndefined();
  expect(await adminAuth().getUserByEmail('attacker@example.com').then(() => true, () => false)).toBe(false);
});

test('the API refuses tokens of anonymous and email accounts made before the rule: 401, no booking, no text', async () => {
  await clearFirestore();
  await seedBookablePgs();
  const anon = await adminAuth().createUser({});
  const mail = await adminAuth().createUser({ email: 'old@example.com', password: 'hunter2hunter2' });
  // A second after the accounts exist, so their tokens are not older than the accounts (checkRevoked).
  await new Promise((r) => setTimeout(r, 1100));
  await expectShutOut([emulatorIdToken(anon.uid, 'anonymous'), emulatorIdToken(mail.uid, 'password', { email: 'old@example.com' })]);
  // A phone-provider token with a number is let in (the shape the refused ones differ from only in provider).
  const phoneUser = await adminAuth().createUser({ phoneNumber: '+919000000703' });
  await new Promise((r) => setTimeout(r, 1100));
  const phoneToken = emulatorIdToken(phoneUser.uid, 'phone', { phone_number: '+919000000703' });
  expect((await api('GET', '/kyc/me', { token: phoneToken })).status).toBe(200);
  // Even a phone-provider token without its number is refused.
  expect((await api('GET', '/kyc/me', { token: emulatorIdToken(phoneUser.uid, 'phone') })).status).toBe(401);
});
