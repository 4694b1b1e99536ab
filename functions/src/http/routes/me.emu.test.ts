// Data rights through the Hosting rewrite (docs/decisions/204-data-rights-in-the-app.md): GET /api/me/export (what is
// held about the caller, collection by collection), GET /api/consents/{childUid}/export (the parent, by the consent's
// number, and nobody else), POST /api/me/delete (refusals, what goes, what is kept anonymised, the old token refused),
// and the privacy requests' queue (POST /api/me/privacy-requests, GET/close /api/admin/privacy-requests).
// Hostile ids are in testing/id-routes.ts (hostile-ids.emu.test.ts).
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { retentionMs } from '@kotastay/shared/retention';
import {
  FORMER_STUDENT,
  type DataExport,
  type DeleteAccountResponse,
  type PrivacyRequest,
} from '@kotastay/shared/schemas/privacy';
import { getStorage } from 'firebase-admin/storage';
import { adminApp, adminAuth, adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { EXPORTED_COLLECTIONS } from '../../domain/privacy';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Any = DataExport &
  Omit<DeleteAccountResponse, 'status'> &
  Omit<PrivacyRequest, 'status'> &
  ErrorBody & { results: PrivacyRequest[]; status: string };

const STUDENT_PHONE = '+919876511001';
const OTHER_PHONE = '+919876511002';
const PARENT_PHONE = '+919123411001';
const t = {} as Record<'student' | 'other' | 'parent' | 'stranger' | 'admin' | 'owner', string>;
const db = () => adminDb();
const doc = (col: string, id: string) => db().collection(col).doc(id);
const bucket = () => getStorage(adminApp()).bucket();
const PHOTO_ID = '0123456789abcdef0123';

function sixteenYearsAgo(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 16);
  return d.toISOString().slice(0, 10);
}

