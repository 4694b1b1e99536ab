// Rules matrix for saved_pgs/{uid}_{pgId}: only the owner reads and deletes their entries; nobody creates
// (the API is the only writer) or updates; nobody — current admins and a demoted admin included — reads
// another user's.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnv, seedRoleMirrors, uidOf, type SignedInActor } from '../test-utils/rules';

let env: RulesTestEnvironment;
const SIGNED_IN = ACTORS.filter((a): a is SignedInActor => a !== 'anonymous');
const STUDENT = uidOf('student');
const idFor = (uid: string, pgId: string) => `${uid}_${pgId}`;

const pg = (over: Record<string, unknown> = {}) => ({
  name: 'Saraswati Girls Hostel',
  visible: true,
  status: 'published',
  verification: { status: 'verified' },
  ...over,
});

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  // Admins' users/{uid}.role agrees with their claim (so "admin" below is a current admin); the demoted one's not.
  await seedRoleMirrors(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.collection(COLLECTIONS.pgs).doc('pub').set(pg());
    await db.collection(COLLECTIONS.pgs).doc('pub2').set(pg());
    await db
      .collection(COLLECTIONS.pgs)
      .doc('draft')
      .set(pg({ status: 'draft' }));
    await db
      .collection(COLLECTIONS.pgs)
      .doc('pending')
      .set(pg({ verification: { status: 'pending' } }));
    // Every signed-in actor has saved 'pub'.
    for (const actor of SIGNED_IN) {
      const uid = uidOf(actor);
      await db
        .collection(COLLECTIONS.savedPgs)
        .doc(idFor(uid, 'pub'))
        .set({ uid, pgId: 'pub', createdAt: Timestamp.now() });
    }
  });
});

describe('saved_pgs as anonymous', () => {
  const db = () => contextFor(env, 'anonymous').firestore();
  test('every read and write is denied', async () => {
    const saved = db().collection(COLLECTIONS.savedPgs);
    await assertFails(saved.doc(idFor(STUDENT, 'pub')).get());
    await assertFails(saved.get());
    await assertFails(saved.where('uid', '==', STUDENT).get());
    await assertFails(
      saved.doc(idFor('anon', 'pub2')).set({ uid: 'anon', pgId: 'pub2', createdAt: serverTimestamp() }),
    );
    await assertFails(saved.doc(idFor(STUDENT, 'pub')).delete());
  });
});

describe.each(SIGNED_IN)('saved_pgs as %s', (actor) => {
  const uid = uidOf(actor);
  // For admins, another user's entry is a student's: even a current admin may not read it.
  const other = actor === 'student' ? uidOf('admin') : STUDENT;
  const saved = () => contextFor(env, actor).firestore().collection(COLLECTIONS.savedPgs);

  test('get of an own entry is allowed; of another user’s is denied', async () => {
    await assertSucceeds(saved().doc(idFor(uid, 'pub')).get());
    await assertFails(saved().doc(idFor(other, 'pub')).get());
  });

  test('list only with uid == own uid', async () => {
    await assertSucceeds(saved().where('uid', '==', uid).get());
    await assertFails(saved().where('uid', '==', other).get());
    await assertFails(saved().get());
    await assertFails(saved().where('pgId', '==', 'pub').get());
  });

  test('create is denied, even of a well-formed own entry for a public PG: only the API saves (it enforces the limit)', async () => {
    await assertFails(saved().doc(idFor(uid, 'pub2')).set({ uid, pgId: 'pub2', createdAt: serverTimestamp() }));
  });

  test('create is denied for someone else, a wrong id, extra fields, a client time, or a non-public/missing PG', async () => {
    const good = { uid, pgId: 'pub2', createdAt: serverTimestamp() };
    await assertFails(
      saved()
        .doc(idFor(other, 'pub2'))
        .set({ ...good, uid: other }),
    );
    await assertFails(saved().doc(idFor(other, 'pub2')).set(good));
    await assertFails(saved().doc(`${uid}-pub2`).set(good));
    await assertFails(saved().add(good));
    await assertFails(
      saved()
        .doc(idFor(uid, 'pub2'))
        .set({ ...good, note: 'hi' }),
    );
    await assertFails(saved().doc(idFor(uid, 'pub2')).set({ uid, pgId: 'pub2' }));
    await assertFails(
      saved()
        .doc(idFor(uid, 'pub2'))
        .set({ ...good, createdAt: Timestamp.fromMillis(0) }),
    );
    await assertFails(
      saved()
        .doc(idFor(uid, 'draft'))
        .set({ ...good, pgId: 'draft' }),
    );
    await assertFails(
      saved()
        .doc(idFor(uid, 'pending'))
        .set({ ...good, pgId: 'pending' }),
    );
    await assertFails(
      saved()
        .doc(idFor(uid, 'nope'))
        .set({ ...good, pgId: 'nope' }),
    );
  });

  test('update is denied, even of an own entry', async () => {
    await assertFails(saved().doc(idFor(uid, 'pub')).update({ createdAt: serverTimestamp() }));
    await assertFails(saved().doc(idFor(uid, 'pub')).set({ uid, pgId: 'pub', createdAt: serverTimestamp() }));
  });

  test('delete of an own entry is allowed; of another user’s is denied', async () => {
    await assertFails(saved().doc(idFor(other, 'pub')).delete());
    await assertSucceeds(saved().doc(idFor(uid, 'pub')).delete());
  });
});
