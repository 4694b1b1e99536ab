// The role-sync trigger, run by the Functions emulator: editing users/{uid}.role directly (as in the
// Firebase console) changes the custom claim and revokes sessions; an invalid value is reverted, not applied.
import { beforeEach, expect, test, vi } from 'vitest';
import { adminAuth, adminDb, idTokenFor, userWithRole } from '../../../test-utils/admin';
import { api } from '../../../test-utils/api';
import { clearAuth, clearFirestore } from '../../../test-utils/emulators';
import { syncRoleFromDocument } from '../domain/users/role-sync';
import type * as UsersStore from '../domain/users/users-store';

// A seam for the race test below: runs once, right after the sync has read the document and before it
// reads the Auth user (the window in which an API role change can land).
const seam = vi.hoisted(() => ({ beforeAuthRead: null as null | (() => Promise<void>) }));
vi.mock('../domain/users/users-store', async (importOriginal) => {
  const actual = await importOriginal<typeof UsersStore>();
  return {
    ...actual,
    authUser: async (uid: string) => {
      const run = seam.beforeAuthRead;
      seam.beforeAuthRead = null;
      if (run) await run();
      return actual.authUser(uid);
    },
  };
});

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

test('an invalid role value is not applied: the document is put back to the claim, the claim and sessions stay', async () => {
  // The claim (movein_team) deliberately differs from the document's last valid value (booking_team),
  // so "put back to the claim" is told apart from "put back to the previous value".
  await userWithRole('c-bad', 'student', '+919000000602');
  await users().doc('c-bad').set({ name: 'Typo', phone: '+919000000602', role: 'booking_team' });
  await eventually(() => claimOf('c-bad'), 'booking_team');
  await adminAuth().setCustomUserClaims('c-bad', { role: 'movein_team' });
  // Revocation is recorded in whole seconds: a token minted in the same second as a revocation is refused.
  await sleep(1100);
  const token = await idTokenFor('c-bad');

  for (const invalid of ['superadmin', 42]) {
    await users().doc('c-bad').update({ role: invalid });
    await eventually(async () => (await users().doc('c-bad').get()).get('role') as unknown, 'movein_team');
    // Applying the invalid value (as "no role") would have changed the claim and revoked this session.
    expect(await claimOf('c-bad')).toBe('movein_team');
    expect((await api('GET', '/users/firebase/c-bad', { token })).status).toBe(200);
  }
});

test('profile edits that do not touch the role are skipped: not even a drifted claim is re-synced', async () => {
  await userWithRole('c-same', 'student', '+919000000603');
  await users().doc('c-same').set({ name: 'Same', phone: '+919000000603', role: 'admin' });
  await eventually(() => claimOf('c-same'), 'admin');
  // Drift the claim behind the document's back. A sync (had the edit below not been skipped) would
  // find the document says admin and write admin back; skipping leaves booking_team.
  await adminAuth().setCustomUserClaims('c-same', { role: 'booking_team' });
  await sleep(1100);
  const token = await idTokenFor('c-same');

  await users().doc('c-same').update({ name: 'Same Again' });
  await sleep(4000);
  expect(await claimOf('c-same')).toBe('booking_team');
  expect((await api('GET', '/users/firebase/c-same', { token })).status).toBe(200);

  // Control: a role edit on the same document is synced in less time than waited above, so the wait
  // was long enough for a sync to have shown.
  await users().doc('c-same').update({ role: 'movein_team' });
  await eventually(() => claimOf('c-same'), 'movein_team', 4000);
});

test('a profile created with role null is no role change: a claim it does not match and the sessions stay', async () => {
  await userWithRole('c-new', 'pg_owner', '+919000000604');
  const validSince = (await adminAuth().getUser('c-new')).tokensValidAfterTime;
  await users().doc('c-new').set({ name: 'New', phone: '+919000000604', role: null });
  await sleep(4000);
  // Treating null as a change would have removed the claim and ended the sessions.
  expect(await claimOf('c-new')).toBe('pg_owner');
  expect((await adminAuth().getUser('c-new')).tokensValidAfterTime).toBe(validSince);

  // Control: a real change on the same document is applied within the time waited above.
  await users().doc('c-new').update({ role: 'booking_team' });
  await eventually(() => claimOf('c-new'), 'booking_team', 4000);
});

test('a role change landing while a sync runs is not overwritten by the sync\'s older read', async () => {
  await userWithRole('c-race', 'student', '+919000000605');
  await users().doc('c-race').set({ name: 'Race', phone: '+919000000605', role: 'booking_team' });
  await eventually(() => claimOf('c-race'), 'booking_team');
  await users().doc('c-race').update({ role: 'movein_team' });
  await eventually(() => claimOf('c-race'), 'movein_team');

  // Run a sync by hand. It reads the document (movein_team); then, before it reads the Auth user, an API
  // change lands the way the API makes it: claim first, then the document (admin).
  seam.beforeAuthRead = async () => {
    await adminAuth().setCustomUserClaims('c-race', { role: 'admin' });
    await users().doc('c-race').update({ role: 'admin' });
  };
  // Its older read says movein_team, the claim says admin: it writes movein_team, reads the document again,
  // finds admin and writes that. Without the second read the claim would stay movein_team until another edit.
  expect(await syncRoleFromDocument('c-race')).toBe('applied');
  expect(seam.beforeAuthRead).toBeNull();
  expect(await claimOf('c-race')).toBe('admin');
  expect((await users().doc('c-race').get()).get('role')).toBe('admin');
});
