// Rules matrix for the catalogue: everyone (signed out included) may read; nobody writes from a client, current
// admins and a demoted admin included, because every catalogue write goes through the API (validation, slug ids,
// cascading branch deletes).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnv, seedRoleMirrors } from '../test-utils/rules';

let env: RulesTestEnvironment;

const FIXTURES = {
  [COLLECTIONS.coachings]: {
    id: 'allen',
    data: { name: 'Allen', exams: ['JEE', 'NEET'], popular: true, popularRank: 1 },
  },
  [COLLECTIONS.branches]: {
    id: 'allen-sakar',
    data: { name: 'Sakar', coaching_id: 'allen', lat: 25.14, lng: 75.84, address: 'Kota' },
  },
  [COLLECTIONS.areas]: { id: 'talwandi', data: { name: 'Talwandi', lat: 25.14, lng: 75.85, popular: true } },
} as const;

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
    for (const [col, { id, data }] of Object.entries(FIXTURES)) await db.collection(col).doc(id).set(data);
  });
});

describe.each(Object.entries(FIXTURES))('%s', (col, { id, data }) => {
  describe.each(ACTORS)('%s', (actor) => {
    const db = () => contextFor(env, actor).firestore();

    test('get is allowed', async () => {
      await assertSucceeds(db().collection(col).doc(id).get());
    });

    test('list is allowed, filtered or not', async () => {
      await assertSucceeds(db().collection(col).get());
      await assertSucceeds(db().collection(col).where('name', '==', data.name).get());
    });

    test('create is denied, even with valid data', async () => {
      await assertFails(
        db()
          .collection(col)
          .doc(`${id}-new`)
          .set({ ...data, name: `${data.name} New` }),
      );
      await assertFails(db().collection(col).add(data));
    });

    test('update is denied', async () => {
      await assertFails(
        db()
          .collection(col)
          .doc(id)
          .update({ name: `${data.name} Renamed` }),
      );
      await assertFails(
        db()
          .collection(col)
          .doc(id)
          .set({ ...data, name: 'Overwritten' }),
      );
    });

    test('delete is denied', async () => {
      await assertFails(db().collection(col).doc(id).delete());
    });
  });
});
