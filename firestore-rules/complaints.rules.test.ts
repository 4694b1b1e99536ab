// Rules matrix for complaints (docs/decisions/208-complaints.md): complaints/{id}, its audit subcollection,
// owner_complaints/{id} and complaint_stats/{pgId}. Every actor — anonymous, a student, a PG owner, the booking and
// move-in teams, admins, a demoted admin and demoted team members (the claim still says so, users/{uid}.role no
// longer does), and a demoted owner — allow AND deny, for get, the list queries the screens make, create, update and
// delete. Each person reads only their own: the student their complaints, the parent (by the verified number) their
// child's, the owner only the owner's view of complaints at their PG (never a safety or harassment one: none is
// written for them), the complaint team (current move-in team and admins) every one; the booking team none; nobody
// writes from a client; nobody reads the PG's numbers from the client (the API serves them).
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  ACTORS,
  DEMOTED_TEAM_ACTORS,
  claimOf,
  contextFor,
  rulesEnvPerTest,
  uidOf,
  type AnyActor,
} from '../test-utils/rules';

const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
/** Who handles complaints: current move-in team and admins (not the booking team). */
const TEAM: AnyActor[] = ['movein_team', 'admin', 'super_admin'];
const OTHER_STUDENT = 'other-student-uid';
const OTHER_OWNER = 'other-owner-uid';
const PARENT = '+919811111111';
/** An owner whose role was taken away while their token still says pg_owner. */
const DEMOTED_OWNER = 'demoted-owner-uid';

