// /api/users through the Hosting rewrite, against the Auth + Firestore emulators: who may read a user
// document, who may change which role, and that a role change really changes the claims and ends the
// target's sessions at once.
import { beforeEach, describe, expect, test } from 'vitest';
import { auditEntriesFor } from '../../../../test-utils/audit';
import { adminAuth, adminDb, idTokenFor, userWithRole, type TestRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearAuth, clearFirestore } from '../../../../test-utils/emulators';

const users = () => adminDb().collection('users');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An Auth user with a role claim and a users/{uid} document mirroring it, as the product creates them. */
async function member(uid: string, role: TestRole | null, phone: string, extra: Record<string, unknown> = {}) {
  const token = await userWithRole(uid, role, phone);
  await users()
    .doc(uid)
    .set({ name: `Name of ${uid}`, phone, role: role === 'student' ? null : role, createdAt: new Date(), updatedAt: new Date(), ...extra });
  return token;
}

const claimOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims?.role ?? null;

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe('GET /api/users/firebase/{uid}', () => {
  test('the user reads their own document, with both spellings of the verified flag', async () => {
    const token = await member('u-owner', 'pg_owner', '+919000000101', { isVerifiedPgOwner: true, pgListerVerified: true, canListPG: true });
    const res = await api('GET', '/users/firebase/u-owner', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: 'u-owner',
      name: 'Name of u-owner',
      phone: '+919000000101',
      role: 'pg_owner',
      isVerifiedPgOwner: true,
      pgListerVerified: true,
      pg_lister_verified: true,
      canListPG: true,
    });
    expect((res.body as { createdAt: string }).createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('missing flags read as false; a user without a document gets 404', async () => {
    const token = await member('u-s', 'student', '+919000000102');
    const res = await api('GET', '/users/firebase/u-s', { token });
    expect(res.body).toMatchObject({ role: null, isVerifiedPgOwner: false, pgListerVerified: false, pg_lister_verified: false, canListPG: false });
    const fresh = await userWithRole('u-new', 'student', '+919000000103');
    expect(await api('GET', '/users/firebase/u-new', { token: fresh })).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  test('without a token: 401; with a garbage token: 401; forged team headers change nothing', async () => {
    await member('u-s', 'student', '+919000000102');
    expect((await api('GET', '/users/firebase/u-s')).status).toBe(401);
    expect((await api('GET', '/users/firebase/u-s', { token: 'not-a-token' })).status).toBe(401);
    const forged = { 'X-Team-Auth': 'true', 'X-Team-Role': 'booking_team', 'X-Team-Session-ID': 'x', 'X-Team-User-ID': 'u-s', 'X-User-ID': 'u-s' };
    expect((await api('GET', '/users/firebase/u-s', { headers: forged })).status).toBe(401);
  });

  test("another user's document: 403 for students, team and owners, 200 for admins", async () => {
    await member('u-target', 'student', '+919000000104');
    for (const role of ['student', 'pg_owner', 'booking_team', 'movein_team'] as const) {
      const token = await member(`u-${role}`, role, `+91900000020${['student', 'pg_owner', 'booking_team', 'movein_team'].indexOf(role)}`);
      const forged = { 'X-Team-Auth': 'true', 'X-Team-Role': 'booking_team' };
      expect((await api('GET', '/users/firebase/u-target', { token, headers: forged })).status, role).toBe(403);
    }
    for (const role of ['admin', 'super_admin'] as const) {
      const token = await member(`u-${role}`, role, role === 'admin' ? '+919000000301' : '+919000000302');
      expect((await api('GET', '/users/firebase/u-target', { token })).status, role).toBe(200);
    }
  });
});

describe('GET /api/users (admin search by phone)', () => {
  test('admins find users by a phone prefix; others get 401/403; bad input 400', async () => {
    const admin = await member('u-admin', 'admin', '+919000000301');
    const student = await member('u-s', 'student', '+919876500001');
    await member('u-s2', 'student', '+919876500002');
    await member('u-s3', 'student', '+918888800003');
    const found = await api<{ uid: string }[]>('GET', '/users?phone=98765', { token: admin });
    expect(found.status).toBe(200);
    expect(found.body.map((u) => u.uid).sort()).toEqual(['u-s', 'u-s2']);
    const full = await api<{ uid: string }[]>('GET', '/users?phone=%2B919876500002', { token: admin });
    expect(full.body.map((u) => u.uid)).toEqual(['u-s2']);
    const all = await api<unknown[]>('GET', '/users', { token: admin });
    expect(all.body).toHaveLength(4);
    expect((await api('GET', '/users?phone=98765')).status).toBe(401);
    expect((await api('GET', '/users?phone=98765', { token: student })).status).toBe(403);
    const bad = await api('GET', '/users?phone=abc', { token: admin });
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_input', fields: { phone: expect.any(String) } } });
  });
});

describe('PUT /api/users/{uid}/role', () => {
  test('an admin makes a student booking_team: claim set, document mirrored, old sessions revoked at once', async () => {
    const admin = await member('u-admin', 'admin', '+919000000301');
    const targetOld = await member('u-t', 'student', '+919000000401');
    expect((await api('GET', '/users/firebase/u-t', { token: targetOld })).status).toBe(200);
    // Revocation has one-second granularity: the old token must be from an earlier second.
    await sleep(1100);

    const res = await api('PUT', '/users/u-t/role', { token: admin, body: { role: 'booking_team' } });
    expect(res).toEqual({ status: 200, body: { uid: 'u-t', role: 'booking_team', changed: true } });
    expect(await claimOf('u-t')).toBe('booking_team');
    const doc = (await users().doc('u-t').get()).data();
    expect(doc).toMatchObject({ role: 'booking_team', roleUpdatedBy: 'u-admin', name: 'Name of u-t' });

    // The target's old ID token is refused; a new sign-in carries the new role.
    expect((await api('GET', '/users/firebase/u-t', { token: targetOld })).status).toBe(401);
    const targetNew = await idTokenFor('u-t');
    expect(await api('GET', '/users/firebase/u-t', { token: targetNew })).toMatchObject({ status: 200, body: { role: 'booking_team' } });
  });

  test('repeating the same change is idempotent and does not end the sessions again', async () => {
    const admin = await member('u-admin', 'admin', '+919000000301');
    await member('u-t', 'student', '+919000000401');
    await api('PUT', '/users/u-t/role', { token: admin, body: { role: 'movein_team' } });
    await sleep(1100);
    const fresh = await idTokenFor('u-t');
    const again = await api('PUT', '/users/u-t/role', { token: admin, body: { role: 'movein_team' } });
    expect(again).toEqual({ status: 200, body: { uid: 'u-t', role: 'movein_team', changed: false } });
    expect((await api('GET', '/users/firebase/u-t', { token: fresh })).status).toBe(200);
    // Removing the role works the same way.
    const removed = await api('PUT', '/users/u-t/role', { token: admin, body: { role: null } });
    expect(removed.body).toEqual({ uid: 'u-t', role: null, changed: true });
    expect(await claimOf('u-t')).toBeNull();
    // One audit entry per change that changed something; the idempotent repeat wrote none.
    expect((await auditEntriesFor('u-t')).map((e) => [e.action, e.actorUid, e.before, e.after])).toEqual([
      ['role.changed', 'u-admin', { role: null }, { role: 'movein_team' }],
      ['role.changed', 'u-admin', { role: 'movein_team' }, { role: null }],
    ]);
    expect((await users().doc('u-t').get()).get('role')).toBeNull();
  });

  test('a user without a document gets one with the role and their phone', async () => {
    const sup = await member('u-sup', 'super_admin', '+919000000302');
    await userWithRole('u-nodoc', 'student', '+919000000402');
    expect((await api('PUT', '/users/u-nodoc/role', { token: sup, body: { role: 'admin' } })).status).toBe(200);
    expect((await users().doc('u-nodoc').get()).data()).toMatchObject({ role: 'admin', phone: '+919000000402' });
    expect(await claimOf('u-nodoc')).toBe('admin');
  });

  test('bad input: 400 naming the field, nothing written', async () => {
    const sup = await member('u-sup', 'super_admin', '+919000000302');
    await member('u-t', 'student', '+919000000401');
    for (const body of [{ role: 'king' }, { role: 'pg_owner' }, {}, { role: 'admin', extra: 1 }]) {
      const res = await api('PUT', '/users/u-t/role', { token: sup, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_input' });
      expect(Object.keys((res.body as { fields: object }).fields)).toEqual(['extra' in body ? 'extra' : 'role']);
    }
    // Malformed JSON is answered by the Functions runtime before our app (decision 012): a bare 400, no stack.
    const malformed = await api('PUT', '/users/u-t/role', { token: sup, body: 'not json{' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatch(/Bad Request/);
    expect(malformed.body).not.toMatch(/SyntaxError|node_modules|\bat /);
    // Valid JSON that is not an object does reach the app: our JSON error.
    const notAnObject = await api('PUT', '/users/u-t/role', { token: sup, body: '["admin"]' });
    expect(notAnObject).toMatchObject({ status: 400, body: { error: 'invalid_input', fields: { _: expect.any(String) } } });
    expect(await claimOf('u-t')).toBeNull();
    expect((await users().doc('u-t').get()).get('role')).toBeNull();
  });

  test('no token: 401; student, owner and team roles: 403; nothing written', async () => {
    await member('u-t', 'student', '+919000000401');
    expect((await api('PUT', '/users/u-t/role', { body: { role: 'booking_team' } })).status).toBe(401);
    const phones = { student: '+919000000501', pg_owner: '+919000000502', booking_team: '+919000000503', movein_team: '+919000000504' };
    for (const [role, phone] of Object.entries(phones) as [TestRole, string][]) {
      const token = await member(`u-${role}`, role, phone);
      expect((await api('PUT', '/users/u-t/role', { token, body: { role: 'booking_team' } })).status, role).toBe(403);
    }
    expect(await claimOf('u-t')).toBeNull();
  });

  test('an admin may not make admins, nor touch admins or super admins', async () => {
    const admin = await member('u-admin', 'admin', '+919000000301');
    await member('u-t', 'student', '+919000000401');
    await member('u-admin2', 'admin', '+919000000303');
    await member('u-sup', 'super_admin', '+919000000302');
    expect((await api('PUT', '/users/u-t/role', { token: admin, body: { role: 'admin' } })).status).toBe(403);
    expect((await api('PUT', '/users/u-t/role', { token: admin, body: { role: 'super_admin' } })).status).toBe(403);
    expect((await api('PUT', '/users/u-admin2/role', { token: admin, body: { role: null } })).status).toBe(403);
    expect((await api('PUT', '/users/u-sup/role', { token: admin, body: { role: 'booking_team' } })).status).toBe(403);
    expect(await claimOf('u-t')).toBeNull();
    expect(await claimOf('u-admin2')).toBe('admin');
    expect(await claimOf('u-sup')).toBe('super_admin');
  });

  test('a super admin manages admins; nobody changes their own role or a pg_owner here', async () => {
    const sup = await member('u-sup', 'super_admin', '+919000000302');
    await member('u-admin', 'admin', '+919000000301');
    await member('u-owner', 'pg_owner', '+919000000101');
    expect((await api('PUT', '/users/u-admin/role', { token: sup, body: { role: 'super_admin' } })).status).toBe(200);
    // The role-sync trigger of the setup's own write to users/u-admin may still run and briefly reconcile the claim
    // with the document; what must hold is where claim and document settle.
    await expect.poll(() => claimOf('u-admin'), { timeout: 10_000 }).toBe('super_admin');
    expect(await api('PUT', '/users/u-sup/role', { token: sup, body: { role: null } })).toMatchObject({ status: 409, body: { error: 'own_role' } });
    expect(await api('PUT', '/users/u-owner/role', { token: sup, body: { role: null } })).toMatchObject({ status: 409 });
    expect(await claimOf('u-sup')).toBe('super_admin');
    expect(await claimOf('u-owner')).toBe('pg_owner');
  });

  test('an unknown user: 404', async () => {
    const sup = await member('u-sup', 'super_admin', '+919000000302');
    expect((await api('PUT', '/users/nobody-here/role', { token: sup, body: { role: 'admin' } })).status).toBe(404);
    expect((await users().doc('nobody-here').get()).exists).toBe(false);
  });

  test('a demoted admin loses access at once (their old token is revoked)', async () => {
    const sup = await member('u-sup', 'super_admin', '+919000000302');
    const adminOld = await member('u-admin', 'admin', '+919000000301');
    await member('u-t', 'student', '+919000000401');
    expect((await api('GET', '/users/firebase/u-t', { token: adminOld })).status).toBe(200);
    await sleep(1100);
    expect((await api('PUT', '/users/u-admin/role', { token: sup, body: { role: null } })).status).toBe(200);
    expect((await api('GET', '/users/firebase/u-t', { token: adminOld })).status).toBe(401);
    expect((await api('PUT', '/users/u-t/role', { token: adminOld, body: { role: 'booking_team' } })).status).toBe(401);
  });
});
