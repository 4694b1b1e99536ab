// Rules matrix for listing_reports/{id} (docs/decisions/206-trust-that-stays-fresh.md): every actor, allow AND deny,
// including a demoted admin and demoted team members holding old tokens. The reporter reads their own reports (a list
// filtered to their uid); current admins read the queue; booking and move-in teams read none; nobody writes through
// the client — the API files reports and records outcomes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { ListingReportDoc } from '@kotastay/shared/schemas/listing-report';
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

const report = (reporterUid: string): ListingReportDoc => ({
  pgId: 'pg-1',
  pgName: 'Shanti PG',
  reporterUid,
  reporterPhone: '+919812345678',
  reason: 'deposit_asked',
  details: 'Asked for ₹10,000 caution money on the visit.',
  status: 'open',
  outcome: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  closedAt: null,
});

const actors: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
/** Every signed-in actor files one report of their own (r-{actor}); the student's is `r-student`. */
const ownId = (actor: AnyActor) => `r-${actor}`;

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedRoleMirrors(env, actors);
  await env.withSecurityRulesDisabled(async (c) => {
    const col = c.firestore().collection(COLLECTIONS.listingReports);
    for (const a of actors) if (a !== 'anonymous') await col.doc(ownId(a)).set(report(uidOf(a)));
  });
});

describe.each(actors)('%s', (actor) => {
  const admin = actor === 'admin' || actor === 'super_admin';
  const signedIn = actor !== 'anonymous';
  const db = () => contextFor(env, actor).firestore();
  const col = () => db().collection(COLLECTIONS.listingReports);

  test(`get of the student's report: ${admin || actor === 'student' ? 'allowed' : 'denied'}`, async () => {
    const op = col().doc('r-student').get();
    if (admin || actor === 'student') await assertSucceeds(op);
    else await assertFails(op);
  });

  test(`get of their own report: ${signedIn ? 'allowed' : 'denied'} (a demoted role still reads its own)`, async () => {
    if (!signedIn) return;
    await assertSucceeds(col().doc(ownId(actor)).get());
  });

  test(`list of their own reports: ${signedIn ? 'allowed' : 'denied'}`, async () => {
    const op = col()
      .where('reporterUid', '==', signedIn ? uidOf(actor as Exclude<AnyActor, 'anonymous'>) : 'nobody')
      .get();
    if (signedIn) expect((await assertSucceeds(op)).size).toBe(1);
    else await assertFails(op);
  });

  test(`list of every report (the queue): ${admin ? 'allowed' : 'denied'}`, async () => {
    const op = col().limit(50).get();
    if (admin) expect((await assertSucceeds(op)).size).toBe(actors.length - 1);
    else await assertFails(op);
  });

  test('create, update, delete: denied (their own included)', async () => {
    const mine = signedIn ? uidOf(actor as Exclude<AnyActor, 'anonymous'>) : 'anon';
    await assertFails(col().doc('new-report').set(report(mine)));
    await assertFails(col().add(report(mine)));
    await assertFails(col().doc('r-student').update({ status: 'dismissed' }));
    if (signedIn) await assertFails(col().doc(ownId(actor)).update({ status: 'dismissed', outcome: 'x' }));
    await assertFails(col().doc('r-student').delete());
  });
});
