// /api/admin/overview and /api/admin/role-grants through the Hosting rewrite, plus a grant applied by the
// beforeUserCreated blocking function at the number's first phone sign-in (Auth emulator).
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { AdminOverview } from '@kotastay/shared/schemas/admin-overview';
import type { RoleGrantDoc } from '@kotastay/shared/schemas/role-grant';
import { adminAuth, adminDb, userWithRole, type TestRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { auditEntriesFor } from '../../../../test-utils/audit';
import { seedBooking, testBooking } from '../../../../test-utils/bookings';
import { clearAuth, clearFirestore } from '../../../../test-utils/emulators';
import { phoneSignIn } from '../../../../test-utils/phone-sign-in';

type ErrorBody = { error: string; fields?: Record<string, string> };
const db = () => adminDb();
const grants = () => db().collection(COLLECTIONS.roleGrants);
const NEW_NUMBER = '+919811100001';

/** An Auth user whose claim and users/{uid}.role mirror agree, as the product makes them. */
async function member(uid: string, role: TestRole, phone?: string): Promise<string> {
  const token = await userWithRole(uid, role, phone);
  await db().collection(COLLECTIONS.users).doc(uid).set({ name: `Name of ${uid}`, role: role === 'student' ? null : role });
  return token;
}

/**
 * A demoted admin: the token still says admin, the mirror no longer does. The document carries no role field at
 * all, so the userRoleSync trigger (which would revoke the token: 401) does not race the 403 being tested here;
 * revocation on demotion is tested in users.emu.test.ts.
 */
async function demotedAdmin(): Promise<string> {
  const token = await userWithRole('demoted', 'admin');
  await db().collection(COLLECTIONS.users).doc('demoted').set({ name: 'Former admin' });
  return token;
}

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe('GET /api/admin/overview', () => {
  test('counts each queue; bookings by status changed today; visits today; reviews reported (0 without reviews)', async () => {
    const admin = await member('adm', 'admin');
    const now = Date.now();
    const today = new Date(now).toISOString();
    const lastWeek = new Date(now - 7 * 86_400_000).toISOString();
    await db().collection(COLLECTIONS.kyc).doc('k1').set({ status: 'submitted' });
    await db().collection(COLLECTIONS.kyc).doc('k2').set({ status: 'submitted' });
    await db().collection(COLLECTIONS.kyc).doc('k3').set({ status: 'approved' });
    await db().collection(COLLECTIONS.pgDrafts).doc('d1').set({ review: { status: 'submitted' } });
    await db().collection(COLLECTIONS.pgDrafts).doc('d2').set({ review: { status: 'draft' } });
    const visit = { at: today, escortUid: 'bt', escortName: 'Ravi', escortPhone: '+919800000001' };
    await seedBooking(testBooking('b1', { status: 'pending_visit', updatedAt: today }));
    await seedBooking(testBooking('b2', { status: 'visit_scheduled', updatedAt: today, visit }));
    await seedBooking(testBooking('b3', { status: 'visit_scheduled', updatedAt: lastWeek, visit: { ...visit, at: lastWeek } }));
    await seedBooking(testBooking('b4', { status: 'cancelled', updatedAt: today, visit }));

    const res = await api<AdminOverview>('GET', '/admin/overview', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kycWaiting: 2,
      listingsWaiting: 1,
      bookingsToday: { pending: 0, pending_visit: 1, visit_scheduled: 1, visit_done: 0, confirmed: 0, cancelled: 1 },
      visitsToday: 1,
      reviewsReported: 0,
    });
    expect(res.body.day).toMatch(/^\d{4}-\d\d-\d\d$/);

    // With reviews: only visible ones with at least one report count.
    await db().collection('reviews').doc('r1').set({ status: 'visible', reportCount: 2 });
    await db().collection('reviews').doc('r2').set({ status: 'hidden', reportCount: 1 });
    await db().collection('reviews').doc('r3').set({ status: 'visible', reportCount: 0 });
    expect((await api<AdminOverview>('GET', '/admin/overview', { token: admin })).body.reviewsReported).toBe(1);
  });

  test('only current admins: other roles and a demoted admin 403, no token 401', async () => {
    for (const role of ['student', 'pg_owner', 'booking_team', 'movein_team'] as const) {
      expect((await api('GET', '/admin/overview', { token: await member(`u-${role}`, role) })).status).toBe(403);
    }
    expect((await api('GET', '/admin/overview', { token: await demotedAdmin() })).status).toBe(403);
    expect((await api('GET', '/admin/overview')).status).toBe(401);
    expect((await api('GET', '/admin/overview', { token: await member('sup', 'super_admin') })).status).toBe(200);
  });
});

