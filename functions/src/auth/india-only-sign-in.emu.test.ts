// India-only sign-in against the Auth emulator, which calls the blocking functions the Functions emulator
// registered: the REST calls a browser makes for phone sign-in (test-utils/phone-sign-in.ts), with another country's
// number and an Indian one.
import { beforeEach, expect, test } from 'vitest';
import { adminAuth, idTokenFor } from '../../../test-utils/admin';
import { api } from '../../../test-utils/api';
import { clearAuth } from '../../../test-utils/emulators';
import { phoneSignIn } from '../../../test-utils/phone-sign-in';

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
