// Rules matrix for reviews (docs/decisions/090-reviews.md): reviews/{id} (a visible one is public; hidden ones only
// current admins read), review_private and review_reports (current admins read), and no client writes to any of
// them for any role — the review Functions write them with the PG's aggregate. Every actor, a demoted admin
// included, allow AND deny, for get, list queries, create, update and delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, isCurrentAdmin, rulesEnv, seedRoleMirrors, uidOf, type Actor } from '../test-utils/rules';

let env: RulesTestEnvironment;

const review = (id: string, status: 'visible' | 'hidden', createdAt: string) => ({
  id,
  pgId: 'pg-1',
  pgName: 'Sunrise PG',
  areaId: 'talwandi',
  areaName: 'Talwandi',
  authorName: 'Asha',
  stayMonth: '2026-10',
  stayLabel: 'Verified Stay, October 2026',
  ratings: { overall: 4, food: 4, safety: 4, cleanliness: 4, ownerBehaviour: 4, studyEnvironment: 4 },
  text: 'Clean rooms, good food and a quiet floor for study.',
  ownerReply: null,
  status,
  hiddenReason: status === 'hidden' ? 'Abusive' : null,
  hiddenAt: null,
  reportCount: 0,
  createdAt,
  updatedAt: createdAt,
});

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedRoleMirrors(env, ACTORS);
  await env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore();
    await db.collection(COLLECTIONS.reviews).doc('r-visible').set(review('r-visible', 'visible', '2026-11-02T10:00:00.000Z'));
    await db.collection(COLLECTIONS.reviews).doc('r-older').set(review('r-older', 'visible', '2026-11-01T10:00:00.000Z'));
    await db.collection(COLLECTIONS.reviews).doc('r-hidden').set(review('r-hidden', 'hidden', '2026-11-03T10:00:00.000Z'));
    await db.collection(COLLECTIONS.reviewPrivate).doc('r-visible').set({ id: 'r-visible', pgId: 'pg-1', bookingId: 'b-1', authorUid: uidOf('student') });
    await db.collection(COLLECTIONS.reviewReports).doc(`r-visible_${uidOf('pg_owner')}`).set({ reviewId: 'r-visible', pgId: 'pg-1', uid: uidOf('pg_owner'), reason: 'Fake' });
    await db.collection(COLLECTIONS.pgs).doc('pg-1').set({ id: 'pg-1', visible: true, status: 'published', verification: { status: 'verified' }, ratingAvg: 4, ratingCount: 2 });
  });
});

describe.each(ACTORS)('%s', (who: Actor) => {
  const admin = isCurrentAdmin(who);
  const own = who === 'anonymous' ? 'someone' : uidOf(who);
  const db = () => contextFor(env, who).firestore();
  const reviews = () => db().collection(COLLECTIONS.reviews);
  const allowIf = async <T>(allowed: boolean, op: Promise<T>) => (allowed ? assertSucceeds(op) : assertFails(op));

  test('a visible review and the public list (status == visible, newest first): allowed', async () => {
    await assertSucceeds(reviews().doc('r-visible').get());
    const list = await assertSucceeds(reviews().where('status', '==', 'visible').orderBy('createdAt', 'desc').get());
    expect(list.docs.map((d) => d.id)).toEqual(['r-visible', 'r-older']);
    await assertSucceeds(reviews().where('status', '==', 'visible').where('pgId', '==', 'pg-1').get());
  });

  test(`a hidden review, and a list that could include one: ${admin ? 'allowed' : 'denied'}`, async () => {
    await allowIf(admin, reviews().doc('r-hidden').get());
    await allowIf(admin, reviews().get());
    await allowIf(admin, reviews().where('status', '==', 'hidden').get());
    await allowIf(admin, reviews().where('pgId', '==', 'pg-1').get());
  });

  test('create, update, set and delete a review, own-looking or not: denied', async () => {
    await assertFails(reviews().doc('r-new').set(review('r-new', 'visible', '2026-11-04T10:00:00.000Z')));
    await assertFails(reviews().add(review('auto', 'visible', '2026-11-04T10:00:00.000Z')));
    for (const id of ['r-visible', 'r-hidden']) {
      await assertFails(reviews().doc(id).update({ status: 'visible' }));
      await assertFails(reviews().doc(id).update({ status: 'hidden', hiddenReason: 'x' }));
      await assertFails(reviews().doc(id).update({ ownerReply: { text: 'Thanks', at: '2026-11-05T10:00:00.000Z' } }));
      await assertFails(reviews().doc(id).update({ reportCount: 0 }));
      await assertFails(reviews().doc(id).set({ ratings: { overall: 5 } }, { merge: true }));
      await assertFails(reviews().doc(id).delete());
    }
  });

  test('the PG aggregate is not client-writable', async () => {
    await assertFails(db().collection(COLLECTIONS.pgs).doc('pg-1').update({ ratingAvg: 5, ratingCount: 99 }));
    await assertFails(db().collection(COLLECTIONS.pgs).doc('pg-1').update({ ratingBreakdown: { overall: 5 } }));
  });

  test(`review_private and review_reports: read ${admin ? 'allowed' : 'denied'}; writes denied`, async () => {
    const priv = db().collection(COLLECTIONS.reviewPrivate);
    const reports = db().collection(COLLECTIONS.reviewReports);
    await allowIf(admin, priv.doc('r-visible').get());
    await allowIf(admin, priv.get());
    await allowIf(admin, priv.where('authorUid', '==', own).get());
    await allowIf(admin, reports.doc(`r-visible_${uidOf('pg_owner')}`).get());
    await allowIf(admin, reports.where('reviewId', '==', 'r-visible').get());
    await allowIf(admin, reports.where('uid', '==', own).get());
    await assertFails(priv.doc('r-new').set({ id: 'r-new', authorUid: own }));
    await assertFails(priv.doc('r-visible').update({ authorUid: own }));
    await assertFails(priv.doc('r-visible').delete());
    await assertFails(reports.doc(`r-visible_${own}`).set({ reviewId: 'r-visible', uid: own, reason: 'Spam' }));
    await assertFails(reports.doc(`r-visible_${uidOf('pg_owner')}`).update({ reason: 'x' }));
    await assertFails(reports.doc(`r-visible_${uidOf('pg_owner')}`).delete());
  });
});
