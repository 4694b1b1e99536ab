// Rules matrix for the staff audit log (audit_log/{id}) and pending role grants (role_grants/{E164}): every actor,
// allow AND deny, including a demoted admin (claim says admin, users/{uid}.role no longer does). Current admins read;
// no client writes either collection, admins included (Functions write them in the action's transaction).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { AuditLogDoc } from '@kotastay/shared/schemas/audit';
import { ACTORS, contextFor, isCurrentAdmin, rulesEnv, seedRoleMirrors } from '../test-utils/rules';

let env: RulesTestEnvironment;

const entry: AuditLogDoc = {
  actorUid: 'admin-uid',
  actorRole: 'admin',
  action: 'kyc.approved',
  targetType: 'kyc',
  targetId: 'applicant-uid',
  summary: 'Approved the owner verification of Ramesh Sharma',
  before: { status: 'submitted' },
  after: { status: 'approved' },
  reason: null,
  at: '2026-11-23T10:00:00.000Z',
};
const grant = { phone: '+919811111111', role: 'booking_team', grantedBy: 'admin-uid', grantedAt: '2026-11-23T10:00:00.000Z' };

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
    await c.firestore().collection(COLLECTIONS.auditLog).doc('e1').set(entry);
    await c.firestore().collection(COLLECTIONS.roleGrants).doc(grant.phone).set(grant);
  });
});

describe.each(ACTORS)('%s', (actor) => {
  const reads = isCurrentAdmin(actor);
  const db = () => contextFor(env, actor).firestore();
  const allowIf = async <T>(allowed: boolean, op: Promise<T>) => (allowed ? assertSucceeds(op) : assertFails(op));

  describe.each([
    ['audit_log', COLLECTIONS.auditLog, 'e1', entry as Record<string, unknown>],
    ['role_grants', COLLECTIONS.roleGrants, grant.phone, grant as Record<string, unknown>],
  ] as const)('%s', (_name, col, id, data) => {
    test(`get: ${reads ? 'allowed' : 'denied'}`, async () => {
      await allowIf(reads, db().collection(col).doc(id).get());
    });

    test(`list: ${reads ? 'allowed' : 'denied'}`, async () => {
      const op = db().collection(col).limit(20).get();
      if (reads) expect((await assertSucceeds(op)).size).toBe(1);
      else await assertFails(op);
    });

    test('create, update, delete: denied', async () => {
      await assertFails(db().collection(col).doc('new-entry').set(data));
      await assertFails(db().collection(col).add(data));
      await assertFails(db().collection(col).doc(id).update({ summary: 'rewritten' }));
      await assertFails(db().collection(col).doc(id).delete());
    });
  });
});
