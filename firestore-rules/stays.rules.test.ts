// Rules matrix for stays (docs/decisions/207-stays-notice-and-exit.md): stays/{id}, its audit subcollection and
// stay_contacts/{id}. Every actor — anonymous, a student, a PG owner, the booking and move-in teams, admins, a
// demoted admin and demoted team members (the claim still says so, users/{uid}.role no longer does), and a demoted
// owner — allow AND deny, for get, the list queries the screens make, create, update and delete. The owner reads
// neither the stay (rent, timeline, statement) nor a phone number (stay_contacts): only stay_residents, their
// residents' first name, room and dates; the parent reads the stay whose contacts carry their verified number;
// nobody writes from a client.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, DEMOTED_TEAM_ACTORS, contextFor, rulesEnvPerTest, uidOf, type AnyActor } from '../test-utils/rules';

const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
const STAFF: AnyActor[] = ['booking_team', 'movein_team', 'admin', 'super_admin'];
const OTHER_STUDENT = 'other-student-uid';
const OTHER_OWNER = 'other-owner-uid';
const PARENT = '+919811111111';
/** An owner whose role was taken away while their token still says pg_owner. */
const DEMOTED_OWNER = 'demoted-owner-uid';

const stay = (id: string, studentUid: string, ownerUid: string, status = 'active') => ({
  id,
  bookingId: id,
  studentUid,
  studentFirstName: 'Asha',
  ownerUid,
  pgId: 'pg-1',
  pgName: 'Shanti PG',
  roomLabel: 'Single sharing · AC',
  status,
  startDate: '2026-11-01',
  notice: null,
  timeline: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const contacts = (studentUid: string, parentPhone: string) => ({ studentUid, studentName: 'Asha Verma', studentPhone: '+919844444444', parentPhone });

const stays = (c: RulesTestContext) => c.firestore().collection(COLLECTIONS.stays);
const residentsOf = (c: RulesTestContext) => c.firestore().collection(COLLECTIONS.stayResidents);
const resident = (id: string, ownerUid: string, status = 'active') => ({
  pgId: 'pg-1',
  pgName: 'Shanti PG',
  ownerUid,
  firstName: 'Asha',
  roomLabel: 'Single sharing · AC',
  room: null,
  startDate: '2026-11-01',
  exitDate: status === 'notice_given' ? '2026-12-01' : null,
  status,
});
const stayContacts = (c: RulesTestContext) => c.firestore().collection(COLLECTIONS.stayContacts);
const signedIn = (who: AnyActor): who is Exclude<AnyActor, 'anonymous'> => who !== 'anonymous';
const isStaff = (who: AnyActor) => STAFF.includes(who);

/** The actor's context, signed in with `phone` as their verified number. */
const withPhone = (who: AnyActor, phone: string): RulesTestContext => contextFor(envOf(), who, phone);

// Demoted team members need no mirror written: without a users/{uid}.role the rules' mirror check already fails.
const envOf = rulesEnvPerTest(async (c) => {
  const db = c.firestore();
  for (const who of WHO) {
    if (!signedIn(who)) continue;
    await db.collection(COLLECTIONS.stays).doc(`own-${who}`).set(stay(`own-${who}`, uidOf(who), OTHER_OWNER));
    await db.collection(COLLECTIONS.stayContacts).doc(`own-${who}`).set(contacts(uidOf(who), '+919855555555'));
  }
  // A resident of the pg_owner actor's PG, and a stay at someone else's PG whose parent is PARENT.
  await db.collection(COLLECTIONS.stays).doc('s-resident').set(stay('s-resident', OTHER_STUDENT, uidOf('pg_owner'), 'notice_given'));
  await db.collection(COLLECTIONS.stayContacts).doc('s-resident').set(contacts(OTHER_STUDENT, '+919866666666'));
  await db.collection(COLLECTIONS.stays).doc('s-other').set(stay('s-other', OTHER_STUDENT, OTHER_OWNER));
  await db.collection(COLLECTIONS.stayContacts).doc('s-other').set(contacts(OTHER_STUDENT, PARENT));
  await db.collection(COLLECTIONS.stays).doc('s-other').collection(COLLECTIONS.stayAudit).doc('a1').set({ actorUid: uidOf('movein_team'), to: 'active', action: 'move_in', at: '2026-11-01T10:00:00.000Z' });
  // The demoted owner: a resident at their PG, a claim that still says pg_owner, no role in users/{uid}.
  await db.collection(COLLECTIONS.stays).doc('s-demoted-owner').set(stay('s-demoted-owner', OTHER_STUDENT, DEMOTED_OWNER));
  await db.collection(COLLECTIONS.users).doc(DEMOTED_OWNER).set({ role: null });
  // The owners' views of those stays.
  await db.collection(COLLECTIONS.stayResidents).doc('s-resident').set(resident('s-resident', uidOf('pg_owner'), 'notice_given'));
  await db.collection(COLLECTIONS.stayResidents).doc('s-other').set(resident('s-other', OTHER_OWNER));
  await db.collection(COLLECTIONS.stayResidents).doc('s-demoted-owner').set(resident('s-demoted-owner', DEMOTED_OWNER));
});

describe('stays/{id}', () => {
  test.each(WHO)('%s: reads their own stay as its student (get and the list by studentUid)', async (who) => {
    const c = contextFor(envOf(), who);
    if (!signedIn(who)) {
      await assertFails(stays(c).doc('own-student').get());
      await assertFails(stays(c).where('studentUid', '==', 'anyone').get());
      return;
    }
    await assertSucceeds(stays(c).doc(`own-${who}`).get());
    await assertSucceeds(stays(c).where('studentUid', '==', uidOf(who)).get());
  });

  test.each(WHO)('%s: another student’s stay at someone else’s PG — current staff only', async (who) => {
    const c = contextFor(envOf(), who);
    const get = stays(c).doc('s-other').get();
    const all = stays(c).get();
    if (isStaff(who)) {
      await assertSucceeds(get);
      await assertSucceeds(all);
      await assertSucceeds(stays(c).where('status', '==', 'notice_given').get());
    } else {
      await assertFails(get);
      await assertFails(all);
      await assertFails(stays(c).where('status', '==', 'notice_given').get());
    }
  });

  test.each(WHO)('%s: a resident of the pg_owner’s PG — current staff only (never the owner: rent, timeline, statement)', async (who) => {
    const c = contextFor(envOf(), who);
    const get = stays(c).doc('s-resident').get();
    await (isStaff(who) ? assertSucceeds(get) : assertFails(get));
    if (signedIn(who)) {
      const residents = stays(c).where('ownerUid', '==', uidOf(who)).get();
      await (isStaff(who) ? assertSucceeds(residents) : assertFails(residents));
    }
    const others = stays(c).where('ownerUid', '==', OTHER_OWNER).get();
    await (isStaff(who) ? assertSucceeds(others) : assertFails(others));
  });

  test('a demoted owner (claim pg_owner, no role in users/{uid}) reads none of their former residents', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(stays(c).doc('s-demoted-owner').get());
    await assertFails(stays(c).where('ownerUid', '==', DEMOTED_OWNER).get());
  });

  test.each(WHO)('%s signed in with the parent’s number: gets the child’s stay and its contacts; another number does not', async (who) => {
    const parent = withPhone(who, PARENT);
    const stranger = withPhone(who, '+919833333333');
    if (!signedIn(who)) {
      await assertFails(stays(parent).doc('s-other').get());
      return;
    }
    await assertSucceeds(stays(parent).doc('s-other').get());
    await assertSucceeds(stayContacts(parent).doc('s-other').get());
    await assertSucceeds(stayContacts(parent).where('parentPhone', '==', PARENT).get());
    await (isStaff(who) ? assertSucceeds(stays(stranger).doc('s-other').get()) : assertFails(stays(stranger).doc('s-other').get()));
    await (isStaff(who) ? assertSucceeds(stayContacts(stranger).doc('s-other').get()) : assertFails(stayContacts(stranger).doc('s-other').get()));
  });

  test.each(WHO)('%s: writes no stay (create, update, status only, delete)', async (who) => {
    const c = contextFor(envOf(), who);
    const ownId = signedIn(who) ? `own-${who}` : 's-other';
    await assertFails(stays(c).doc('new').set(stay('new', signedIn(who) ? uidOf(who) : 'x', OTHER_OWNER)));
    await assertFails(stays(c).doc(ownId).update({ status: 'ended' }));
    await assertFails(stays(c).doc(ownId).update({ notice: { exitDate: '2026-12-31' } }));
    await assertFails(stays(c).doc('s-resident').update({ status: 'ended' }));
    await assertFails(stays(c).doc(ownId).delete());
  });

  test.each(WHO)('%s: stays/{id}/audit — current staff read; nobody writes', async (who) => {
    const c = contextFor(envOf(), who);
    const audit = stays(c).doc('s-other').collection(COLLECTIONS.stayAudit);
    await (isStaff(who) ? assertSucceeds(audit.doc('a1').get()) : assertFails(audit.doc('a1').get()));
    await (isStaff(who) ? assertSucceeds(audit.get()) : assertFails(audit.get()));
    // Not even the audit of one's own stay, unless staff.
    if (signedIn(who) && !isStaff(who)) await assertFails(stays(c).doc(`own-${who}`).collection(COLLECTIONS.stayAudit).doc('a1').get());
    await assertFails(audit.doc('a2').set({ action: 'x' }));
    await assertFails(audit.doc('a1').update({ action: 'x' }));
    await assertFails(audit.doc('a1').delete());
  });
});

describe('stay_contacts/{id}: phones, never the owner', () => {
  test.each(WHO)('%s: their own contacts as the student; a resident’s only as current staff (the owner never)', async (who) => {
    const c = contextFor(envOf(), who);
    if (signedIn(who)) {
      await assertSucceeds(stayContacts(c).doc(`own-${who}`).get());
      await assertSucceeds(stayContacts(c).where('studentUid', '==', uidOf(who)).get());
    } else {
      await assertFails(stayContacts(c).doc('own-student').get());
    }
    const resident = stayContacts(c).doc('s-resident').get();
    await (isStaff(who) ? assertSucceeds(resident) : assertFails(resident));
    await (isStaff(who) ? assertSucceeds(stayContacts(c).get()) : assertFails(stayContacts(c).get()));
  });

  test.each(WHO)('%s: writes no contacts', async (who) => {
    const c = contextFor(envOf(), who);
    const ownId = signedIn(who) ? `own-${who}` : 's-other';
    await assertFails(stayContacts(c).doc('new').set(contacts('x', PARENT)));
    await assertFails(stayContacts(c).doc(ownId).update({ parentPhone: '+919899999999' }));
    await assertFails(stayContacts(c).doc(ownId).delete());
  });
});

describe('stay_residents/{id}: the owner’s view of a stay', () => {
  test.each(WHO)('%s: a resident of the pg_owner’s PG — that current owner (get and the residents list) and current staff', async (who) => {
    const c = contextFor(envOf(), who);
    const mayRead = who === 'pg_owner' || isStaff(who);
    const get = residentsOf(c).doc('s-resident').get();
    await (mayRead ? assertSucceeds(get) : assertFails(get));
    if (signedIn(who)) {
      const mine = residentsOf(c).where('ownerUid', '==', uidOf(who)).get();
      await (mayRead ? assertSucceeds(mine) : assertFails(mine));
    } else {
      await assertFails(residentsOf(c).where('ownerUid', '==', uidOf('pg_owner')).get());
    }
  });

  test.each(WHO)('%s: another owner’s residents and the whole collection — current staff only', async (who) => {
    const c = contextFor(envOf(), who);
    const get = residentsOf(c).doc('s-other').get();
    const others = residentsOf(c).where('ownerUid', '==', OTHER_OWNER).get();
    const all = residentsOf(c).get();
    await (isStaff(who) ? assertSucceeds(get) : assertFails(get));
    await (isStaff(who) ? assertSucceeds(others) : assertFails(others));
    await (isStaff(who) ? assertSucceeds(all) : assertFails(all));
  });

  test('a demoted owner (claim pg_owner, no role in users/{uid}) reads none of their former residents', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(residentsOf(c).doc('s-demoted-owner').get());
    await assertFails(residentsOf(c).where('ownerUid', '==', DEMOTED_OWNER).get());
  });

  test.each(WHO)('%s: writes no resident (create, update, delete)', async (who) => {
    const c = contextFor(envOf(), who);
    await assertFails(residentsOf(c).doc('new').set(resident('new', signedIn(who) ? uidOf(who) : 'x')));
    await assertFails(residentsOf(c).doc('s-resident').update({ status: 'ended' }));
    await assertFails(residentsOf(c).doc('s-resident').delete());
  });
});
