// The role-sync trigger, run by the Functions emulator: editing users/{uid}.role directly (as in the
// Firebase console) changes the custom claim and revokes sessions; an invalid value is reverted, not applied.
import { beforeEach, expect, test } from 'vitest';
import { adminAuth, adminDb, idTokenFor, userWithRole } from '../../../test-utils/admin';
import { api } from '../../../test-utils/api';
import { clearAuth, clearFirestore } from '../../../test-utils/emulators';

const users = () => adminDb().collection('users');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const claimOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims?.role ?? null;

/** Polls until `read` returns `expected` (triggers run asynchronously) or fails after `timeoutMs`. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<void> {
  const t0 = Date.now();
  let last: T | undefined;
  while (Date.now() - t0 < timeoutMs) {
    last = await read();
    if (last === expected) return;
    await sleep(250);
  }
  expect(last).toBe(expected);
}

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

test('a console edit of users/{uid}.role becomes the claim, and the old session is revoked', async () => {
  const oldToken = await userWithRole('c-user', 'student', '+919000000601');
  await users().doc('c-user').set({ name: 'Console User', phone: '+919000000601', role: null });
  await sleep(1100);
  await users().doc('c-user').update({ role: 'movein_team' });
  await eventually(() => claimOf('c-user'), 'movein_team');
  await eventually(async () => (await api('GET', '/users/firebase/c-user', { token: oldToken })).status, 401);
  const fresh = await idTokenFor('c-user');
  expect((await api('GET', '/users/firebase/c-user', { token: fresh })).body).toMatchObject({ role: 'movein_team' });

  // Removing the role in the console removes the claim.
  await users().doc('c-user').update({ role: null });
  await eventually(() => claimOf('c-user'), null);
});

test('an invalid role value is not applied: the document is put back to the claim', async () => {
  await userWithRole('c-bad', 'booking_team', '+919000000602');
  await users().doc('c-bad').set({ name: 'Typo', phone: '+919000000602', role: 'booking_team' });
  await users().doc('c-bad').update({ role: 'superadmin' });
  await eventually(async () => (await users().doc('c-bad').get()).get('role') as unknown, 'booking_team');
  expect(await claimOf('c-bad')).toBe('booking_team');

  // A non-string value is treated the same way.
  await users().doc('c-bad').update({ role: 42 });
  await eventually(async () => (await users().doc('c-bad').get()).get('role') as unknown, 'booking_team');
  expect(await claimOf('c-bad')).toBe('booking_team');
});

test('profile edits that do not touch the role change no claim', async () => {
  await userWithRole('c-same', 'admin', '+919000000603');
  await users().doc('c-same').set({ name: 'Same', phone: '+919000000603', role: 'admin' });
  const token = await idTokenFor('c-same');
  await users().doc('c-same').update({ name: 'Same Again' });
  await sleep(2000);
  expect(await claimOf('c-same')).toBe('admin');
  expect((await api('GET', '/users/firebase/c-same', { token })).status).toBe(200);
});
