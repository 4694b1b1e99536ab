// Rules matrix for a listing's performance counters (listing_stats/{pgId}_{week}_{shard},
// docs/decisions/216-occupancy-slots-performance.md): Functions only. Every actor — signed out, a student, the
// listing's own owner, another owner, each staff role, a super admin and a demoted admin holding an old token — is
// denied every get, list, create, update and delete: owners see their numbers only through the API, which checks
// the listing is theirs, and nobody can inflate or reset a count.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnvPerTest } from '../test-utils/rules';

const ID = 'pg-1_2026-11-23_0';
const DOC = { pgId: 'pg-1', week: '2026-11-23', shard: 0, pageViews: 120, searchAppearances: 900, saves: 4, visitRequests: 2, visitsDone: 1, moveIns: 0, noMoveIn: { pg_mismatch: 1 } };

const env = rulesEnvPerTest(async (c) => {
  await c.firestore().collection(COLLECTIONS.listingStats).doc(ID).set(DOC);
});

test('the fixture exists (so the denials below are the rules, not a missing document)', async () => {
  await env().withSecurityRulesDisabled(async (c) => {
    await assertSucceeds(c.firestore().collection(COLLECTIONS.listingStats).doc(ID).get());
  });
});

describe.each(ACTORS)('listing_stats as %s', (actor) => {
  const col = () => contextFor(env(), actor).firestore().collection(COLLECTIONS.listingStats);

  test('get is denied', async () => {
    await assertFails(col().doc(ID).get());
  });

  test('list is denied, even filtered to one listing', async () => {
    await assertFails(col().get());
    await assertFails(col().where('pgId', '==', 'pg-1').get());
  });

  test('create is denied', async () => {
    await assertFails(col().doc('pg-1_2026-11-23_1').set(DOC));
  });

  test('update is denied (no count inflated or reset)', async () => {
    await assertFails(col().doc(ID).update({ pageViews: 99_999 }));
    await assertFails(col().doc(ID).set({ ...DOC, moveIns: 50 }));
  });

  test('delete is denied', async () => {
    await assertFails(col().doc(ID).delete());
  });
});
