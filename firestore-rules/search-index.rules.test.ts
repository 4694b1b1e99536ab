// Rules matrix for the search index (search_index/{cell}_{shard}, docs/decisions/120-search-index.md): Functions
// only. Every actor — signed out, each role, a current super admin and a demoted admin — is denied every get, list,
// create, update and delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnv, seedRoleMirrors } from '../test-utils/rules';

let env: RulesTestEnvironment;

const SHARD_ID = 'tsmz_0';
const shard = {
  cell: 'tsmz',
  shard: 0,
  shards: 1,
  entries: {
    'demo-pg-00001': { la: 25.14, ln: 75.85, g: 'boys', t: 'pg', a: 'talwandi', f: 1, m: ['wifi'], r: ['double:1:8500'], ra: 4.2, rc: 3 },
  },
};

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
    await c.firestore().collection(COLLECTIONS.searchIndex).doc(SHARD_ID).set(shard);
  });
});

test('the fixture exists (so the denials below are the rules, not a missing document)', async () => {
  await env.withSecurityRulesDisabled(async (c) => {
    await assertSucceeds(c.firestore().collection(COLLECTIONS.searchIndex).doc(SHARD_ID).get());
  });
});

describe.each(ACTORS)('search_index as %s', (actor) => {
  const col = () => contextFor(env, actor).firestore().collection(COLLECTIONS.searchIndex);

  test('get is denied', async () => {
    await assertFails(col().doc(SHARD_ID).get());
  });

  test('list is denied, filtered or not', async () => {
    await assertFails(col().get());
    await assertFails(col().where('cell', '==', 'tsmz').get());
  });

  test('create is denied, even of a well-formed shard', async () => {
    await assertFails(col().doc('tsmy_0').set({ ...shard, cell: 'tsmy' }));
  });

  test('update is denied', async () => {
    await assertFails(col().doc(SHARD_ID).update({ shards: 2 }));
    await assertFails(col().doc(SHARD_ID).set({ ...shard, entries: {} }));
  });

  test('delete is denied', async () => {
    await assertFails(col().doc(SHARD_ID).delete());
  });
});
