// Complaints (docs/decisions/208-complaints.md): every route of /api/complaints and /api/complaint-stats — good input
// through the whole state table (raise → answer → resolve; reopen back to the owner once, then to the team; the team
// taking over; safety straight to the team with the helplines), bad input naming the field with nothing written,
// wrong callers (another student, the owner of another PG, the booking team, a demoted owner's and a demoted move-in
// member's old tokens), hostile ids; the escalation job moving an overdue complaint to the team on its deadline (and
// not a minute before) and closing an answer left without a reply for 7 days; the PG's public numbers, with the
// owner's time to a first answer (docs/decisions/217-owner-response-time.md).
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type {
  ComplaintDoc,
  ComplaintResponse,
  ComplaintStatsResponse,
  OwnerComplaintDoc,
} from '@kotastay/shared/schemas/complaint';
import type { StayDoc } from '@kotastay/shared/schemas/stay';
import { adminApp, adminDb, userWithRole, type TestRole } from '../../../../test-utils/admin';
import { api, localAppCheckToken } from '../../../../test-utils/api';
import { apiUrl, clearFirestore, ports } from '../../../../test-utils/emulators';
import { CAMERA_MAKE, EXIF_MARKER, cameraPhoto } from '../../../../test-utils/images';
import { answerComplaint, runComplaintDeadlines, type ComplaintCaller } from '../../domain/complaints';
import { newStay } from '../../domain/stays';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Who = 'student' | 'parent' | 'other' | 'owner' | 'owner2' | 'bt' | 'mt' | 'admin' | 'mtOld' | 'ownerOld';
const USERS: Record<Who, { uid: string; claim: TestRole | null; mirror: string | null; phone: string }> = {
  student: { uid: 'student-1', claim: null, mirror: null, phone: '+919812345678' },
  // Signed in with the number the stay's contacts give as the parent's.
  parent: { uid: 'parent-1', claim: null, mirror: null, phone: '+919812345679' },
  other: { uid: 'student-2', claim: null, mirror: null, phone: '+919812340000' },
  owner: { uid: 'owner-1', claim: 'pg_owner', mirror: 'pg_owner', phone: '+919800000004' },
  owner2: { uid: 'owner-2', claim: 'pg_owner', mirror: 'pg_owner', phone: '+919800000005' },
  bt: { uid: 'bt-1', claim: 'booking_team', mirror: 'booking_team', phone: '+919800000001' },
  mt: { uid: 'mt-1', claim: 'movein_team', mirror: 'movein_team', phone: '+919800000003' },
  admin: { uid: 'admin-1', claim: 'admin', mirror: 'admin', phone: '+919800000009' },
  // Demoted: the token still says movein_team / pg_owner; users/{uid} has no role.
  mtOld: { uid: 'mt-old', claim: 'movein_team', mirror: null, phone: '+919800000006' },
  ownerOld: { uid: 'owner-old', claim: 'pg_owner', mirror: null, phone: '+919800000007' },
};
const token = {} as Record<Who, string>;
const db = () => adminDb();
const HOUR = 3_600_000;

const call = <T = ComplaintResponse & ErrorBody>(method: string, path: string, who: Who | null, body?: unknown) =>
  api<T>(method, path, { ...(who ? { token: token[who] } : {}), ...(body !== undefined ? { body } : {}) });

/** A stay at pg-1 (owner-1) for student-1, parent +919812345679; written as the move-in confirmation writes it. */
async function seedStay(id = 's1', over: Partial<StayDoc> = {}, ownerUid = 'owner-1'): Promise<void> {
  const { stay, contacts } = newStay(
    {
      booking: {
        id,
        studentUid: USERS.student.uid,
        studentName: 'Asha Verma',
        studentPhone: USERS.student.phone,
        parentPhone: USERS.parent.phone,
        language: 'en',
        pgId: 'pg-1',
        pgName: 'Shanti PG',
        areaName: 'Talwandi',
        roomId: 'r1',
        roomLabel: 'Double sharing · AC',
        room: { sharing: 'double', ac: true },
        rentInr: 9000,
        tokenInr: 499,
      },
      ownerUid,
      extrasInr: null,
      maintenanceInrPerYear: null,
    },
    Date.now(),
  );
  const { id: _id, ...data } = { ...stay, ...over };
  await db().collection(COLLECTIONS.stays).doc(id).set(data);
  await db().collection(COLLECTIONS.stayContacts).doc(id).set(contacts);
}

const complaintDoc = async (id: string) =>
  (await db().collection(COLLECTIONS.complaints).doc(id).get()).data() as ComplaintDoc | undefined;
const ownerView = async (id: string) =>
  (await db().collection(COLLECTIONS.ownerComplaints).doc(id).get()).data() as OwnerComplaintDoc | undefined;
const texts = async (template: string) =>
  (await db().collection(COLLECTIONS.outbox).where('template', '==', template).get()).docs.map(
    (d) => d.data() as { audience: string; toPhone: string; text: string },
  );

/** Every document complaints write, with their audit and the texts: equal before and after a refusal. */
async function complaintState(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const col of [
    COLLECTIONS.complaints,
    COLLECTIONS.ownerComplaints,
    COLLECTIONS.complaintStats,
    COLLECTIONS.auditLog,
  ]) {
    for (const d of (await db().collection(col).get()).docs) {
      state[`${col}/${d.id}`] = d.data();
      if (col === COLLECTIONS.complaints)
        for (const a of (await d.ref.collection(COLLECTIONS.complaintAudit).get()).docs)
          state[`${col}/${d.id}/audit/${a.id}`] = a.data();
    }
  }
  state.outbox = (await db().collection(COLLECTIONS.outbox).get()).size;
  return state;
}