/** Everything a student can have, for `uid`: each collection the export names. */
async function seedStudentData(uid: string, phone: string, status = 'confirmed') {
  await doc(COLLECTIONS.users, uid).set({
    name: 'Asha Verma',
    phone,
    accountType: 'student',
    // 16: a child, whose parent may download their data once they have consented (decision 204).
    birthDate: sixteenYearsAgo(),
    role: null,
  });
  await doc(COLLECTIONS.savedPgs, `${uid}_pg-1`).set({
    uid,
    pgId: 'pg-1',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
  await doc(COLLECTIONS.bookings, `bk-${uid}`).set({
    studentUid: uid,
    studentName: 'Asha Verma',
    studentPhone: phone,
    parentPhone: PARENT_PHONE,
    note: 'Near Allen please',
    status,
    pgId: 'pg-1',
    pgName: 'Sunrise PG',
    tokenInr: 1000,
    payment: {
      status: 'paid',
      provider: 'local',
      orderId: `order-${uid}`,
      paymentId: 'pay_1',
      paidAt: '2026-11-02T10:00:00.000Z',
      receiptNo: 'KS-2026-000001',
      lastError: null,
      attempts: 1,
    },
    refund: null,
    parentApproval: {
      state: 'approved',
      requestedAt: '2026-11-01T10:00:00.000Z',
      expiresAt: '2026-11-02T10:00:00.000Z',
      decidedAt: '2026-11-01T11:00:00.000Z',
      note: 'Go ahead beta',
    },
    timeline: [
      {
        status: 'pending',
        at: '2026-11-01T10:00:00.000Z',
        by: 'parent',
        note: 'Go ahead beta',
        noteCode: { code: 'parent_approved', params: { note: 'Go ahead beta' } },
      },
    ],
    cancelNote: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  });
  await doc(COLLECTIONS.bookings, `bk-${uid}`)
    .collection(COLLECTIONS.bookingAudit)
    .doc('a1')
    .set({ actorUid: uid, actorRole: 'student', from: null, to: 'pending', action: 'create' });
  await doc(COLLECTIONS.paymentOrders, `order-${uid}`).set({
    orderId: `order-${uid}`,
    bookingId: `bk-${uid}`,
    studentUid: uid,
    amountPaise: 100000,
    status: 'paid',
  });
  await doc(COLLECTIONS.reviews, `rv-${uid}`).set({
    id: `rv-${uid}`,
    pgId: 'pg-1',
    authorName: 'Asha',
    text: 'Clean rooms',
    status: 'visible',
  });
  await doc(COLLECTIONS.reviewPrivate, `rv-${uid}`).set({
    id: `rv-${uid}`,
    pgId: 'pg-1',
    bookingId: `bk-${uid}`,
    authorUid: uid,
    createdAt: '2026-11-20T10:00:00.000Z',
  });
  await doc(COLLECTIONS.reviewReports, `rv-x_${uid}`).set({ reviewId: 'rv-x', pgId: 'pg-2', uid, reason: 'Spam' });
  await doc(COLLECTIONS.kyc, uid).set({
    status: 'rejected',
    idType: 'aadhaar',
    idCardPath: `id_cards/${uid}/front.jpg`,
    nameOnId: 'Asha Verma',
    bank: { accountHolderName: 'Asha Verma', accountNumberLast4: '4321', ifsc: 'SBIN0000001' },
  });
  await doc(COLLECTIONS.kycPrivate, uid).set({ accountNumber: '1234567894321' });
  await doc(COLLECTIONS.outbox, `msg-uid-${uid}`).set({
    toUid: uid,
    toPhone: phone,
    text: 'Your visit is confirmed',
    template: 'booking_confirmed',
    params: { name: 'Asha' },
    status: 'sent',
  });
  await doc(COLLECTIONS.outbox, `msg-phone-${uid}`).set({
    toUid: null,
    toPhone: phone,
    text: 'KotaStay: consent asked',
    template: 'consent_request',
    status: 'sent',
  });
  await doc(COLLECTIONS.parentalConsents, uid).set({
    childUid: uid,
    childFirstName: 'Asha',
    parentPhone: PARENT_PHONE,
    state: 'granted',
    policyVersion: 'children-2026-11',
    scope: ['bookings', 'payments'],
    requestedAt: '2026-11-01T10:00:00.000Z',
    grantedByUid: 'me-parent',
    grantedAt: '2026-11-01T11:00:00.000Z',
    withdrawnAt: null,
    history: [],
    updatedAt: '2026-11-01T11:00:00.000Z',
  });
  await db()
    .collection(COLLECTIONS.auditLog)
    .add({
      actorUid: 'me-admin',
      actorRole: 'admin',
      action: 'kyc.rejected',
      targetType: 'kyc',
      targetId: uid,
      summary: 'Rejected',
      at: '2026-11-03T10:00:00.000Z',
    });
}

beforeAll(async () => {
  t.other = await userWithRole('me-other', null, OTHER_PHONE);
  t.parent = await userWithRole('me-parent', null, PARENT_PHONE);
  t.stranger = await userWithRole('me-stranger', null, '+919700011011');
  t.admin = await userWithRole('me-admin', 'admin', '+919700011012');
  t.owner = await userWithRole('me-owner', 'pg_owner', '+919700011013');
});

beforeEach(async () => {
  await clearFirestore();
  // The student is deleted by some tests: a fresh Auth user each time.
  await adminAuth()
    .deleteUser('me-student')
    .catch(() => undefined);
  t.student = await userWithRole('me-student', null, STUDENT_PHONE);
  await seedStudentData('me-student', STUDENT_PHONE);
  await seedStudentData('me-other', OTHER_PHONE);
  await doc(COLLECTIONS.users, 'me-admin').set({ name: 'Admin', role: 'admin' });
  await doc(COLLECTIONS.users, 'me-owner').set({ name: 'Owner', role: 'pg_owner' });
});

const ids = (e: DataExport, section: keyof DataExport['sections']) => e.sections[section].map((d) => d.id).sort();

describe('GET /api/me/export', () => {
  test('every section holds the caller’s data and nobody else’s; the collections read are listed', async () => {
    const res = await api<Any>('GET', '/me/export', { token: t.student });
    expect(res.status).toBe(200);
    const e = res.body;
    expect(e).toMatchObject({
      format: 'kotastay-data-export/1',
      requestedBy: 'self',
      subject: { uid: 'me-student', phone: STUDENT_PHONE },
    });
    expect(e.collections).toEqual([...EXPORTED_COLLECTIONS]);
    expect(ids(e, 'profile')).toEqual(['me-student']);
    expect(ids(e, 'savedPgs')).toEqual(['me-student_pg-1']);
    expect(ids(e, 'bookings')).toEqual(['bk-me-student']);
    expect(e.sections.bookings[0]!.data).toMatchObject({ payment: { receiptNo: 'KS-2026-000001' } });
    expect(ids(e, 'bookingAudit')).toEqual(['a1']);
    expect(ids(e, 'paymentOrders')).toEqual(['order-me-student']);
    expect(ids(e, 'reviews')).toEqual(['rv-me-student']);
    expect(ids(e, 'reviewAuthorship')).toEqual(['rv-me-student']);
    expect(ids(e, 'reviewReports')).toEqual(['rv-x_me-student']);
    expect(ids(e, 'messages')).toEqual(['msg-phone-me-student', 'msg-uid-me-student']);
    expect(ids(e, 'consents')).toEqual(['me-student']);
    expect(e.sections.auditLog).toHaveLength(1);
    // KYC: the status and the last 4 digits, never the ID card's path or the full account number.
    expect(e.sections.kyc[0]!.data).toMatchObject({ status: 'rejected', bank: { accountNumberLast4: '4321' } });
    expect(JSON.stringify(e)).not.toMatch(/id_cards\/|1234567894321/);
    expect(e.withheld.map((w) => w.collection)).toContain(COLLECTIONS.kycPrivate);
    // Times are ISO strings.
    expect(e.sections.savedPgs[0]!.data.createdAt).toBe('2026-11-01T10:00:00.000Z');
    expect(JSON.stringify(e)).not.toMatch(/me-other|Clean rooms.*me-other/);
  });

  test('a parent’s own export lists the consents asked of their number', async () => {
    const res = await api<Any>('GET', '/me/export', { token: t.parent });
    expect(res.status).toBe(200);
    expect(ids(res.body, 'consents')).toEqual(['me-other', 'me-student']);
    expect(res.body.sections.profile).toEqual([]);
  });

  test('signed out: 401', async () => {
    expect((await api('GET', '/me/export')).status).toBe(401);
  });
});

describe('GET /api/consents/{childUid}/export', () => {
  test('the parent (signed in with the consent’s number) gets the child’s data, and only that child’s', async () => {
    const res = await api<Any>('GET', '/consents/me-student/export', { token: t.parent });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requestedBy: 'parent', subject: { uid: 'me-student', phone: STUDENT_PHONE } });
    expect(ids(res.body, 'bookings')).toEqual(['bk-me-student']);
    expect(JSON.stringify(res.body)).not.toMatch(/me-other/);
  });

  test('the child 403 (their own export is /me/export); a stranger, an admin or an unknown child 404; signed out 401', async () => {
    expect((await api<Any>('GET', '/consents/me-student/export', { token: t.student })).body.error).toBe('parent_only');
    expect((await api('GET', '/consents/me-student/export', { token: t.student })).status).toBe(403);
    expect((await api('GET', '/consents/me-student/export', { token: t.stranger })).status).toBe(404);
    expect((await api('GET', '/consents/me-student/export', { token: t.admin })).status).toBe(404);
    expect((await api('GET', '/consents/nobody/export', { token: t.parent })).status).toBe(404);
    expect((await api('GET', '/consents/me-student/export')).status).toBe(401);
  });

  test('only with a consent granted, and only while the child is under 18: 403 otherwise', async () => {
    await doc(COLLECTIONS.parentalConsents, 'me-student').update({ state: 'requested', grantedByUid: null, grantedAt: null });
    const asked = await api<Any>('GET', '/consents/me-student/export', { token: t.parent });
    expect([asked.status, asked.body.error]).toEqual([403, 'consent_not_granted']);
    await doc(COLLECTIONS.parentalConsents, 'me-student').update({ state: 'granted' });
    await doc(COLLECTIONS.users, 'me-student').update({ birthDate: '2000-01-01' });
    const adult = await api<Any>('GET', '/consents/me-student/export', { token: t.parent });
    expect([adult.status, adult.body.error]).toEqual([403, 'not_a_child']);
  });
});

