// Rules matrix for owner_leads/{bookingId} (docs/decisions/212-owner-leads-and-visits.md): the PG owner's view of a
// visit booking at their PG. Every actor — anonymous, a student, a PG owner, the booking and move-in teams, admins,
// a demoted admin, demoted team members and a demoted owner (the claim still says so, users/{uid}.role no longer
// does) — allow AND deny, for get, the list queries the screens make, create, update and delete. The owner reads
// only their own PGs' leads (never another owner's); the student does not read the owner's copy (they read their
// booking); nobody writes from a client.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, DEMOTED_TEAM_ACTORS, contextFor, rulesEnvPerTest, uidOf, type AnyActor } from '../test-utils/rules';

const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
const STAFF: AnyActor[] = ['booking_team', 'movein_team', 'admin', 'super_admin'];
const OTHER_OWNER = 'other-owner-uid';
/** An owner whose role was taken away while their token still says pg_owner. */
const DEMOTED_OWNER = 'demoted-owner-uid';

const lead = (ownerUid: string, status = 'pending_visit') => ({
  ownerUid,
  pgId: 'pg-1',
  pgName: 'Shanti PG',
  roomLabel: 'Single sharing · AC',
  room: { sharing: 'single', ac: true },
  visitDate: '2026-12-01',
  visitSlot: '11:00',
  scheduledAt: null,
  status,
  firstName: 'Asha',
  coachingId: 'allen',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});

const leads = (c: RulesTestContext) => c.firestore().collection(COLLECTIONS.ownerLeads);
const signedIn = (who: AnyActor): who is Exclude<AnyActor, 'anonymous'> => who !== 'anonymous';
const isStaff = (who: AnyActor) => STAFF.includes(who);

const envOf = rulesEnvPerTest(async (c) => {
  const db = c.firestore();
  await db.collection(COLLECTIONS.ownerLeads).doc('b-own').set(lead(uidOf('pg_owner')));
  await db.collection(COLLECTIONS.ownerLeads).doc('b-other').set(lead(OTHER_OWNER, 'visit_scheduled'));
  await db.collection(COLLECTIONS.ownerLeads).doc('b-demoted').set(lead(DEMOTED_OWNER));
  await db.collection(COLLECTIONS.users).doc(DEMOTED_OWNER).set({ role: null });
});

describe('owner_leads/{bookingId}', () => {
  test.each(WHO)('%s: the pg_owner’s own lead — that owner and current staff only (get and the list by ownerUid)', async (who) => {
    const c = contextFor(envOf(), who);
    const get = leads(c).doc('b-own').get();
    const list = leads(c).where('ownerUid', '==', uidOf('pg_owner')).get();
    const mayRead = who === 'pg_owner' || isStaff(who);
    await (mayRead ? assertSucceeds(get) : assertFails(get));
    await (mayRead ? assertSucceeds(list) : assertFails(list));
    if (signedIn(who) && who !== 'pg_owner') {
      // Not an owner: a list by their own uid is refused too, unless they are staff.
      const own = leads(c).where('ownerUid', '==', uidOf(who)).get();
      await (isStaff(who) ? assertSucceeds(own) : assertFails(own));
    }
  });

  test.each(WHO)('%s: another owner’s lead — current staff only (an owner never sees another owner’s leads)', async (who) => {
    const c = contextFor(envOf(), who);
    const get = leads(c).doc('b-other').get();
    const list = leads(c).where('ownerUid', '==', OTHER_OWNER).get();
    const all = leads(c).get();
    const byStatus = leads(c).where('status', '==', 'visit_scheduled').get();
    for (const q of [get, list, all, byStatus] as Promise<unknown>[]) await (isStaff(who) ? assertSucceeds(q) : assertFails(q));
  });

  test('a demoted owner (claim pg_owner, no role in users/{uid}) reads none of their former leads', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(leads(c).doc('b-demoted').get());
    await assertFails(leads(c).where('ownerUid', '==', DEMOTED_OWNER).get());
  });

  test.each(WHO)('%s: writes no lead (create, update, delete — even their own)', async (who) => {
    const c = contextFor(envOf(), who);
    const mine = signedIn(who) ? uidOf(who) : 'x';
    await assertFails(leads(c).doc('new').set(lead(mine)));
    await assertFails(leads(c).doc('b-own').update({ status: 'cancelled' }));
    await assertFails(leads(c).doc('b-own').update({ scheduledAt: '2026-12-01T06:00:00.000Z' }));
    await assertFails(leads(c).doc('b-other').update({ ownerUid: mine }));
    await assertFails(leads(c).doc('b-own').delete());
  });

  test('a demoted owner writes nothing either', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(leads(c).doc('b-demoted').update({ status: 'cancelled' }));
    await assertFails(leads(c).doc('b-demoted').delete());
  });
});
