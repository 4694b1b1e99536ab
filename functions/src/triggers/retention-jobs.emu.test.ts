// The retention jobs (shared/src/retention.ts, docs/retention.md) against the emulators, each with the clock moved:
// the outbox loses phone numbers, texts and parameters after its period and keeps the audit trail; audit entries go
// after 3 years (staff actions) or 8 (bookings); an unused account gets one notice 30 days before its deletion is
// due, then is marked due in account_deletions, and using it again cancels that.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { DAY_MS, retentionMs } from '@kotastay/shared/retention';
import { adminAuth, adminDb, userWithRole } from '../../../test-utils/admin';
import { clearAuth, clearFirestore } from '../../../test-utils/emulators';
import { GIVEN_UP_ERROR, redactOldMessages } from '../domain/messaging/retention';
import { purgeOldAuditEntries } from '../domain/audit';
import { lastActiveMs, runInactiveAccounts, type AccountDeletionDoc } from '../domain/inactive-accounts';
import { deleteDueAccounts } from './inactive-accounts';

const outbox = () => adminDb().collection(COLLECTIONS.outbox);
const audit = () => adminDb().collection(COLLECTIONS.auditLog);
const deletions = () => adminDb().collection(COLLECTIONS.accountDeletions);

beforeEach(async () => {
  await clearFirestore();
});

describe('outbox retention', () => {
  // Claimed just now by a "run", so the emulator's own delivery trigger leaves each document as written.
  const message = (createdAtMs: number, over: Record<string, unknown> = {}) => ({
    toUid: 'stu-1',
    toPhone: '+919812345678',
    audience: 'student',
    channel: 'sms',
    template: 'visit_scheduled',
    params: { pg: 'Saraswati Girls Hostel', student: 'Aarav Sharma' },
    text: 'KotaStay: Aarav, your visit to Saraswati Girls Hostel is at 11:00 on 24 Nov.',
    bookingId: 'b-1',
    status: 'sent',
    provider: 'local',
    providerMessageId: 'local_1',
    error: null,
    failure: null,
    attempts: 1,
    claimedAt: Timestamp.fromMillis(Date.now()),
    createdAt: Timestamp.fromMillis(createdAtMs),
    sentAt: Timestamp.fromMillis(createdAtMs + 1000),
    ...over,
  });

  test('a message older than the period keeps what was sent and when, not to whom or what it said', async () => {
    const now = Date.now();
    const period = retentionMs('outboxMessages');
    await outbox().doc('old').set(message(now - period - DAY_MS));
    await outbox().doc('old-failed').set(message(now - period - 2 * DAY_MS, { status: 'failed', failure: 'permanent', error: 'refused', sentAt: null }));
    await outbox().doc('stuck').set(message(now - period - 3 * DAY_MS, { status: 'failed', failure: 'transient', error: '503', sentAt: null }));
    await outbox().doc('young').set(message(now - period + DAY_MS));

    const report = await redactOldMessages(now);
    expect(report.redacted.sort()).toEqual(['old', 'old-failed', 'stuck']);
    expect(report.givenUp).toEqual(['stuck']);
    const old = (await outbox().doc('old').get()).data()!;
    expect(old).toMatchObject({ toPhone: null, text: '', params: {}, template: 'visit_scheduled', status: 'sent', bookingId: 'b-1', toUid: 'stu-1', providerMessageId: 'local_1', attempts: 1 });
    expect(old.redactedAt).toBeInstanceOf(Timestamp);
    expect(old.createdAt).toBeInstanceOf(Timestamp);
    expect(old.sentAt).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(old)).not.toMatch(/Aarav|Saraswati|9812345678/);
    expect((await outbox().doc('old-failed').get()).data()).toMatchObject({ status: 'failed', failure: 'permanent', error: 'refused', toPhone: null, text: '' });
    expect((await outbox().doc('stuck').get()).data()).toMatchObject({ status: 'failed', failure: 'permanent', error: GIVEN_UP_ERROR, toPhone: null });
    expect((await outbox().doc('young').get()).data()).toMatchObject({ toPhone: '+919812345678', params: { pg: 'Saraswati Girls Hostel' } });

    // The next run starts after the watermark: nothing again; a day later the young one's turn comes.
    expect((await redactOldMessages(now)).redacted).toEqual([]);
    expect((await redactOldMessages(now + 2 * DAY_MS)).redacted).toEqual(['young']);
  });

  test('pages through more messages than one batch', async () => {
    const now = Date.now();
    const at = now - retentionMs('outboxMessages') - DAY_MS;
    await Promise.all(Array.from({ length: 7 }, (_, i) => outbox().doc(`m${i}`).set(message(at + i))));
    const report = await redactOldMessages(now, 3);
    expect(report.redacted).toHaveLength(7);
    for (let i = 0; i < 7; i++) expect((await outbox().doc(`m${i}`).get()).get('toPhone')).toBeNull();
  });
});