describe('POST /api/me/delete', () => {
  test('bad confirmation: 400 naming confirm, nothing deleted', async () => {
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'DELETE', extra: 1 }]) {
      const res = await api<Any>('POST', '/me/delete', { token: t.student, body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect((await api<Any>('POST', '/me/delete', { token: t.student, body: {} })).body.fields).toHaveProperty(
      'confirm',
    );
    expect((await doc(COLLECTIONS.users, 'me-student').get()).exists).toBe(true);
    expect((await api('GET', '/me/export', { token: t.student })).status).toBe(200);
  });

  test('a booking under way: 409 active_booking, nothing deleted', async () => {
    await doc(COLLECTIONS.bookings, 'bk-me-student').update({ status: 'visit_scheduled' });
    const res = await api<Any>('POST', '/me/delete', { token: t.student, body: { confirm: 'DELETE' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('active_booking');
    expect(res.body.message).toMatch(/Cancel/);
    expect((await doc(COLLECTIONS.users, 'me-student').get()).exists).toBe(true);
    expect((await doc(COLLECTIONS.savedPgs, 'me-student_pg-1').get()).exists).toBe(true);
  });

  test('a stay still lived in (active or under notice): 409 active_stay, nothing deleted; an ended stay does not refuse', async () => {
    for (const status of ['active', 'notice_given'] as const) {
      await doc(COLLECTIONS.stays, 'stay-me-student').set({ studentUid: 'me-student', status });
      const res = await api<Any>('POST', '/me/delete', { token: t.student, body: { confirm: 'DELETE' } });
      expect(res.status, status).toBe(409);
      expect(res.body.error).toBe('active_stay');
      expect((await doc(COLLECTIONS.users, 'me-student').get()).exists).toBe(true);
    }
    // An ended stay is kept like its booking, anonymised: the owner's view, the contacts and the audit included.
    const ended = {
      bookingId: 'bk-me-student', studentUid: 'me-student', studentFirstName: 'Asha', ownerUid: 'owner-1',
      pgId: 'pg-1', pgName: 'Saraswati Girls Hostel', areaName: 'Talwandi', roomId: 'r1', roomLabel: 'Double sharing',
      room: { sharing: 'double', ac: false }, rentInr: 9000, extrasInr: 0, monthlyTotalInr: 9000, maintenanceInrPerYear: null,
      depositInr: 0, tokenCreditedInr: 499, startDate: '2026-01-05', billingDay: 5, paidThroughDate: '2026-02-04',
      language: 'en', status: 'ended', notice: { givenAt: '2026-03-01T05:00:00.000Z', exitDate: '2026-03-20', by: 'student', reason: null },
      statement: null, endedAt: '2026-03-20T00:00:00.000Z', timeline: [], createdAt: '2026-01-05T05:00:00.000Z', updatedAt: '2026-03-20T00:00:00.000Z',
    };
    await doc(COLLECTIONS.stays, 'stay-me-student').set({
      ...ended,
      roomChange: {
        status: 'declined', fromRoomId: 'r1', fromRoomLabel: 'Double sharing · Non-AC', toRoomId: 'r2', toRoomLabel: 'Single sharing · AC',
        toRoom: { sharing: 'single', ac: true }, toRentInr: 11000, fromRentInr: 9000, fromMonthlyTotalInr: 9000, requestedAt: '2026-02-01T05:00:00.000Z',
        by: 'student', decidedAt: '2026-02-02T05:00:00.000Z', rentFromDate: null, note: 'Asha, no single room until March',
      },
    });
    await doc(COLLECTIONS.stays, 'stay-me-student').collection(COLLECTIONS.stayAudit).doc('a1').set({ actorUid: 'me-student', action: 'notice', reason: 'Going home' });
    await doc(COLLECTIONS.stays, 'stay-me-student').collection(COLLECTIONS.stayAudit).doc('a2').set({ actorUid: 'mt-1', action: 'room_change_decline', reason: 'Asha, no single room until March' });
    await doc(COLLECTIONS.stayContacts, 'stay-me-student').set({ studentUid: 'me-student', studentName: 'Asha Verma', studentPhone: '+919876511001', parentPhone: '+919876511002', noticeReason: 'Going home' });
    await doc(COLLECTIONS.stayResidents, 'stay-me-student').set({ ownerUid: 'owner-1', firstName: 'Asha' });
    // A complaint the student raised about that stay: kept for the PG's record, with nothing of Asha left in it.
    const complaint = {
      stayId: 'stay-me-student', pgId: 'pg-1', pgName: 'Saraswati Girls Hostel', ownerUid: 'owner-1', studentUid: 'me-student',
      studentFirstName: 'Asha', parentPhone: '+919876511002', roomLabel: 'Double sharing', room: { sharing: 'double', ac: false },
      category: 'food', text: 'Asha here: the dal is watery every night', photoIds: [PHOTO_ID], raisedBy: 'student', status: 'resolved', handler: 'owner',
      dueAt: null, reopenCount: 0, escalatedAt: null, escalation: null, teamLateAt: null, answeredAt: '2026-02-11T05:00:00.000Z',
      resolvedAt: '2026-02-12T05:00:00.000Z', resolvedBy: 'student', hoursToResolve: 24, language: 'en',
      thread: [
        { by: 'student', kind: 'raised', text: 'Asha here: the dal is watery every night', at: '2026-02-10T05:00:00.000Z' },
        { by: 'owner', kind: 'answer', text: 'New cook from Monday.', at: '2026-02-11T05:00:00.000Z' },
        { by: 'student', kind: 'resolved', text: null, at: '2026-02-12T05:00:00.000Z' },
      ],
      createdAt: '2026-02-10T05:00:00.000Z', updatedAt: '2026-02-12T05:00:00.000Z',
    };
    await doc(COLLECTIONS.complaints, 'cmp-me-student').set(complaint);
    await doc(COLLECTIONS.complaints, 'cmp-me-student').collection(COLLECTIONS.complaintAudit).doc('c1').set({ actorUid: 'me-student', action: 'raise' });
    await doc(COLLECTIONS.ownerComplaints, 'cmp-me-student').set({ ownerUid: 'owner-1', firstName: 'Asha', text: complaint.text, photoIds: [PHOTO_ID], thread: complaint.thread });
    // Its photo, as the raise stored it (docs/decisions/214-complaint-photos.md): deleted with the account.
    for (const size of ['thumb', 'full']) await bucket().file(`complaint_photos/cmp-me-student/${PHOTO_ID}/${size}.webp`).save(Buffer.from('webp'));
    await bucket().file('complaint_photos/cmp-other/keep/full.webp').save(Buffer.from('webp'));
    const res = await api<Any>('POST', '/me/delete', { token: t.student, body: { confirm: 'DELETE' } });
    expect(res.status).toBe(200);
    const tomb = res.body.tombstoneId;
    expect((await doc(COLLECTIONS.stays, 'stay-me-student').get()).data()).toMatchObject({ studentUid: tomb, studentFirstName: FORMER_STUDENT, rentInr: 9000, status: 'ended' });
    expect((await doc(COLLECTIONS.stayContacts, 'stay-me-student').get()).data()).toEqual({ studentUid: tomb, studentName: FORMER_STUDENT, studentPhone: '', parentPhone: '', noticeReason: null });
    expect((await doc(COLLECTIONS.stayResidents, 'stay-me-student').get()).get('firstName')).toBe(FORMER_STUDENT);
    expect((await doc(COLLECTIONS.stays, 'stay-me-student').collection(COLLECTIONS.stayAudit).doc('a1').get()).data()).toEqual({ actorUid: tomb, action: 'notice', reason: null });
    // A staff member's line keeps its author, loses its words about the student.
    expect((await doc(COLLECTIONS.stays, 'stay-me-student').collection(COLLECTIONS.stayAudit).doc('a2').get()).data()).toEqual({ actorUid: 'mt-1', action: 'room_change_decline', reason: null });
    expect((await doc(COLLECTIONS.stays, 'stay-me-student').get()).get('roomChange.note')).toBeNull();
    expect(JSON.stringify((await doc(COLLECTIONS.stays, 'stay-me-student').get()).data())).not.toMatch(/Asha/);
    const kept = (await doc(COLLECTIONS.complaints, 'cmp-me-student').get()).data();
    expect(kept).toMatchObject({ studentUid: tomb, studentFirstName: FORMER_STUDENT, parentPhone: '', text: '', photoIds: [], category: 'food', status: 'resolved', hoursToResolve: 24 });
    expect((await bucket().getFiles({ prefix: 'complaint_photos/cmp-me-student/' }))[0]).toEqual([]);
    expect((await bucket().getFiles({ prefix: 'complaint_photos/cmp-other/' }))[0].map((f) => f.name)).toEqual(['complaint_photos/cmp-other/keep/full.webp']);
    expect((kept?.thread as { text: string | null }[]).map((e) => e.text)).toEqual([null, 'New cook from Monday.', null]);
    expect(JSON.stringify(kept)).not.toMatch(/Asha|9876511002|dal/);
    const ownerView = (await doc(COLLECTIONS.ownerComplaints, 'cmp-me-student').get()).data();
    expect(ownerView).toMatchObject({ firstName: FORMER_STUDENT, text: '', photoIds: [], ownerUid: 'owner-1' });
    expect(JSON.stringify(ownerView)).not.toMatch(/Asha|dal/);
    expect((await doc(COLLECTIONS.complaints, 'cmp-me-student').collection(COLLECTIONS.complaintAudit).doc('c1').get()).get('actorUid')).toBe(tomb);
  });

  test('an owner or staff account: 409 account_has_role, nothing deleted', async () => {
    for (const token of [t.owner, t.admin]) {
      const res = await api<Any>('POST', '/me/delete', { token, body: { confirm: 'DELETE' } });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('account_has_role');
    }
    expect((await doc(COLLECTIONS.users, 'me-owner').get()).exists).toBe(true);
  });

  test('deletes what the law does not keep, anonymises what it keeps, and the old token is refused', async () => {
    const res = await api<Any>('POST', '/me/delete', { token: t.student, body: { confirm: 'DELETE' } });
    expect(res.status).toBe(200);
    const tomb = res.body.tombstoneId;
    expect(tomb).toMatch(/^deleted_[0-9a-f]{24}$/);
    expect(res.body.kept.map((k) => k.what)).toContain('payment_records');

    expect((await doc(COLLECTIONS.users, 'me-student').get()).exists).toBe(false);
    expect((await doc(COLLECTIONS.savedPgs, 'me-student_pg-1').get()).exists).toBe(false);
    expect((await doc(COLLECTIONS.parentalConsents, 'me-student').get()).exists).toBe(false);
    expect((await doc(COLLECTIONS.reviewReports, 'rv-x_me-student').get()).exists).toBe(false);
    expect((await doc(COLLECTIONS.kycPrivate, 'me-student').get()).exists).toBe(false);
    const kyc = (await doc(COLLECTIONS.kyc, 'me-student').get()).data()!;
    expect(kyc).toMatchObject({ status: 'rejected', bank: { accountNumberLast4: '4321' } });
    expect(kyc.idCardPath).toBeUndefined();
    expect(kyc.nameOnId).toBeUndefined();

    // The review stays, by a former student, linked to nobody.
    expect((await doc(COLLECTIONS.reviews, 'rv-me-student').get()).get('authorName')).toBe(FORMER_STUDENT);
    expect((await doc(COLLECTIONS.reviewPrivate, 'rv-me-student').get()).get('authorUid')).toBeUndefined();

    // The payment record stays 8 years, without the name, numbers or words.
    const booking = (await doc(COLLECTIONS.bookings, 'bk-me-student').get()).data()!;
    expect(booking).toMatchObject({
      studentUid: tomb,
      studentName: FORMER_STUDENT,
      studentPhone: '',
      parentPhone: '',
      note: '',
      payment: { receiptNo: 'KS-2026-000001', status: 'paid' },
      tokenInr: 1000,
    });
    expect(JSON.stringify(booking)).not.toMatch(/Asha|Verma|Go ahead|"me-student"|9876511001/);
    expect((await doc(COLLECTIONS.paymentOrders, 'order-me-student').get()).get('studentUid')).toBe(tomb);
    expect(
      (await doc(COLLECTIONS.bookings, 'bk-me-student').collection(COLLECTIONS.bookingAudit).doc('a1').get()).get(
        'actorUid',
      ),
    ).toBe(tomb);

    // Messages keep what was sent when, not to whom or what.
    for (const id of ['msg-uid-me-student', 'msg-phone-me-student']) {
      const m = (await doc(COLLECTIONS.outbox, id).get()).data()!;
      expect(m.toPhone).toBeNull();
      expect(m.text).toBeUndefined();
      expect(JSON.stringify(m)).not.toMatch(/me-student|9876511001|Asha/);
    }

    // The other student's data is untouched.
    expect((await doc(COLLECTIONS.bookings, 'bk-me-other').get()).get('studentName')).toBe('Asha Verma');
    expect((await doc(COLLECTIONS.users, 'me-other').get()).exists).toBe(true);

    // The deletion's record: the tombstone, what was kept and why, no uid, name or number.
    const records = await db().collection(COLLECTIONS.privacyRequests).where('tombstoneId', '==', tomb).get();
    expect(records.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ kind: 'account_deleted', status: 'done', uid: null }),
    ]);
    expect(JSON.stringify(records.docs[0]!.data())).not.toMatch(/me-student|Asha|9876511001/);

    // The Auth user is gone: the old token opens nothing, and the number would sign up anew.
    await expect(adminAuth().getUser('me-student')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await api('GET', '/me/export', { token: t.student })).status).toBe(401);
    expect((await api('POST', '/me/delete', { token: t.student, body: { confirm: 'DELETE' } })).status).toBe(401);

    // The mark the rules read so a phone still signed in cannot create the profile again: no name or number, and
    // Firestore's TTL removes it after deletedAccountMarks' period.
    const mark = (await doc(COLLECTIONS.meta, 'deleted_account_me-student').get()).data()!;
    expect(Object.keys(mark).sort()).toEqual(['deletedAt', 'expireAt']);
    expect(mark.expireAt.toMillis() - mark.deletedAt.toMillis()).toBe(retentionMs('deletedAccountMarks'));
  });
});