const complaint = (studentUid: string, ownerUid: string, parentPhone = '+919855555555', category = 'food') => ({
  stayId: 'stay-1',
  pgId: 'pg-1',
  pgName: 'Shanti PG',
  ownerUid,
  studentUid,
  studentFirstName: 'Asha',
  parentPhone,
  roomLabel: 'Double sharing · AC',
  category,
  text: 'The dal is cold every night.',
  raisedBy: 'student',
  status: 'open',
  handler: 'owner',
  dueAt: '2026-11-03T10:00:00.000Z',
  thread: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const view = (ownerUid: string) => ({
  pgId: 'pg-1',
  pgName: 'Shanti PG',
  ownerUid,
  firstName: 'Asha',
  roomLabel: 'Double sharing · AC',
  category: 'food',
  text: 'The dal is cold every night.',
  raisedBy: 'student',
  status: 'open',
  handler: 'owner',
  dueAt: '2026-11-03T10:00:00.000Z',
  thread: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const complaints = (c: RulesTestContext) => c.firestore().collection(COLLECTIONS.complaints);
const views = (c: RulesTestContext) => c.firestore().collection(COLLECTIONS.ownerComplaints);
const stats = (c: RulesTestContext) => c.firestore().collection(COLLECTIONS.complaintStats);
const signedIn = (who: AnyActor): who is Exclude<AnyActor, 'anonymous'> => who !== 'anonymous';
const isTeam = (who: AnyActor) => TEAM.includes(who);

/** The actor's context, signed in with `phone` as their verified number. */
function withPhone(who: AnyActor, phone: string): RulesTestContext {
  if (who === 'anonymous') return envOf().unauthenticatedContext();
  const role = claimOf(who);
  return envOf().authenticatedContext(uidOf(who), { ...(role ? { role } : {}), phone_number: phone });
}

const envOf = rulesEnvPerTest(async (c) => {
  const db = c.firestore();
  for (const who of WHO) {
    if (!signedIn(who)) continue;
    // Each signed-in actor raised one of their own (as a student of some stay).
    await db
      .collection(COLLECTIONS.complaints)
      .doc(`own-${who}`)
      .set(complaint(uidOf(who), OTHER_OWNER));
  }
  // A complaint at the pg_owner actor's PG (and its owner view), one at someone else's PG whose parent is PARENT.
  await db
    .collection(COLLECTIONS.complaints)
    .doc('c-resident')
    .set(complaint(OTHER_STUDENT, uidOf('pg_owner')));
  await db
    .collection(COLLECTIONS.ownerComplaints)
    .doc('c-resident')
    .set(view(uidOf('pg_owner')));
  await db
    .collection(COLLECTIONS.complaints)
    .doc('c-other')
    .set(complaint(OTHER_STUDENT, OTHER_OWNER, PARENT));
  await db.collection(COLLECTIONS.ownerComplaints).doc('c-other').set(view(OTHER_OWNER));
  await db
    .collection(COLLECTIONS.complaints)
    .doc('c-other')
    .collection(COLLECTIONS.complaintAudit)
    .doc('a1')
    .set({ actorUid: OTHER_STUDENT, to: 'open', action: 'raise', at: '2026-11-01T10:00:00.000Z' });
  // A harassment complaint at the pg_owner actor's PG: no owner view exists for it.
  await db
    .collection(COLLECTIONS.complaints)
    .doc('c-harassment')
    .set(complaint(OTHER_STUDENT, uidOf('pg_owner'), '+919866666666', 'harassment'));
  // The demoted owner: a complaint at their PG and its view, a claim that still says pg_owner, no role in users/{uid}.
  await db.collection(COLLECTIONS.complaints).doc('c-demoted-owner').set(complaint(OTHER_STUDENT, DEMOTED_OWNER));
  await db.collection(COLLECTIONS.ownerComplaints).doc('c-demoted-owner').set(view(DEMOTED_OWNER));
  await db.collection(COLLECTIONS.users).doc(DEMOTED_OWNER).set({ role: null });
  await db
    .collection(COLLECTIONS.complaintStats)
    .doc('pg-1')
    .set({
      pgId: 'pg-1',
      raised: 3,
      resolved: 1,
      medianHoursToResolve: 5,
      windowDays: 365,
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
});

describe('complaints/{id}', () => {
  test.each(WHO)('%s: reads their own complaints as their student (get and the list by studentUid)', async (who) => {
    const c = contextFor(envOf(), who);
    if (!signedIn(who)) {
      await assertFails(complaints(c).doc('own-student').get());
      await assertFails(complaints(c).where('studentUid', '==', 'anyone').get());
      return;
    }
    await assertSucceeds(complaints(c).doc(`own-${who}`).get());
    expect((await assertSucceeds(complaints(c).where('studentUid', '==', uidOf(who)).get())).size).toBe(1);
  });

  test.each(WHO)(
    '%s: another student’s complaint — the complaint team only (the booking team and demoted tokens never)',
    async (who) => {
      const c = contextFor(envOf(), who);
      const get = complaints(c).doc('c-other').get();
      const all = complaints(c).get();
      const queue = complaints(c).where('status', 'in', ['open', 'reopened', 'escalated', 'answered']).get();
      await (isTeam(who) ? assertSucceeds(get) : assertFails(get));
      await (isTeam(who) ? assertSucceeds(all) : assertFails(all));
      await (isTeam(who) ? assertSucceeds(queue) : assertFails(queue));
    },
  );

  test.each(WHO)(
    '%s: a complaint at the pg_owner’s PG — never the owner (they read owner_complaints), the team only',
    async (who) => {
      const c = contextFor(envOf(), who);
      for (const id of ['c-resident', 'c-harassment']) {
        const get = complaints(c).doc(id).get();
        await (isTeam(who) ? assertSucceeds(get) : assertFails(get));
      }
      if (signedIn(who)) {
        const byOwner = complaints(c).where('ownerUid', '==', uidOf(who)).get();
        await (isTeam(who) ? assertSucceeds(byOwner) : assertFails(byOwner));
      }
    },
  );

  test.each(WHO)(
    '%s signed in with the parent’s number: gets and lists the child’s complaints; another number does not',
    async (who) => {
      const parent = withPhone(who, PARENT);
      const stranger = withPhone(who, '+919833333333');
      if (!signedIn(who)) {
        await assertFails(complaints(parent).doc('c-other').get());
        return;
      }
      await assertSucceeds(complaints(parent).doc('c-other').get());
      expect((await assertSucceeds(complaints(parent).where('parentPhone', '==', PARENT).get())).size).toBe(1);
      await (isTeam(who)
        ? assertSucceeds(complaints(stranger).doc('c-other').get())
        : assertFails(complaints(stranger).doc('c-other').get()));
      if (!isTeam(who)) await assertFails(complaints(stranger).where('parentPhone', '==', PARENT).get());
    },
  );

  test('a demoted owner (claim pg_owner, no role in users/{uid}) reads none of their PG’s complaints', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(complaints(c).doc('c-demoted-owner').get());
    await assertFails(complaints(c).where('ownerUid', '==', DEMOTED_OWNER).get());
  });

  test.each(WHO)('%s: writes no complaint (create, update, status only, delete)', async (who) => {
    const c = contextFor(envOf(), who);
    const ownId = signedIn(who) ? `own-${who}` : 'c-other';
    await assertFails(
      complaints(c)
        .doc('new')
        .set(complaint(signedIn(who) ? uidOf(who) : 'x', OTHER_OWNER)),
    );
    await assertFails(complaints(c).add(complaint(signedIn(who) ? uidOf(who) : 'x', OTHER_OWNER)));
    await assertFails(complaints(c).doc(ownId).update({ status: 'resolved' }));
    await assertFails(complaints(c).doc('c-resident').update({ status: 'answered' }));
    await assertFails(complaints(c).doc(ownId).delete());
  });

  test.each(WHO)('%s: complaints/{id}/audit — the complaint team reads; nobody writes', async (who) => {
    const c = contextFor(envOf(), who);
    const audit = complaints(c).doc('c-other').collection(COLLECTIONS.complaintAudit);
    await (isTeam(who) ? assertSucceeds(audit.doc('a1').get()) : assertFails(audit.doc('a1').get()));
    await (isTeam(who) ? assertSucceeds(audit.get()) : assertFails(audit.get()));
    if (signedIn(who) && !isTeam(who))
      await assertFails(complaints(c).doc(`own-${who}`).collection(COLLECTIONS.complaintAudit).get());
    await assertFails(audit.doc('a2').set({ action: 'x' }));
    await assertFails(audit.doc('a1').update({ action: 'x' }));
    await assertFails(audit.doc('a1').delete());
  });
});

describe('owner_complaints/{id}: the owner’s view', () => {
  test.each(WHO)(
    '%s: a complaint at the pg_owner’s PG — that current owner (get and the list by ownerUid) and the complaint team',
    async (who) => {
      const c = contextFor(envOf(), who);
      const mayRead = who === 'pg_owner' || isTeam(who);
      await (mayRead
        ? assertSucceeds(views(c).doc('c-resident').get())
        : assertFails(views(c).doc('c-resident').get()));
      if (signedIn(who)) {
        const mine = views(c).where('ownerUid', '==', uidOf(who)).get();
        await (mayRead ? assertSucceeds(mine) : assertFails(mine));
      } else {
        await assertFails(views(c).where('ownerUid', '==', uidOf('pg_owner')).get());
      }
    },
  );

  test.each(WHO)('%s: another owner’s complaints and the whole collection — the complaint team only', async (who) => {
    const c = contextFor(envOf(), who);
    const get = views(c).doc('c-other').get();
    const others = views(c).where('ownerUid', '==', OTHER_OWNER).get();
    const all = views(c).get();
    await (isTeam(who) ? assertSucceeds(get) : assertFails(get));
    await (isTeam(who) ? assertSucceeds(others) : assertFails(others));
    await (isTeam(who) ? assertSucceeds(all) : assertFails(all));
  });

  test('the owner has no view of a harassment complaint at their PG (none is written)', async () => {
    const c = contextFor(envOf(), 'pg_owner');
    // No document, so nothing the rule could let them see.
    await assertFails(views(c).doc('c-harassment').get());
    const mine = await assertSucceeds(views(c).where('ownerUid', '==', uidOf('pg_owner')).get());
    expect(mine.docs.map((d) => d.id)).toEqual(['c-resident']);
  });

  test('a demoted owner (claim pg_owner, no role in users/{uid}) reads none of their views', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(views(c).doc('c-demoted-owner').get());
    await assertFails(views(c).where('ownerUid', '==', DEMOTED_OWNER).get());
  });

  test.each(WHO)('%s: writes no view (create, update, delete)', async (who) => {
    const c = contextFor(envOf(), who);
    await assertFails(
      views(c)
        .doc('new')
        .set(view(signedIn(who) ? uidOf(who) : 'x')),
    );
    await assertFails(views(c).doc('c-resident').update({ status: 'answered' }));
    await assertFails(views(c).doc('c-resident').delete());
  });
});

describe('complaint_stats/{pgId}: Functions only', () => {
  test.each(WHO)('%s: neither reads nor writes a PG’s numbers (the API serves them)', async (who) => {
    const c = contextFor(envOf(), who);
    await assertFails(stats(c).doc('pg-1').get());
    await assertFails(stats(c).get());
    await assertFails(stats(c).doc('pg-1').set({ raised: 0 }));
    await assertFails(stats(c).doc('pg-1').update({ raised: 0 }));
    await assertFails(stats(c).doc('pg-1').delete());
  });
});