describe('audit log retention', () => {
  const entry = (targetType: string, atMs: number) => ({
    actorUid: 'adm-1',
    actorRole: 'admin',
    action: targetType === 'booking' ? 'booking.transition' : 'kyc.approved',
    targetType,
    targetId: 't-1',
    summary: 'Approved KYC of Ramesh Sharma',
    before: null,
    after: null,
    reason: null,
    at: new Date(atMs).toISOString(),
  });

  test('staff actions go after 3 years, booking entries after 8', async () => {
    const now = Date.now();
    const staff = retentionMs('auditStaff');
    const booking = retentionMs('auditBooking');
    await audit().doc('kyc-old').set(entry('kyc', now - staff - DAY_MS));
    await audit().doc('role-old').set(entry('user', now - staff - DAY_MS));
    await audit().doc('kyc-young').set(entry('kyc', now - staff + DAY_MS));
    await audit().doc('booking-4y').set(entry('booking', now - staff - DAY_MS));
    await audit().doc('booking-9y').set(entry('booking', now - booking - DAY_MS));

    const report = await purgeOldAuditEntries(now);
    expect(report.deleted).toEqual({ kyc: 1, user: 1, booking: 1 });
    const left = (await audit().get()).docs.map((d) => d.id).sort();
    expect(left).toEqual(['booking-4y', 'kyc-young']);
    // Two days on, the young KYC entry has passed 3 years too.
    await purgeOldAuditEntries(now + 2 * DAY_MS);
    expect((await audit().get()).docs.map((d) => d.id)).toEqual(['booking-4y']);
  });
});

