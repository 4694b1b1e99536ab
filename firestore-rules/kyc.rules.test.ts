// Rules matrix for owner verification: kyc/{uid} (and its views log), kyc_private/{uid} and outbox/{id}.
// Every operation, allow AND deny, for all 7 actors plus a demoted admin (claim says admin, users/{uid}.role
// no longer does). Clients only ever read: their own kyc document, or every one as a current admin.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnv, seedRoleMirrors, uidOf, type Actor } from '../test-utils/rules';

let env: RulesTestEnvironment;
const APPLICANT = 'applicant-uid';
const DEMOTED = 'demoted-admin-uid';
const ADMINS: Actor[] = ['admin', 'super_admin'];
type Who = Actor | 'demoted_admin';
const WHO: Who[] = [...ACTORS, 'demoted_admin'];

const kycDoc = (uid: string) => ({
  uid,
  status: 'submitted',
  nameOnId: 'Ramesh Sharma',
  idType: 'pan',
  idCardPath: `id_cards/${uid}/1767225600000_pan.jpg`,
  bank: { accountHolderName: 'Ramesh Sharma', accountNumberLast4: '9012', ifsc: 'SBIN0001234' },
  history: [],
});

function ctx(who: Who) {
  if (who === 'demoted_admin') return env.authenticatedContext(DEMOTED, { role: 'admin', phone_number: '+919800000000' });
  return contextFor(env, who);
}
const uidOfWho = (who: Who) => (who === 'demoted_admin' ? DEMOTED : who === 'anonymous' ? null : uidOf(who));

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedRoleMirrors(env);
  await env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore();
    for (const actor of ACTORS) {
      if (actor === 'anonymous') continue;
      await db.collection(COLLECTIONS.kyc).doc(uidOf(actor)).set(kycDoc(uidOf(actor)));
      await db.collection(COLLECTIONS.kycPrivate).doc(uidOf(actor)).set({ bank: { accountNumber: '123456789012' } });
    }
    // The demoted admin: the mirror was cleared, the ID token still carries the admin claim.
    await db.collection(COLLECTIONS.users).doc(DEMOTED).set({ name: 'Former admin', role: null });
    await db.collection(COLLECTIONS.kyc).doc(DEMOTED).set(kycDoc(DEMOTED));
    await db.collection(COLLECTIONS.kyc).doc(APPLICANT).set(kycDoc(APPLICANT));
    await db.collection(COLLECTIONS.kyc).doc(APPLICANT).collection('views').doc('v1').set({ by: uidOf('admin'), at: new Date() });
    await db.collection(COLLECTIONS.kycPrivate).doc(APPLICANT).set({ bank: { accountNumber: '123456789012' } });
    await db.collection(COLLECTIONS.outbox).doc('m1').set({ toUid: APPLICANT, template: 'kyc_approved', status: 'pending' });
  });
});

