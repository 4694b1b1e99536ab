// Rules matrix for a parent's consent (docs/decisions/203-children-and-parental-consent.md):
// `parental_consents/{childUid}` is read by the child, by whoever is signed in with the number the request went to
// (get, and a list filtered on that number) and by current admins; nobody writes it through the client. And the
// student's date of birth (`users/{uid}.birthDate`), which decides whether consent is needed: written once by the
// student in the calendar's shape, never changed or removed afterwards. Every actor, demoted ones included, is run
// signed in with the parent's number and with a number that is nobody's parent.
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, DEMOTED_TEAM_ACTORS, claimOf, rulesEnv, seedRoleMirrors, uidOf, type AnyActor } from '../test-utils/rules';

let env: RulesTestEnvironment;
const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
const ADMINS: AnyActor[] = ['admin', 'super_admin'];

const PARENT = '+919811111111';
const OTHER_PARENT = '+919822222222';
const NOBODY = '+919833333333';
const CHILD = 'consent-child-uid';

const now = () => firebase.firestore.FieldValue.serverTimestamp();
const del = () => firebase.firestore.FieldValue.delete();

const consent = (childUid: string, parentPhone: string, state: string) => ({
  childUid,
  childFirstName: 'Asha',
  parentPhone,
  state,
  policyVersion: 'children-2026-11',
  scope: ['bookings', 'payments'],
  requestedAt: '2026-11-20T10:00:00.000Z',
  grantedByUid: null,
  grantedAt: null,
  withdrawnAt: null,
  history: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function as(who: AnyActor, phone: string | null): RulesTestContext {
  if (who === 'anonymous') return env.unauthenticatedContext();
  const role = claimOf(who);
  return env.authenticatedContext(uidOf(who), { ...(role ? { role } : {}), ...(phone ? { phone_number: phone } : {}) });
}

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedRoleMirrors(env, WHO);
  await env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore();
    await db.collection(COLLECTIONS.parentalConsents).doc(CHILD).set(consent(CHILD, PARENT, 'requested'));
    await db.collection(COLLECTIONS.parentalConsents).doc('other-child').set(consent('other-child', OTHER_PARENT, 'granted'));
    // The student actor's own consent (the child reads it).
    await db.collection(COLLECTIONS.parentalConsents).doc(uidOf('student')).set(consent(uidOf('student'), OTHER_PARENT, 'granted'));
  });
});

describe.each(WHO)('%s', (who) => {
  const isAdmin = ADMINS.includes(who);
  const signedIn = who !== 'anonymous';
  const col = (phone: string | null) => as(who, phone).firestore().collection(COLLECTIONS.parentalConsents);
  const allowIf = async <T>(allowed: boolean, op: Promise<T>) => (allowed ? assertSucceeds(op) : assertFails(op));

  test(`with the parent's number: the child's consent ${signedIn ? 'allowed' : 'denied'} (get and the list filtered on the number); another family's ${isAdmin ? 'allowed' : 'denied'}`, async () => {
    await allowIf(signedIn, col(PARENT).doc(CHILD).get());
    const mine = col(PARENT).where('parentPhone', '==', PARENT).get();
    if (signedIn) expect((await assertSucceeds(mine)).docs.map((d) => d.id)).toEqual([CHILD]);
    else await assertFails(mine);
    await allowIf(isAdmin, col(PARENT).doc('other-child').get());
    await allowIf(isAdmin, col(PARENT).where('parentPhone', '==', OTHER_PARENT).get());
    // A list not filtered on the number could return other families' consents.
    await allowIf(isAdmin, col(PARENT).get());
  });

  test(`with a number that is nobody's parent (or none): the consent ${isAdmin ? 'allowed' : 'denied'}`, async () => {
    for (const phone of [NOBODY, null, '9811111111']) await allowIf(isAdmin, col(phone).doc(CHILD).get());
  });

  test(`the child reads their own consent: ${who === 'student' ? 'allowed' : isAdmin ? 'allowed (admin)' : 'denied'} for the student's`, async () => {
    await allowIf(who === 'student' || isAdmin, col(NOBODY).doc(uidOf('student')).get());
  });

  test('writes: denied to everyone, the parent included (grant, withdraw, create, delete)', async () => {
    for (const phone of [PARENT, NOBODY]) {
      await assertFails(col(phone).doc(CHILD).update({ state: 'granted' }));
      await assertFails(col(phone).doc(CHILD).set(consent(CHILD, phone, 'granted')));
      await assertFails(col(phone).doc(CHILD).delete());
      await assertFails(col(phone).doc('new-child').set(consent('new-child', phone, 'granted')));
    }
    // Nor one's own consent (a child granting themselves).
    if (who !== 'anonymous') await assertFails(col(PARENT).doc(uidOf(who)).set(consent(uidOf(who), PARENT, 'granted')));
  });
});

describe("the student's date of birth (users/{uid}.birthDate)", () => {
  const me = () => as('student', '+919844444444').firestore().collection(COLLECTIONS.users).doc(uidOf('student'));
  const profile = { phone: '+919844444444', name: 'Asha Verma', accountType: 'student', exam: 'JEE', coachingId: 'allen', gender: 'female' };

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (c) => {
      await c.firestore().collection(COLLECTIONS.users).doc(uidOf('student')).set({ ...profile, role: null, createdAt: new Date(), updatedAt: new Date() });
    });
  });

  test('set once in the calendar shape: allowed; a second, different date or removing it: denied; the same again: allowed', async () => {
    await assertSucceeds(me().update({ birthDate: '2010-05-14', updatedAt: now() }));
    await assertFails(me().update({ birthDate: '2000-05-14', updatedAt: now() }));
    await assertFails(me().update({ birthDate: del(), updatedAt: now() }));
    await assertSucceeds(me().update({ birthDate: '2010-05-14', name: 'Asha V', updatedAt: now() }));
  });

  test('not a date: denied (words, another format, month 13, a number, an old century)', async () => {
    for (const bad of ['yesterday', '14/05/2010', '2010-13-01', '2010-5-14', 20100514, '1850-01-01'])
      await assertFails(me().update({ birthDate: bad, updatedAt: now() }));
  });

  test("someone else's date of birth: denied to every other actor", async () => {
    for (const who of WHO.filter((w) => w !== 'student'))
      await assertFails(as(who, PARENT).firestore().collection(COLLECTIONS.users).doc(uidOf('student')).update({ birthDate: '2012-01-01', updatedAt: now() }));
  });
});