const FOOD = { stayId: 's1', category: 'food', text: 'The dal has been watery and cold every night this week.' };
const SAFETY = {
  stayId: 's1',
  category: 'safety',
  text: 'The terrace door has no lock and strangers come up at night.',
};

async function raise(who: Who = 'student', body: object = FOOD): Promise<ComplaintDoc> {
  const res = await call('POST', '/complaints', who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.complaint as ComplaintDoc;
}

beforeAll(async () => {
  for (const [who, u] of Object.entries(USERS) as [Who, (typeof USERS)[Who]][])
    token[who] = await userWithRole(u.uid, u.claim, u.phone);
});

beforeEach(async () => {
  await clearFirestore();
  for (const u of Object.values(USERS)) {
    await db()
      .collection(COLLECTIONS.users)
      .doc(u.uid)
      .set({ name: 'Someone', phone: u.phone, ...(u.mirror ? { role: u.mirror } : {}) });
  }
  await seedStay();
});

describe('POST /api/complaints', () => {
  test('a food complaint goes to the owner: 48 hours, the owner’s view without uid or phone, a text to the owner, audit, the PG’s count', async () => {
    const before = Date.now();
    const c = await raise();
    expect(c).toMatchObject({
      stayId: 's1',
      pgId: 'pg-1',
      ownerUid: 'owner-1',
      studentUid: 'student-1',
      studentFirstName: 'Asha',
      category: 'food',
      raisedBy: 'student',
      status: 'open',
      handler: 'owner',
      reopenCount: 0,
      escalation: null,
    });
    const due = Date.parse(c.dueAt!);
    expect(due - Date.parse(c.createdAt)).toBe(48 * HOUR);
    expect(due).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(await complaintDoc(c.id)).toMatchObject({
      status: 'open',
      thread: [{ by: 'student', kind: 'raised', text: FOOD.text }],
    });
    const view = await ownerView(c.id);
    expect(view).toMatchObject({
      ownerUid: 'owner-1',
      firstName: 'Asha',
      roomLabel: 'Double sharing · AC',
      category: 'food',
      status: 'open',
      dueAt: c.dueAt,
    });
    expect(JSON.stringify(view)).not.toMatch(/\+91|student-1/);
    const toOwner = await texts('complaint_to_owner');
    expect(toOwner).toEqual([expect.objectContaining({ audience: 'owner', toPhone: USERS.owner.phone })]);
    expect(toOwner[0]!.text).toMatch(
      /^KotaStay: Asha \(Double sharing · AC\) at Shanti PG has raised a complaint about food\. Please answer it on My PGs by /,
    );
    const audit = (
      await db().collection(COLLECTIONS.complaints).doc(c.id).collection(COLLECTIONS.complaintAudit).get()
    ).docs.map((d) => d.data());
    expect(audit).toEqual([
      expect.objectContaining({ actorUid: 'student-1', from: null, to: 'open', action: 'raise' }),
    ]);
    expect((await db().collection(COLLECTIONS.complaintStats).doc('pg-1').get()).data()).toMatchObject({
      raised: 1,
      resolved: 0,
      medianHoursToResolve: null,
    });
  });

  test('a safety complaint raised by the parent goes straight to the team (4 hours), never to the owner; the parent is texted the helplines', async () => {
    const c = await raise('parent', SAFETY);
    expect(c).toMatchObject({ raisedBy: 'parent', status: 'escalated', handler: 'staff', escalation: 'category' });
    expect(Date.parse(c.dueAt!) - Date.parse(c.createdAt)).toBe(4 * HOUR);
    expect(await ownerView(c.id)).toBeUndefined();
    expect(await texts('complaint_to_owner')).toEqual([]);
    const urgent = await texts('complaint_urgent');
    expect(urgent).toEqual([expect.objectContaining({ audience: 'parent', toPhone: USERS.parent.phone })]);
    expect(urgent[0]!.text).toContain('within 4 hours');
    expect(urgent[0]!.text).toContain('call 112');
    expect(urgent[0]!.text).toContain('Tele-MANAS 14416');
  });

  test.each([
    ['no category', { stayId: 's1', text: FOOD.text }, 'category'],
    ['an unknown category', { ...FOOD, category: 'noise' }, 'category'],
    ['text too short', { ...FOOD, text: 'bad' }, 'text'],
    ['text too long', { ...FOOD, text: 'x'.repeat(1001) }, 'text'],
    ['no stay', { category: 'food', text: FOOD.text }, 'stayId'],
    ['a hostile stay id', { ...FOOD, stayId: '__x__' }, 'stayId'],
    ['an unknown field', { ...FOOD, status: 'resolved' }, ''],
  ])('bad input (%s): 400 naming the field, nothing written', async (_name, body, field) => {
    const before = await complaintState();
    const res = await call<ErrorBody>('POST', '/complaints', 'student', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
    if (field) expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect(await complaintState()).toEqual(before);
  });

  test.each([
    ['anonymous', null, 401],
    ['another student (as if the stay did not exist)', 'other', 404],
    ['the PG’s owner', 'owner', 403],
    ['the booking team', 'bt', 403],
    ['the move-in team', 'mt', 403],
    ['a demoted move-in member', 'mtOld', 403],
    ['a demoted owner', 'ownerOld', 403],
  ] as const)('wrong caller — %s: %i, nothing written', async (_name, who, status) => {
    const before = await complaintState();
    const res = await call<ErrorBody>('POST', '/complaints', who, FOOD);
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(await complaintState()).toEqual(before);
  });

  test('a stay that has ended: 409 stay_ended; an unknown stay: 404; the 6th complaint in 24 hours: 429 naming text', async () => {
    await seedStay('s-ended', { status: 'ended' });
    const ended = await call<ErrorBody>('POST', '/complaints', 'student', { ...FOOD, stayId: 's-ended' });
    expect([ended.status, ended.body.error]).toEqual([409, 'stay_ended']);
    const unknown = await call<ErrorBody>('POST', '/complaints', 'student', { ...FOOD, stayId: 'nope' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'stay_not_found']);
    for (let i = 0; i < 5; i++) await raise('student', { ...FOOD, text: `${FOOD.text} (${i})` });
    const before = await complaintState();
    const sixth = await call<ErrorBody>('POST', '/complaints', 'parent', FOOD);
    expect([sixth.status, sixth.body.error]).toEqual([429, 'too_many_complaints']);
    expect(Object.keys(sixth.body.fields ?? {})).toEqual(['text']);
    expect(await complaintState()).toEqual(before);
  });
});

describe('POST /api/complaints/{id}/answer, /resolve, /reopen, /escalate', () => {
  test('the owner answers (their view back, a text to the student); the same answer again changes nothing; the student resolves; the PG’s numbers follow', async () => {
    const c = await raise();
    const answer = 'Sorry — the cook is changed from today and the dal is served hot.';
    const res = await call('POST', `/complaints/${c.id}/answer`, 'owner', { text: answer });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    // The owner gets their view back: no uid, no phone.
    expect(res.body.complaint).toMatchObject({ status: 'answered', firstName: 'Asha' });
    expect(JSON.stringify(res.body.complaint)).not.toMatch(/\+91|student-1/);
    expect(await complaintDoc(c.id)).toMatchObject({
      status: 'answered',
      dueAt: null,
      thread: [{ kind: 'raised' }, { by: 'owner', kind: 'answer', text: answer }],
    });
    expect((await ownerView(c.id))?.status).toBe('answered');
    expect(await texts('complaint_answered')).toEqual([
      expect.objectContaining({ audience: 'student', toPhone: USERS.student.phone }),
    ]);

    const before = await complaintState();
    const again = await call('POST', `/complaints/${c.id}/answer`, 'owner', { text: answer });
    expect([again.status, again.body.changed]).toEqual([200, false]);
    expect(await complaintState()).toEqual(before);

    const resolved = await call('POST', `/complaints/${c.id}/resolve`, 'student', {});
    expect(resolved.status).toBe(200);
    expect(resolved.body.complaint).toMatchObject({
      status: 'resolved',
      resolvedBy: 'student',
      studentUid: 'student-1',
    });
    const stored = await complaintDoc(c.id);
    expect(stored?.hoursToResolve).toBeGreaterThanOrEqual(0);
    expect(stored?.hoursToResolve).toBeLessThan(1);
    expect((await db().collection(COLLECTIONS.complaintStats).doc('pg-1').get()).data()).toMatchObject({
      raised: 1,
      resolved: 1,
      medianHoursToResolve: stored?.hoursToResolve,
    });
    const state = await complaintState();
    const twice = await call('POST', `/complaints/${c.id}/resolve`, 'parent', {});
    expect([twice.status, twice.body.changed]).toEqual([200, false]);
    expect(await complaintState()).toEqual(state);
    // A resolved complaint is final.
    const late = await call<ErrorBody>('POST', `/complaints/${c.id}/reopen`, 'student', { text: 'It is cold again.' });
    expect([late.status, late.body.error]).toEqual([409, 'invalid_transition']);
  });

  test('reopened once it goes back to the owner with a new deadline; reopened again it goes to the team, which the owner can no longer answer', async () => {
    const c = await raise();
    await call('POST', `/complaints/${c.id}/answer`, 'owner', { text: 'Fixed the geyser.' });
    const first = await call('POST', `/complaints/${c.id}/reopen`, 'student', {
      text: 'Still no hot water in the morning.',
    });
    expect(first.status).toBe(200);
    expect(first.body.complaint).toMatchObject({ status: 'reopened', handler: 'owner', reopenCount: 1 });
    const firstDue = Date.parse((first.body.complaint as ComplaintDoc).dueAt!);
    expect(firstDue).toBeGreaterThan(Date.now() + 47 * HOUR);
    expect((await texts('complaint_to_owner')).length).toBe(2);
    const same = await call('POST', `/complaints/${c.id}/reopen`, 'student', {
      text: 'Still no hot water in the morning.',
    });
    expect(same.body.changed).toBe(false);

    expect((await call('POST', `/complaints/${c.id}/answer`, 'owner', { text: 'New geyser fitted.' })).status).toBe(
      200,
    );
    const second = await call('POST', `/complaints/${c.id}/reopen`, 'parent', {
      text: 'My daughter says it is still cold.',
    });
    expect(second.body.complaint).toMatchObject({
      status: 'escalated',
      handler: 'staff',
      escalation: 'reopened',
      reopenCount: 2,
    });
    expect(Date.parse((second.body.complaint as ComplaintDoc).dueAt!) - Date.now()).toBeGreaterThan(23 * HOUR);
    expect(await texts('complaint_escalated')).toEqual([expect.objectContaining({ audience: 'student' })]);
    // The owner's view: with the team, no deadline of theirs.
    expect(await ownerView(c.id)).toMatchObject({ status: 'escalated', handler: 'staff', dueAt: null });

    const before = await complaintState();
    const owner = await call<ErrorBody>('POST', `/complaints/${c.id}/answer`, 'owner', { text: 'Done now.' });
    expect([owner.status, owner.body.error]).toEqual([409, 'with_team']);
    expect(await complaintState()).toEqual(before);

    const team = await call('POST', `/complaints/${c.id}/answer`, 'mt', {
      text: 'We visited: the plumber fixes the boiler tomorrow at 9.',
    });
    expect(team.status).toBe(200);
    expect(team.body.complaint).toMatchObject({ status: 'answered', handler: 'staff' });
    // The owner sees that the team answered, not what it said.
    expect((await ownerView(c.id))?.thread.at(-1)).toMatchObject({ by: 'staff', kind: 'answer', text: null });
    const log = (await db().collection(COLLECTIONS.auditLog).where('targetType', '==', 'complaint').get()).docs.map(
      (d) => d.data(),
    );
    expect(log).toEqual([expect.objectContaining({ actorUid: 'mt-1', action: 'complaint.answered', targetId: c.id })]);
    // Reopened after the team's answer: back to the team.
    const third = await call('POST', `/complaints/${c.id}/reopen`, 'student', { text: 'Nobody came.' });
    expect(third.body.complaint).toMatchObject({ status: 'escalated', handler: 'staff', reopenCount: 3 });
  });

  test('the team takes over a complaint still with the owner; the booking team, the owner, a student and demoted tokens cannot', async () => {
    const c = await raise();
    const before = await complaintState();
    for (const [who, status] of [
      ['bt', 403],
      ['owner', 403],
      ['student', 403],
      ['mtOld', 403],
      [null, 401],
    ] as const) {
      const res = await call<ErrorBody>('POST', `/complaints/${c.id}/escalate`, who, {});
      expect(res.status, String(who)).toBe(status);
    }
    expect(await complaintState()).toEqual(before);
    const res = await call('POST', `/complaints/${c.id}/escalate`, 'admin', {});
    expect(res.status).toBe(200);
    expect(res.body.complaint).toMatchObject({ status: 'escalated', handler: 'staff', escalation: 'staff' });
    expect((await call('POST', `/complaints/${c.id}/escalate`, 'mt', {})).body.changed).toBe(false);
    const log = (await db().collection(COLLECTIONS.auditLog).where('targetType', '==', 'complaint').get()).docs.map(
      (d) => d.data(),
    );
    expect(log).toEqual([expect.objectContaining({ actorUid: 'admin-1', action: 'complaint.taken_over' })]);
  });

  test('the team cannot answer a complaint the owner still has (take it over first): 409', async () => {
    const c = await raise();
    const res = await call<ErrorBody>('POST', `/complaints/${c.id}/answer`, 'mt', { text: 'We are on it.' });
    expect([res.status, res.body.error]).toEqual([409, 'invalid_transition']);
  });

  test.each([
    ['answer', 'student', 403],
    ['answer', 'parent', 403],
    ['answer', 'other', 404],
    ['answer', 'owner2', 404],
    ['answer', 'bt', 403],
    ['answer', 'ownerOld', 403],
    ['answer', null, 401],
    ['resolve', 'owner', 403],
    ['resolve', 'other', 404],
    ['resolve', 'mt', 403],
    ['resolve', 'bt', 403],
    ['resolve', null, 401],
    ['reopen', 'owner', 403],
    ['reopen', 'other', 404],
    ['reopen', 'admin', 403],
    ['reopen', 'mtOld', 403],
  ] as const)('%s by the wrong caller (%s): %i, nothing written', async (action, who, status) => {
    const c = await raise();
    if (action !== 'answer') await call('POST', `/complaints/${c.id}/answer`, 'owner', { text: 'Fixed today.' });
    const before = await complaintState();
    const body = action === 'resolve' ? {} : { text: 'Some words here.' };
    const res = await call<ErrorBody>('POST', `/complaints/${c.id}/${action}`, who, body);
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(await complaintState()).toEqual(before);
  });

  test('a demoted owner of the PG (claim still pg_owner, no role in users/{uid}) cannot answer their own PG’s complaint: 403', async () => {
    // Their stay's complaint (a users/{uid} without the role: the role-sync trigger leaves the token as it is, as for a
    // member demoted a moment ago).
    await seedStay('s-old', {}, 'owner-old');
    const c = await raise('student', { ...FOOD, stayId: 's-old' });
    const before = await complaintState();
    const res = await call<ErrorBody>('POST', `/complaints/${c.id}/answer`, 'ownerOld', { text: 'Fixed.' });
    expect(res.status).toBe(403);
    expect(await complaintState()).toEqual(before);
  });

  test('a safety complaint does not exist for the owner (404), and the team answers it', async () => {
    const c = await raise('student', SAFETY);
    const owner = await call<ErrorBody>('POST', `/complaints/${c.id}/answer`, 'owner', { text: 'Lock fitted.' });
    expect(owner.status).toBe(404);
    const team = await call('POST', `/complaints/${c.id}/answer`, 'mt', {
      text: 'We called you; the police beat officer visits tonight.',
    });
    expect(team.body.complaint).toMatchObject({ status: 'answered' });
  });

  test.each([
    ['answer', { text: '' }, 'text'],
    ['answer', { text: 'x'.repeat(1001) }, 'text'],
    ['answer', { text: 'Fine.', status: 'resolved' }, ''],
    ['reopen', {}, 'text'],
    ['resolve', { note: 'x' }, ''],
    ['escalate', { reason: 'x' }, ''],
  ] as const)('bad input to %s (%#): 400, nothing written', async (action, body, field) => {
    const c = await raise();
    if (action === 'reopen' || action === 'resolve')
      await call('POST', `/complaints/${c.id}/answer`, 'owner', { text: 'Fixed today.' });
    const before = await complaintState();
    const who = action === 'answer' ? 'owner' : action === 'escalate' ? 'mt' : 'student';
    const res = await call<ErrorBody>('POST', `/complaints/${c.id}/${action}`, who, body);
    expect(res.status).toBe(400);
    if (field) expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect(await complaintState()).toEqual(before);
  });

  test.each(['__x__', '..', 'a/b', 'nope'])(
    'hostile or unknown id %s: a 4xx JSON answer on every route, nothing written',
    async (id) => {
      await raise();
      const before = await complaintState();
      for (const [action, who, body] of [
        ['answer', 'owner', { text: 'Fixed today.' }],
        ['resolve', 'student', {}],
        ['reopen', 'student', { text: 'Not fixed.' }],
        ['escalate', 'mt', {}],
      ] as const) {
        const res = await call<ErrorBody>('POST', `/complaints/${encodeURIComponent(id)}/${action}`, who, body);
        expect([400, 404], `${action} ${id}`).toContain(res.status);
        expect(typeof res.body.error).toBe('string');
      }
      expect(await complaintState()).toEqual(before);
    },
  );
});

describe('the escalation job (complaintEscalation)', () => {
  test('moves a complaint to the team ON its deadline (not a minute before), texts the student, and a second run changes nothing', async () => {
    const c = await raise();
    const safety = await raise('student', SAFETY);
    const due = Date.parse(c.dueAt!);
    // A minute before: the food complaint stays with the owner (the safety one's 4 team hours have passed: late).
    expect(await runComplaintDeadlines(due - 60_000)).toEqual({ escalated: 0, late: 1, closed: 0 });
    expect((await complaintDoc(c.id))?.status).toBe('open');

    expect(await runComplaintDeadlines(due)).toEqual({ escalated: 1, late: 0, closed: 0 });
    const moved = await complaintDoc(c.id);
    expect(moved).toMatchObject({
      status: 'escalated',
      handler: 'staff',
      escalation: 'deadline',
      escalatedAt: new Date(due).toISOString(),
      teamLateAt: null,
    });
    expect(Date.parse(moved!.dueAt!)).toBe(due + 24 * HOUR);
    expect(moved!.thread.at(-1)).toMatchObject({ by: 'system', kind: 'escalated' });
    expect(await ownerView(c.id)).toMatchObject({ status: 'escalated' });
    expect(await texts('complaint_escalated')).toEqual([
      expect.objectContaining({ audience: 'student', toPhone: USERS.student.phone }),
    ]);
    // The safety complaint was with the team from the start: the job leaves it.
    expect((await complaintDoc(safety.id))?.escalation).toBe('category');
    const audit = (
      await db().collection(COLLECTIONS.complaints).doc(c.id).collection(COLLECTIONS.complaintAudit).get()
    ).docs.map((d) => d.data());
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorUid: null,
        actorRole: 'system',
        from: 'open',
        to: 'escalated',
        action: 'deadline_passed',
      }),
    );

    const before = await complaintState();
    expect(await runComplaintDeadlines(due + HOUR)).toEqual({ escalated: 0, late: 0, closed: 0 });
    expect(await complaintState()).toEqual(before);
  });

  test('a complaint the team has not answered by its own deadline is marked late (once), its status unchanged', async () => {
    const c = await raise('student', SAFETY);
    const due = Date.parse(c.dueAt!);
    expect((await runComplaintDeadlines(due - 60_000)).late).toBe(0);
    expect((await runComplaintDeadlines(due)).late).toBe(1);
    expect(await complaintDoc(c.id)).toMatchObject({ status: 'escalated', teamLateAt: new Date(due).toISOString() });
    const audit = (
      await db().collection(COLLECTIONS.complaints).doc(c.id).collection(COLLECTIONS.complaintAudit).get()
    ).docs.map((d) => d.data());
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorRole: 'system',
        from: 'escalated',
        to: 'escalated',
        action: 'team_deadline_passed',
      }),
    );
    const before = await complaintState();
    expect((await runComplaintDeadlines(due + HOUR)).late).toBe(0);
    expect(await complaintState()).toEqual(before);
    // Answered late, reopened: back with the team on a new deadline, no longer marked late.
    await call('POST', `/complaints/${c.id}/answer`, 'mt', {
      text: 'The lock is fitted; we checked it with the warden.',
    });
    const reopened = await call('POST', `/complaints/${c.id}/reopen`, 'student', { text: 'The lock is broken again.' });
    expect(reopened.body.complaint).toMatchObject({ status: 'escalated', teamLateAt: null });
  });

  test('an answer left without a reply for 7 days is closed as resolved, counting the hours to that answer', async () => {
    const c = await raise();
    await call('POST', `/complaints/${c.id}/answer`, 'owner', { text: 'Fixed today.' });
    const answeredAt = Date.parse((await complaintDoc(c.id))!.answeredAt!);
    expect((await runComplaintDeadlines(answeredAt + 7 * 24 * HOUR - 60_000)).closed).toBe(0);
    expect((await runComplaintDeadlines(answeredAt + 7 * 24 * HOUR)).closed).toBe(1);
    const closed = await complaintDoc(c.id);
    expect(closed).toMatchObject({ status: 'resolved', resolvedBy: 'system' });
    expect(closed!.hoursToResolve).toBeLessThan(1);
  });
});