describe.each(WHO)('%s', (who) => {
  const isCurrentAdmin = ADMINS.includes(who as Actor);
  const own = uidOfWho(who);
  const db = () => ctx(who).firestore();
  const allowIf = async <T>(allowed: boolean, op: Promise<T>) => (allowed ? assertSucceeds(op) : assertFails(op));

  describe('kyc/{uid}', () => {
    test(`get own request: ${own ? 'allowed' : 'denied (no own request when signed out)'}`, async () => {
      await allowIf(own !== null, db().collection(COLLECTIONS.kyc).doc(own ?? APPLICANT).get());
    });

    test(`get someone else's request: ${isCurrentAdmin ? 'allowed' : 'denied'}`, async () => {
      await allowIf(isCurrentAdmin, db().collection(COLLECTIONS.kyc).doc(APPLICANT).get());
    });

    test(`list the queue: ${isCurrentAdmin ? 'allowed' : 'denied'}`, async () => {
      const op = db().collection(COLLECTIONS.kyc).where('status', '==', 'submitted').get();
      if (isCurrentAdmin) expect((await assertSucceeds(op)).size).toBeGreaterThanOrEqual(8);
      else await assertFails(op);
      // Not even a query limited to one's own document: the status screen reads it with get().
      if (!isCurrentAdmin && own) await assertFails(db().collection(COLLECTIONS.kyc).where('uid', '==', own).get());
    });

    test('create, update or delete (own or another, any fields): denied', async () => {
      const col = db().collection(COLLECTIONS.kyc);
      const target = own ?? 'nobody';
      await assertFails(col.doc(`${target}-new`).set(kycDoc(`${target}-new`)));
      await assertFails(col.doc('brand-new').set(kycDoc('brand-new')));
      await assertFails(col.doc(target).set({ ...kycDoc(target), status: 'approved' }));
      await assertFails(col.doc(target).update({ status: 'approved' }));
      await assertFails(col.doc(target).update({ nameOnId: 'Someone Else' }));
      await assertFails(col.doc(APPLICANT).update({ status: 'rejected', rejectionReason: 'x' }));
      await assertFails(col.doc(target).delete());
      await assertFails(col.doc(APPLICANT).delete());
    });

    test('the admin-view log kyc/{uid}/views: no read, no write', async () => {
      const views = db().collection(COLLECTIONS.kyc).doc(APPLICANT).collection('views');
      await assertFails(views.doc('v1').get());
      await assertFails(views.get());
      await assertFails(views.doc('v2').set({ by: own ?? 'x', at: new Date() }));
      await assertFails(views.doc('v1').update({ by: 'someone-else' }));
      await assertFails(views.doc('v1').delete());
      if (own) await assertFails(db().collection(COLLECTIONS.kyc).doc(own).collection('views').get());
    });
  });

  describe('kyc_private/{uid}: full bank details', () => {
    test('get (own or another), list, create, update, delete: all denied', async () => {
      const col = db().collection(COLLECTIONS.kycPrivate);
      if (own) await assertFails(col.doc(own).get());
      await assertFails(col.doc(APPLICANT).get());
      await assertFails(col.get());
      await assertFails(col.doc(own ?? 'nobody').set({ bank: { accountNumber: '999999999' } }));
      await assertFails(col.doc(APPLICANT).update({ bank: { accountNumber: '999999999' } }));
      await assertFails(col.doc(APPLICANT).delete());
    });
  });

  describe('outbox/{id}', () => {
    // KYC messages (a rejection carries the admin's reason) are read by current admins only (decision 080): not the
    // booking or move-in teams, whose messages page lists only booking messages; a demoted admin neither; nobody writes.
    test(`get, list: ${isCurrentAdmin ? 'allowed' : 'denied'}; create, update, delete: denied`, async () => {
      const col = db().collection(COLLECTIONS.outbox);
      await allowIf(isCurrentAdmin, col.doc('m1').get());
      await allowIf(isCurrentAdmin, col.get());
      await allowIf(isCurrentAdmin, col.where('toUid', '==', own ?? APPLICANT).get());
      const staffLike = isCurrentAdmin || who === 'booking_team' || who === 'movein_team';
      const bookingOnly = col.where('bookingId', '!=', null);
      await allowIf(staffLike, bookingOnly.get());
      if (staffLike) expect((await bookingOnly.get()).size).toBe(0);
      await assertFails(col.doc('m2').set({ toUid: APPLICANT, template: 'kyc_approved', status: 'pending' }));
      await assertFails(col.doc('m1').update({ status: 'sent' }));
      await assertFails(col.doc('m1').delete());
    });
  });
});

describe('a demoted admin', () => {
  test('reads their own request but nobody else’s, and lists nothing; re-promoted, they read again', async () => {
    const db = ctx('demoted_admin').firestore();
    await assertSucceeds(db.collection(COLLECTIONS.kyc).doc(DEMOTED).get());
    await assertFails(db.collection(COLLECTIONS.kyc).doc(APPLICANT).get());
    await assertFails(db.collection(COLLECTIONS.kyc).get());
    // The same token with the mirror restored is a current admin again: the check really is the mirror.
    await env.withSecurityRulesDisabled(async (c) => {
      await c.firestore().collection(COLLECTIONS.users).doc(DEMOTED).update({ role: 'admin' });
    });
    await assertSucceeds(db.collection(COLLECTIONS.kyc).doc(APPLICANT).get());
    await assertSucceeds(db.collection(COLLECTIONS.kyc).get());
    // Reading and listing never turns into writing.
    await assertFails(db.collection(COLLECTIONS.kyc).doc(APPLICANT).update({ status: 'approved' }));
  });

  test('the admin claim is not enough without a users document at all', async () => {
    await env.withSecurityRulesDisabled(async (c) => {
      await c.firestore().collection(COLLECTIONS.users).doc(DEMOTED).delete();
    });
    await assertFails(ctx('demoted_admin').firestore().collection(COLLECTIONS.kyc).doc(APPLICANT).get());
  });
});

