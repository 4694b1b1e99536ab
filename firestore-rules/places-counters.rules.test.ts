// Rules matrix for the Google Places counters (places_quota/{day}, places_rate/{client},
// docs/decisions/192-paid-lookups-and-id-card-metadata.md): Functions only. Every actor — signed out, each role,
// a current super admin and a demoted admin — is denied every get, list, create, update and delete, so no client
// can read another's count or reset a limit.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnvPerTest } from '../test-utils/rules';

const COUNTERS = [
  { collection: COLLECTIONS.placesQuota, id: '2026-11-27', doc: { day: '2026-11-27', count: 12, cap: 2000 }, reset: { count: 0 } },
  { collection: COLLECTIONS.placesRate, id: 'a'.repeat(64), doc: { window: 1_764_000_000_000, count: 30 }, reset: { count: 0 } },
] as const;

const env = rulesEnvPerTest(async (c) => {
  for (const { collection, id, doc } of COUNTERS) await c.firestore().collection(collection).doc(id).set(doc);
});

test('the fixtures exist (so the denials below are the rules, not missing documents)', async () => {
  await env().withSecurityRulesDisabled(async (c) => {
    for (const { collection, id } of COUNTERS) await assertSucceeds(c.firestore().collection(collection).doc(id).get());
  });
});

describe.each(ACTORS)('places counters as %s', (actor) => {
  describe.each(COUNTERS)('$collection', ({ collection, id, doc, reset }) => {
    const col = () => contextFor(env(), actor).firestore().collection(collection);

    test('get is denied', async () => {
      await assertFails(col().doc(id).get());
    });

    test('list is denied', async () => {
      await assertFails(col().get());
    });

    test('create is denied', async () => {
      await assertFails(col().doc(`${id.slice(0, -1)}b`).set(doc));
    });

    test('update is denied (a limit cannot be reset)', async () => {
      await assertFails(col().doc(id).update(reset));
      await assertFails(col().doc(id).set({ ...doc, ...reset }));
    });

    test('delete is denied', async () => {
      await assertFails(col().doc(id).delete());
    });
  });
});
