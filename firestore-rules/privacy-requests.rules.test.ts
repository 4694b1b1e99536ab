// Rules matrix for privacy_requests/{id} (docs/decisions/204-data-rights-in-the-app.md): every actor, allow AND deny,
// including demoted admins and demoted team members. Current admins read the queue; no client writes, admins included
// (the API writes requests and deletion records).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { PrivacyRequestDoc } from '@kotastay/shared/schemas/privacy';
import {
  ACTORS,
  DEMOTED_TEAM_ACTORS,
  contextFor,
  rulesEnv,
  seedRoleMirrors,
  uidOf,
  type AnyActor,
} from '../test-utils/rules';

let env: RulesTestEnvironment;

const request: PrivacyRequestDoc = {
  kind: 'birth_date_correction',
  status: 'open',
  uid: uidOf('student'),
  tombstoneId: null,
  details: { birthDate: '2008-04-01', note: 'Typed the wrong year' },
  kept: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  dueAt: '2026-12-23T10:00:00.000Z',
  closedAt: null,
};

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedRoleMirrors(env, [...ACTORS, ...DEMOTED_TEAM_ACTORS]);
  await env.withSecurityRulesDisabled(async (c) => {
    await c.firestore().collection(COLLECTIONS.privacyRequests).doc('r1').set(request);
  });
});

const actors: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];

describe.each(actors)('%s', (actor) => {
  const reads = actor === 'admin' || actor === 'super_admin';
  const db = () => contextFor(env, actor).firestore();
  const col = () => db().collection(COLLECTIONS.privacyRequests);

  test(`get: ${reads ? 'allowed' : 'denied'} (the requester included)`, async () => {
    const op = col().doc('r1').get();
    if (reads) await assertSucceeds(op);
    else await assertFails(op);
  });

  test(`list: ${reads ? 'allowed' : 'denied'}`, async () => {
    const op = col().limit(20).get();
    if (reads) expect((await assertSucceeds(op)).size).toBe(1);
    else await assertFails(op);
  });

  test('create, update, delete: denied', async () => {
    await assertFails(col().doc('new-request').set(request));
    await assertFails(col().add(request));
    await assertFails(col().doc('r1').update({ status: 'done' }));
    await assertFails(col().doc('r1').delete());
  });
});