describe('GET /api/complaint-stats/{pgId}', () => {
  test('nothing shown under 3 complaints; then the count, the resolved and the median hours — public, no category', async () => {
    const first = await raise();
    let res = await call<ComplaintStatsResponse>('GET', '/complaint-stats/pg-1', null);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pgId: 'pg-1', shown: false, min: 3 });
    await call('POST', `/complaints/${first.id}/answer`, 'owner', { text: 'Fixed today.' });
    await call('POST', `/complaints/${first.id}/resolve`, 'student', {});
    await raise('student', { ...FOOD, category: 'cleanliness' });
    await raise('parent', SAFETY);
    res = await call<ComplaintStatsResponse>('GET', '/complaint-stats/pg-1', null);
    expect(res.body).toMatchObject({ pgId: 'pg-1', shown: true, raised: 3, resolved: 1, windowDays: 365 });
    expect(JSON.stringify(res.body)).not.toMatch(/safety|food|cleanliness/);
    expect((await call<ComplaintStatsResponse>('GET', '/complaint-stats/no-such-pg', null)).body).toEqual({
      pgId: 'no-such-pg',
      shown: false,
      min: 3,
    });
    expect((await call<ErrorBody>('GET', '/complaint-stats/__x__', null)).status).toBe(400);
  });
});