describe('POST/GET/DELETE /api/admin/role-grants', () => {
  test('an admin gives booking_team to a new number: pending, listed, audited once; the same grant again changes nothing', async () => {
    const admin = await member('adm', 'admin');
    const res = await api<{ status: string; changed: boolean; grant: RoleGrantDoc }>('POST', '/admin/role-grants', {
      token: admin,
      body: { phone: '98111 00001', role: 'booking_team' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', changed: true, grant: { phone: NEW_NUMBER, role: 'booking_team', grantedBy: 'adm' } });
    expect((await grants().doc(NEW_NUMBER).get()).data()).toMatchObject({ role: 'booking_team', grantedBy: 'adm', grantedByRole: 'admin' });
    const again = await api('POST', '/admin/role-grants', { token: admin, body: { phone: NEW_NUMBER, role: 'booking_team' } });
    expect(again.body).toMatchObject({ status: 'pending', changed: false });
    const list = await api<{ grants: RoleGrantDoc[] }>('GET', '/admin/role-grants', { token: admin });
    expect(list.body.grants).toEqual([expect.objectContaining({ phone: NEW_NUMBER, role: 'booking_team' })]);
    expect(await auditEntriesFor(NEW_NUMBER)).toEqual([
      expect.objectContaining({ actorUid: 'adm', action: 'role.granted_to_phone', targetType: 'role_grant', before: null, after: { role: 'booking_team' } }),
    ]);
  });

  test('bad input → 400 naming the field, nothing written', async () => {
    const admin = await member('adm', 'admin');
    const cases: [unknown, string][] = [
      [{ role: 'booking_team' }, 'phone'],
      [{ phone: '12345', role: 'booking_team' }, 'phone'],
      [{ phone: '+12025550123', role: 'booking_team' }, 'phone'],
      [{ phone: NEW_NUMBER }, 'role'],
      [{ phone: NEW_NUMBER, role: 'pg_owner' }, 'role'],
      [{ phone: NEW_NUMBER, role: 'booking_team', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await api<ErrorBody>('POST', '/admin/role-grants', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    }
    expect((await grants().get()).size).toBe(0);
    expect((await db().collection(COLLECTIONS.auditLog).get()).size).toBe(0);
  });

  test('wrong role: an admin cannot give or take back admin (403); others and a demoted admin 403; no token 401', async () => {
    const admin = await member('adm', 'admin');
    const sup = await member('sup', 'super_admin');
    const asAdmin = await api<ErrorBody>('POST', '/admin/role-grants', { token: admin, body: { phone: NEW_NUMBER, role: 'admin' } });
    expect(asAdmin.status).toBe(403);
    expect((await grants().get()).size).toBe(0);
    // A super admin may; the admin then cannot take that grant back, nor turn it into a team role.
    expect((await api('POST', '/admin/role-grants', { token: sup, body: { phone: NEW_NUMBER, role: 'admin' } })).body).toMatchObject({ status: 'pending' });
    expect((await api('DELETE', `/admin/role-grants/${encodeURIComponent(NEW_NUMBER)}`, { token: admin })).status).toBe(403);
    expect((await api('POST', '/admin/role-grants', { token: admin, body: { phone: NEW_NUMBER, role: 'movein_team' } })).status).toBe(403);
    expect((await grants().doc(NEW_NUMBER).get()).get('role')).toBe('admin');

    for (const role of ['student', 'pg_owner', 'booking_team', 'movein_team'] as const) {
      const token = await member(`u-${role}`, role);
      expect((await api('POST', '/admin/role-grants', { token, body: { phone: '+919811100002', role: 'booking_team' } })).status).toBe(403);
      expect((await api('GET', '/admin/role-grants', { token })).status).toBe(403);
    }
    const demoted = await demotedAdmin();
    expect((await api('POST', '/admin/role-grants', { token: demoted, body: { phone: '+919811100002', role: 'booking_team' } })).status).toBe(403);
    expect((await api('POST', '/admin/role-grants', { body: { phone: '+919811100002', role: 'booking_team' } })).status).toBe(401);
    expect((await grants().doc('+919811100002').get()).exists).toBe(false);
  });

  test('revoke: the grant goes, audited once; again 404; hostile ids 400 naming the number', async () => {
    const admin = await member('adm', 'admin');
    await api('POST', '/admin/role-grants', { token: admin, body: { phone: NEW_NUMBER, role: 'movein_team' } });
    const del = await api('DELETE', `/admin/role-grants/${encodeURIComponent(NEW_NUMBER)}`, { token: admin });
    expect(del.status).toBe(204);
    expect((await grants().doc(NEW_NUMBER).get()).exists).toBe(false);
    expect((await auditEntriesFor(NEW_NUMBER)).map((e) => e.action)).toEqual(['role.granted_to_phone', 'role.grant_revoked']);
    expect(await api<ErrorBody>('DELETE', `/admin/role-grants/${encodeURIComponent(NEW_NUMBER)}`, { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'grant_not_found' },
    });
    // `..` is resolved by the URL itself (the request never reaches the route: 404, nothing done).
    expect((await api('DELETE', '/admin/role-grants/%2E%2E', { token: admin })).status).toBe(404);
    for (const id of ['__x__', 'a%2Fb', '9811100001', '%2B12025550123']) {
      const res = await api<ErrorBody>('DELETE', `/admin/role-grants/${id}`, { token: admin });
      expect(res.status, id).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual(['phone']);
    }
  });

  test('a stored grant that does not match its schema (a role no longer grantable) is replaced by a new grant, and can be taken back: never a 500', async () => {
    const admin = await member('adm', 'admin');
    const malformed = { phone: NEW_NUMBER, role: 'warden', grantedBy: 'someone', grantedByRole: 'admin', grantedAt: '2026-01-01T00:00:00.000Z' };
    await grants().doc(NEW_NUMBER).set(malformed);
    const res = await api<{ status: string; changed: boolean; grant: RoleGrantDoc }>('POST', '/admin/role-grants', {
      token: admin,
      body: { phone: NEW_NUMBER, role: 'movein_team' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', changed: true, grant: { role: 'movein_team' } });
    expect((await grants().doc(NEW_NUMBER).get()).get('role')).toBe('movein_team');

    await grants().doc(NEW_NUMBER).set(malformed);
    expect((await api('DELETE', `/admin/role-grants/${encodeURIComponent(NEW_NUMBER)}`, { token: admin })).status).toBe(204);
    expect((await grants().doc(NEW_NUMBER).get()).exists).toBe(false);
    expect((await auditEntriesFor(NEW_NUMBER)).map((e) => [e.action, e.before])).toEqual([
      ['role.granted_to_phone', null],
      ['role.grant_revoked', { role: null }],
    ]);
  });

  test('a number that already has an account gets the role at once (claim, mirror, one audit entry), no grant kept', async () => {
    const admin = await member('adm', 'admin');
    await member('existing', 'student', NEW_NUMBER);
    const res = await api('POST', '/admin/role-grants', { token: admin, body: { phone: NEW_NUMBER, role: 'movein_team' } });
    expect(res.body).toEqual({ status: 'applied', phone: NEW_NUMBER, uid: 'existing', role: 'movein_team', changed: true });
    expect((await adminAuth().getUser('existing')).customClaims?.role).toBe('movein_team');
    expect((await db().collection(COLLECTIONS.users).doc('existing').get()).get('role')).toBe('movein_team');
    expect((await grants().doc(NEW_NUMBER).get()).exists).toBe(false);
    expect(await auditEntriesFor('existing')).toEqual([expect.objectContaining({ action: 'role.changed', after: { role: 'movein_team' } })]);
  });
});

describe('first sign-in of a number with a pending grant (beforeUserCreated)', () => {
  test('the new account carries the role claim and the mirror at once; the grant is consumed and the API lets it in', async () => {
    const admin = await member('adm', 'admin');
    expect((await api('POST', '/admin/role-grants', { token: admin, body: { phone: NEW_NUMBER, role: 'booking_team' } })).status).toBe(200);

    const signIn = await phoneSignIn(NEW_NUMBER);
    expect(signIn.status).toBe(200);
    const idToken = String(signIn.body.idToken);
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { role?: string; user_id: string };
    expect(claims.role).toBe('booking_team');
    const uid = claims.user_id;
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('booking_team');
    expect((await db().collection(COLLECTIONS.users).doc(uid).get()).data()).toMatchObject({ role: 'booking_team', phone: NEW_NUMBER, roleUpdatedBy: 'adm' });
    expect((await grants().doc(NEW_NUMBER).get()).exists).toBe(false);
    expect(await auditEntriesFor(uid)).toEqual([expect.objectContaining({ actorUid: null, actorRole: 'system', action: 'role.grant_applied', after: { role: 'booking_team' } })]);
    // The desk API treats the first token as a current booking_team member (claim and mirror agree).
    expect((await api('GET', '/team/escorts', { token: idToken })).status).toBe(200);

    // A second sign-in of the same number is an ordinary sign-in: the role stays.
    const again = await phoneSignIn(NEW_NUMBER);
    expect(again.status).toBe(200);
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('booking_team');
  });

  test('a number without a grant signs up as a student, no mirror written', async () => {
    const signIn = await phoneSignIn('+919811100009');
    expect(signIn.status).toBe(200);
    const uid = (await adminAuth().getUserByPhoneNumber('+919811100009')).uid;
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBeUndefined();
    expect((await db().collection(COLLECTIONS.users).doc(uid).get()).exists).toBe(false);
  });
});