describe('privacy requests', () => {
  test('a date-of-birth correction: bad input 400 naming the field; queued with the 30-day clock; once per kind', async () => {
    for (const [body, field] of [
      [{ kind: 'birth_date_correction' }, 'birthDate'],
      [{ kind: 'birth_date_correction', birthDate: '01/04/2008' }, 'birthDate'],
      [{ kind: 'nothing' }, 'kind'],
    ] as const) {
      const res = await api<Any>('POST', '/me/privacy-requests', { token: t.student, body });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    }
    expect((await db().collection(COLLECTIONS.privacyRequests).get()).size).toBe(0);

    const res = await api<Any>('POST', '/me/privacy-requests', {
      token: t.student,
      body: { kind: 'birth_date_correction', birthDate: '2008-04-01', note: 'Wrong year' },
    });
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.dueAt) - Date.parse(res.body.createdAt)).toBe(30 * 24 * 60 * 60 * 1000);
    expect(
      (
        await api<Any>('POST', '/me/privacy-requests', {
          token: t.student,
          body: { kind: 'birth_date_correction', birthDate: '2008-04-01' },
        })
      ).status,
    ).toBe(409);
    expect((await api<Any>('GET', '/me/privacy-requests', { token: t.student })).body.results).toHaveLength(1);
    expect((await api<Any>('GET', '/me/privacy-requests', { token: t.other })).body.results).toHaveLength(0);
  });

  test('the admin queue: admins list and close; a student, an owner or signed out cannot', async () => {
    const made = await api<Any>('POST', '/me/privacy-requests', {
      token: t.student,
      body: { kind: 'birth_date_correction', birthDate: '2008-04-01' },
    });
    for (const token of [t.student, t.owner]) {
      expect((await api('GET', '/admin/privacy-requests', { token })).status).toBe(403);
      expect((await api('POST', `/admin/privacy-requests/${made.body.id}/close`, { token, body: {} })).status).toBe(
        403,
      );
    }
    expect((await api('GET', '/admin/privacy-requests')).status).toBe(401);
    const list = await api<Any>('GET', '/admin/privacy-requests', { token: t.admin });
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([
      expect.objectContaining({ id: made.body.id, kind: 'birth_date_correction', status: 'open', uid: 'me-student' }),
    ]);
    const closed = await api<Any>('POST', `/admin/privacy-requests/${made.body.id}/close`, {
      token: t.admin,
      body: {},
    });
    expect(closed.body).toMatchObject({ status: 'done' });
    expect((await api('POST', '/admin/privacy-requests/nope/close', { token: t.admin, body: {} })).status).toBe(404);
  });

  test('a deletion asked for later: closing it deletes the account once no booking is under way', async () => {
    await doc(COLLECTIONS.bookings, 'bk-me-student').update({ status: 'pending_visit' });
    const made = await api<Any>('POST', '/me/privacy-requests', { token: t.student, body: { kind: 'deletion_later' } });
    expect(made.status).toBe(201);
    expect(
      (await api<Any>('POST', `/admin/privacy-requests/${made.body.id}/close`, { token: t.admin, body: {} })).status,
    ).toBe(409);
    await doc(COLLECTIONS.bookings, 'bk-me-student').update({ status: 'cancelled' });
    const closed = await api<Any>('POST', `/admin/privacy-requests/${made.body.id}/close`, {
      token: t.admin,
      body: {},
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'done', uid: null });
    expect((await doc(COLLECTIONS.users, 'me-student').get()).exists).toBe(false);
    expect((await api('GET', '/me/export', { token: t.student })).status).toBe(401);
  });
});