// ---------- The owner's response time (docs/decisions/217-owner-response-time.md) ----------

describe('the owner’s response time', () => {
  const OWNER: ComplaintCaller = { uid: USERS.owner.uid, role: 'pg_owner', phoneNumber: USERS.owner.phone };
  /** The owner answers `hours` after the complaint was raised (the service with its clock moved). */
  const ownerAnswersAfter = (c: ComplaintDoc, hours: number, text = 'Fixed it today, sorry.') =>
    answerComplaint(OWNER, c.id, text, Date.parse(c.createdAt) + hours * HOUR);
  const stats = async () => (await db().collection(COLLECTIONS.complaintStats).doc('pg-1').get()).data();

  test('the owner’s first answer sets hoursToOwnerAnswer once (a second answer after a reopening does not move it); the team’s answers never set it', async () => {
    const c = await raise();
    expect((await complaintDoc(c.id))?.hoursToOwnerAnswer).toBeNull();
    await ownerAnswersAfter(c, 6);
    expect((await complaintDoc(c.id))?.hoursToOwnerAnswer).toBe(6);
    expect(await stats()).toMatchObject({ raised: 1, ownerAnswered: 1, medianHoursToOwnerAnswer: 6 });
    expect((await call('POST', `/complaints/${c.id}/reopen`, 'student', { text: 'Still cold.' })).status).toBe(200);
    await ownerAnswersAfter(c, 30, 'A new cook starts tomorrow.');
    expect(await complaintDoc(c.id)).toMatchObject({ status: 'answered', hoursToOwnerAnswer: 6 });
    expect(await stats()).toMatchObject({ ownerAnswered: 1, medianHoursToOwnerAnswer: 6 });

    // Safety goes to the team: its answer is not the owner's.
    const safety = await raise('student', SAFETY);
    const team = await call('POST', `/complaints/${safety.id}/answer`, 'mt', {
      text: 'We called; the lock is fitted.',
    });
    expect(team.status).toBe(200);
    // A food complaint the team took over and answered: not the owner's either.
    const taken = await raise('student', { ...FOOD, category: 'cleanliness' });
    expect((await call('POST', `/complaints/${taken.id}/escalate`, 'mt', {})).status).toBe(200);
    expect((await call('POST', `/complaints/${taken.id}/answer`, 'mt', { text: 'Cleaner booked.' })).status).toBe(200);
    expect((await complaintDoc(safety.id))?.hoursToOwnerAnswer).toBeNull();
    expect((await complaintDoc(taken.id))?.hoursToOwnerAnswer).toBeNull();
    expect(await stats()).toMatchObject({ raised: 3, ownerAnswered: 1, medianHoursToOwnerAnswer: 6 });
  });

  test('GET /api/complaint-stats sends the owner’s median only from 5 owner answers (the key absent at 4)', async () => {
    await seedStay('s2');
    const food: ComplaintDoc[] = [];
    for (let i = 0; i < 5; i++) food.push(await raise());
    for (const [i, hours] of [2, 4, 6, 8].entries()) await ownerAnswersAfter(food[i]!, hours);
    // A team answer to a safety complaint does not make a fifth.
    const safety = await raise('student', { ...SAFETY, stayId: 's2' });
    await call('POST', `/complaints/${safety.id}/answer`, 'mt', { text: 'We called; the lock is fitted.' });
    let res = await call<ComplaintStatsResponse>('GET', '/complaint-stats/pg-1', null);
    expect(res.body).toMatchObject({ shown: true, raised: 6 });
    expect(res.body).not.toHaveProperty('medianHoursToOwnerAnswer');
    expect(await stats()).toMatchObject({ ownerAnswered: 4, medianHoursToOwnerAnswer: 5 });

    await ownerAnswersAfter(food[4]!, 10);
    res = await call<ComplaintStatsResponse>('GET', '/complaint-stats/pg-1', null);
    expect(res.body).toMatchObject({ shown: true, raised: 6, medianHoursToOwnerAnswer: 6 });
    expect(JSON.stringify(res.body)).not.toMatch(/ownerAnswered|safety|food/);
  });
});