describe('inactive accounts', () => {
  beforeEach(async () => {
    await clearAuth();
  });

  const noticesTo = async (uid: string) => (await outbox().where('toUid', '==', uid).get()).docs.map((d) => d.data());

  test('one notice 30 days before, then the deletion is due; staff and owner applicants are left alone', async () => {
    await userWithRole('stu-old', null, '+919812300001');
    await userWithRole('adm-old', 'admin', '+919812300002');
    await userWithRole('appl-old', null, '+919812300003');
    await adminDb().collection(COLLECTIONS.users).doc('appl-old').set({ accountType: 'pg_owner_applicant' });
    // Its last use: the sign-in userWithRole made (after the account's creation).
    const last = lastActiveMs((await adminAuth().getUser('stu-old')).metadata);
    const period = retentionMs('inactiveAccounts');

    // A day before the notice is due: nothing.
    expect((await runInactiveAccounts(last + period - 31 * DAY_MS)).notified).toEqual([]);

    // 30 days before: the notice, queued through the outbox with the date as its only parameter.
    const noticeAt = last + period - 30 * DAY_MS;
    const first = await runInactiveAccounts(noticeAt);
    expect(first.notified).toEqual(['stu-old']);
    const record = (await deletions().doc('stu-old').get()).data() as AccountDeletionDoc;
    expect(record).toMatchObject({ uid: 'stu-old', state: 'notified', reason: 'inactive', dueAt: null });
    expect(Date.parse(record.deleteAfter)).toBe(noticeAt + 30 * DAY_MS);
    const notices = await noticesTo('stu-old');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ template: 'account_inactive_notice', toPhone: '+919812300001', bookingId: null });
    expect(Object.keys(notices[0]!.params as object)).toEqual(['deleteAfter']);
    expect(notices[0]!.text).toMatch(/2 साल .* deleted after \d{1,2} \w+ \d{4}/s);
    expect(await noticesTo('adm-old')).toEqual([]);
    expect(await noticesTo('appl-old')).toEqual([]);

    // The next days: no second notice, not yet due.
    const again = await runInactiveAccounts(noticeAt + 29 * DAY_MS);
    expect([again.notified, again.due]).toEqual([[], []]);
    expect(await noticesTo('stu-old')).toHaveLength(1);

    // 30 days after the notice: due, for the account deletion to take.
    const due = await runInactiveAccounts(noticeAt + 30 * DAY_MS);
    expect(due.due).toEqual(['stu-old']);
    expect((await deletions().doc('stu-old').get()).data()).toMatchObject({ state: 'due', dueAt: new Date(noticeAt + 30 * DAY_MS).toISOString() });
    expect((await deletions().get()).docs.map((d) => d.id)).toEqual(['stu-old']);
  });

  test('using the account after the notice cancels the deletion', async () => {
    await userWithRole('stu-back', null, '+919812300004');
    const created = Date.parse((await adminAuth().getUser('stu-back')).metadata.creationTime);
    // A notice about an earlier stretch of disuse: the account has been used since (created after it).
    const stale: AccountDeletionDoc = {
      uid: 'stu-back',
      state: 'notified',
      reason: 'inactive',
      lastActiveAt: new Date(created - DAY_MS).toISOString(),
      noticeAt: new Date(created).toISOString(),
      deleteAfter: new Date(created + 30 * DAY_MS).toISOString(),
      dueAt: null,
    };
    await deletions().doc('stu-back').set(stale);
    const report = await runInactiveAccounts(created + 31 * DAY_MS);
    expect(report.cancelled).toEqual(['stu-back']);
    expect(report.due).toEqual([]);
    expect((await deletions().doc('stu-back').get()).exists).toBe(false);
  });

  test('a due deletion is carried out as "Delete my account" does: the account goes, a booking in progress makes it wait', async () => {
    await userWithRole('stu-due', null, '+919812300005');
    await userWithRole('stu-busy', null, '+919812300006');
    const users = adminDb().collection(COLLECTIONS.users);
    await users.doc('stu-due').set({ name: 'Old Student', phone: '+919812300005', accountType: 'student', role: null });
    await users.doc('stu-busy').set({ name: 'Busy Student', phone: '+919812300006', accountType: 'student', role: null });
    await adminDb().collection(COLLECTIONS.bookings).doc('busy-1').set({ studentUid: 'stu-busy', status: 'visit_scheduled', parentPhone: '+919812300099' });
    const record = (uid: string): AccountDeletionDoc => ({
      uid,
      state: 'due',
      reason: 'inactive',
      lastActiveAt: '2024-01-01T00:00:00.000Z',
      noticeAt: '2025-12-01T00:00:00.000Z',
      deleteAfter: '2025-12-31T00:00:00.000Z',
      dueAt: '2025-12-31T00:00:00.000Z',
    });
    await deletions().doc('stu-due').set(record('stu-due'));
    await deletions().doc('stu-busy').set(record('stu-busy'));
    expect(await deleteDueAccounts(Date.now())).toEqual({ deleted: 1, refused: 1 });
    expect((await users.doc('stu-due').get()).exists).toBe(false);
    await expect(adminAuth().getUser('stu-due')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await deletions().doc('stu-due').get()).exists).toBe(false);
    // Refused for now: still due, still there.
    expect((await users.doc('stu-busy').get()).exists).toBe(true);
    expect((await deletions().doc('stu-busy').get()).get('state')).toBe('due');
  });
});