// ---------- Photos (docs/decisions/214-complaint-photos.md) ----------

const bucket = () => getStorage(adminApp()).bucket();
const storedPhotos = async () =>
  (await bucket().getFiles({ prefix: 'complaint_photos/' }))[0].map((f) => f.name).sort();

/** POST /api/complaints as multipart/form-data: the fields, then each file in `photos` (or the part named `field`). */
async function raiseWithPhotos(who: Who, fields: Record<string, string>, files: Buffer[], field = 'photos') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  files.forEach((f, i) => form.append(field, new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), `photo-${i}.jpg`));
  const res = await fetch(`${apiUrl}/complaints`, {
    method: 'POST',
    headers: { 'x-firebase-appcheck': await localAppCheckToken(), authorization: `Bearer ${token[who]}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ComplaintResponse & ErrorBody };
}

/** GET a complaint photo as `who` (null: signed out): the status, the headers and the bytes. */
async function getPhoto(id: string, photoId: string, who: Who | null, query = '') {
  const res = await fetch(`${apiUrl}/complaints/${id}/photos/${photoId}${query}`, {
    headers: {
      'x-firebase-appcheck': await localAppCheckToken(),
      ...(who ? { authorization: `Bearer ${token[who]}` } : {}),
    },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('complaint photos', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    // A phone camera's photo: 2400×1600 stored sideways (EXIF orientation 6), GPS and a marker in its EXIF.
    jpeg = await cameraPhoto('jpeg');
  });
  const clearPhotos = () => bucket().deleteFiles({ prefix: 'complaint_photos/', force: true });
  beforeEach(clearPhotos);
  afterAll(clearPhotos);

  test('two photos with a food complaint: stored stripped at complaint_photos/{id}/{photoId}/{thumb,full}.webp without a download token; the complaint and the owner’s copy hold only their ids; every reader gets them, private', async () => {
    const png = await cameraPhoto('png', 800, 600);
    const res = await raiseWithPhotos('student', FOOD, [jpeg, png]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = res.body.complaint as ComplaintDoc;
    expect(c.photoIds).toHaveLength(2);
    for (const p of c.photoIds) expect(p).toMatch(/^[0-9a-f]{20}$/);
    expect(await storedPhotos()).toEqual(
      c.photoIds.flatMap((p) => ['full', 'thumb'].map((s) => `complaint_photos/${c.id}/${p}/${s}.webp`)).sort(),
    );
    // Ids only: no URL, no Storage path, anywhere a client reads.
    expect((await complaintDoc(c.id))?.photoIds).toEqual(c.photoIds);
    expect((await ownerView(c.id))?.photoIds).toEqual(c.photoIds);
    expect(JSON.stringify(await complaintDoc(c.id))).not.toMatch(/https?:|complaint_photos|token/);
    for (const name of await storedPhotos()) {
      const [bytes] = await bucket().file(name).download();
      expect(bytes.includes(Buffer.from(EXIF_MARKER))).toBe(false);
      expect(bytes.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      const [fileMeta] = await bucket().file(name).getMetadata();
      expect(fileMeta.metadata?.firebaseStorageDownloadTokens).toBeUndefined();
      expect(fileMeta.cacheControl).toBe('private, no-store');
    }
    const [first] = c.photoIds;
    for (const who of ['student', 'parent', 'owner', 'mt', 'admin'] as const) {
      const full = await getPhoto(c.id, first!, who);
      expect(full.status, who).toBe(200);
      expect(full.headers.get('content-type')).toBe('image/webp');
      expect(full.headers.get('cache-control')).toBe('private, no-store');
      expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // full: the whole picture, upright (the orientation applied), scaled to fit 1600 — never cropped.
    const full = await sharp((await getPhoto(c.id, first!, 'student')).bytes).metadata();
    expect([full.width, full.height]).toEqual([1067, 1600]);
    const thumb = await sharp((await getPhoto(c.id, first!, 'owner', '?size=thumb')).bytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 120]);
    // Anyone else: signed out 401; another student, the owner of another PG 404; the booking team, demoted tokens 403.
    expect((await getPhoto(c.id, first!, null)).status).toBe(401);
    for (const who of ['other', 'owner2'] as const) expect((await getPhoto(c.id, first!, who)).status, who).toBe(404);
    for (const who of ['bt', 'mtOld', 'ownerOld'] as const)
      expect((await getPhoto(c.id, first!, who)).status, who).toBe(403);
  });

  test('a safety complaint’s photo does not exist for the PG’s owner (404); its student and the team read it', async () => {
    const res = await raiseWithPhotos('parent', SAFETY, [jpeg]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = res.body.complaint as ComplaintDoc;
    expect(await ownerView(c.id)).toBeUndefined();
    expect((await getPhoto(c.id, c.photoIds[0]!, 'owner')).status).toBe(404);
    for (const who of ['student', 'parent', 'mt', 'admin'] as const)
      expect((await getPhoto(c.id, c.photoIds[0]!, who)).status, who).toBe(200);
  });

  test.each([
    ['an .exe renamed .jpg', () => [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)])], 'photos', 400],
    ['a PDF', () => [Buffer.from('%PDF-1.4 hello')], 'photos', 400],
    ['a truncated JPEG', () => [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3])], 'photos', 400],
    [
      'a photo over 10 MB',
      () => [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)])],
      'photos',
      413,
    ],
    ['four photos', (j: Buffer) => [j, j, j, j], 'photos', 400],
    ['an empty file', () => [Buffer.alloc(0)], 'photos', 400],
  ] as const)('%s: a JSON 4xx naming photos; no complaint, no Storage object', async (_name, files, field, status) => {
    const before = await complaintState();
    const res = await raiseWithPhotos('student', FOOD, files(jpeg));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    expect(await complaintState()).toEqual(before);
    expect(await storedPhotos()).toEqual([]);
  });

  test('without photos the body is a small JSON form: over 100 kB is 413, nothing written', async () => {
    const before = await complaintState();
    const res = await call<ErrorBody>('POST', '/complaints', 'student', { ...FOOD, text: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
    expect(await complaintState()).toEqual(before);
  });

  test('a bad field beside a good photo (no text; a file under another name): 400 naming it, nothing written', async () => {
    const before = await complaintState();
    const noText = await raiseWithPhotos('student', { stayId: 's1', category: 'food' }, [jpeg]);
    expect(noText.status).toBe(400);
    expect(Object.keys(noText.body.fields ?? {})).toEqual(['text']);
    const stray = await raiseWithPhotos('student', FOOD, [jpeg], 'file');
    expect(stray.status).toBe(400);
    expect(Object.keys(stray.body.fields ?? {})).toEqual(['file']);
    expect(await complaintState()).toEqual(before);
    expect(await storedPhotos()).toEqual([]);
  });

  test('someone with no right to complain about the stay is refused BEFORE any photo is decoded or stored (the stay has ended; someone else’s stay; an owner; the 6th in a day): the stay’s error, not the photo’s; nothing stored', async () => {
    await seedStay('s2', { status: 'ended' });
    // An undecodable photo: were it decoded first, the answer would be 400 naming photos.
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3]);
    const before = await complaintState();
    for (const photo of [jpeg, broken]) {
      const ended = await raiseWithPhotos('student', { ...FOOD, stayId: 's2' }, [photo]);
      expect([ended.status, ended.body.error]).toEqual([409, 'stay_ended']);
      const stranger = await raiseWithPhotos('other', FOOD, [photo]);
      expect([stranger.status, stranger.body.error]).toEqual([404, 'stay_not_found']);
      const unknown = await raiseWithPhotos('student', { ...FOOD, stayId: 'no-such-stay' }, [photo]);
      expect([unknown.status, unknown.body.error]).toEqual([404, 'stay_not_found']);
      const owner = await raiseWithPhotos('owner', FOOD, [photo]);
      expect(owner.status).toBe(403);
    }
    expect(await complaintState()).toEqual(before);
    expect(await storedPhotos()).toEqual([]);
    for (let i = 0; i < 5; i++) await raise('student');
    const sixth = await raiseWithPhotos('student', FOOD, [broken]);
    expect([sixth.status, sixth.body.error]).toEqual([429, 'too_many_complaints']);
    expect(Object.keys(sixth.body.fields ?? {})).toEqual(['text']);
    expect(await storedPhotos()).toEqual([]);
  });

  test('a 1000-character complaint in Hindi (3 bytes a character) with a photo is raised, its words stored intact', async () => {
    const line = 'खाना रोज़ ठंडा आता है और दाल में सिर्फ़ पानी होता है, कई बार कहा पर कुछ नहीं बदला। ';
    const text = `${line.repeat(20).slice(0, 999)}।`;
    expect(text).toHaveLength(1000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(2048); // the form reader's old limit for every field
    const res = await raiseWithPhotos('student', { ...FOOD, text }, [jpeg]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = res.body.complaint as ComplaintDoc;
    expect((await complaintDoc(c.id))?.text).toBe(text);
    expect(c.photoIds).toHaveLength(1);
    // One character over is the schema's refusal naming text, not the form reader's.
    const over = await raiseWithPhotos('student', { ...FOOD, text: `${text}।` }, [jpeg]);
    expect(over.status).toBe(400);
    expect(Object.keys(over.body.fields ?? {})).toEqual(['text']);
  });

  test('five files: the form is refused at the fifth (400 invalid_multipart), nothing written', async () => {
    const before = await complaintState();
    const res = await raiseWithPhotos('student', FOOD, [jpeg, jpeg, jpeg, jpeg, jpeg]);
    expect([res.status, res.body.error]).toEqual([400, 'invalid_multipart']);
    expect(await complaintState()).toEqual(before);
    expect(await storedPhotos()).toEqual([]);
  });

  test('a photo id the complaint does not hold, another complaint’s photo, a bad size: 404 / 400 naming size', async () => {
    const a = (await raiseWithPhotos('student', FOOD, [jpeg])).body.complaint as ComplaintDoc;
    const b = await raise('student');
    expect((await getPhoto(b.id, a.photoIds[0]!, 'student')).status).toBe(404);
    expect((await getPhoto(a.id, '0123456789abcdef0123', 'student')).status).toBe(404);
    expect((await getPhoto('nope', a.photoIds[0]!, 'student')).status).toBe(404);
    const bad = await call<ErrorBody>('GET', `/complaints/${a.id}/photos/${a.photoIds[0]}?size=huge`, 'student');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['size']);
  });

  test('storage.rules: no client reads a complaint photo from Storage directly, signed in or not', async () => {
    const c = (await raiseWithPhotos('student', FOOD, [jpeg])).body.complaint as ComplaintDoc;
    const path = encodeURIComponent(`complaint_photos/${c.id}/${c.photoIds[0]}/full.webp`);
    const url = `http://127.0.0.1:${ports.storage}/v0/b/${bucket().name}/o/${path}?alt=media`;
    const tries: Record<string, string>[] = [
      {},
      { authorization: `Firebase ${token.student}` },
      { authorization: `Bearer ${token.admin}` },
    ];
    for (const headers of tries) {
      const res = await fetch(url, { headers });
      expect(res.status).toBe(403);
    }
    const upload = await fetch(`http://127.0.0.1:${ports.storage}/v0/b/${bucket().name}/o?name=${path}`, {
      method: 'POST',
      headers: { authorization: `Firebase ${token.student}`, 'content-type': 'image/webp' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(upload.status).toBe(403);
  });

  test('the student’s data export lists the complaint’s photos where they download them', async () => {
    const c = (await raiseWithPhotos('student', FOOD, [jpeg])).body.complaint as ComplaintDoc;
    const res = await call<{ sections: { complaints: { id: string; data: Record<string, unknown> }[] } }>(
      'GET',
      '/me/export',
      'student',
    );
    expect(res.status).toBe(200);
    const exported = res.body.sections.complaints.find((d) => d.id === c.id);
    expect(exported?.data.photoIds).toEqual(c.photoIds);
    expect(exported?.data.photoPaths).toEqual([`/api/complaints/${c.id}/photos/${c.photoIds[0]}`]);
    const got = await getPhoto(c.id, c.photoIds[0]!, 'student');
    expect(got.status).toBe(200);
  });
});
