// /api/saved-pgs: only the caller's own saved PGs, idempotent PUT/DELETE, 401 without a token.
import { geohashForLocation } from 'geofire-common';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  SAVED_PGS_MAX,
  savedPgDocId,
  type PgRecord,
  type SavedPgListResponse,
  type SavedPgState,
} from '@kotastay/shared/schemas/pg';
import { demoPg, writePgs } from '../../../../scripts/seed/pgs';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

function pg(id: string, n: number, over: Partial<PgRecord> = {}): PgRecord {
  const base = demoPg(n);
  return {
    ...base,
    id,
    geohash: geohashForLocation([base.location.lat, base.location.lng]),
    status: 'published',
    visible: true,
    verification: { ...base.verification, status: 'verified', verifiedAt: base.createdAt },
    ...over,
  };
}

const savedDoc = (uid: string, pgId: string) => adminDb().collection(COLLECTIONS.savedPgs).doc(savedPgDocId(uid, pgId));

let studentA: string;
let studentB: string;

beforeEach(async () => {
  await clearFirestore();
  await writePgs({ db: adminDb() }, [pg('pg-1', 1), pg('pg-2', 2), pg('pg-3', 3), pg('pg-draft', 4, { status: 'draft' })]);
  studentA = await userWithRole('student-a', null);
  studentB = await userWithRole('student-b', null);
});

describe('without a token', () => {
  test.each([
    ['GET', '/saved-pgs'],
    ['PUT', '/saved-pgs/pg-1'],
    ['DELETE', '/saved-pgs/pg-1'],
  ])('%s %s → 401 and nothing written', async (method, path) => {
    const res = await api<ErrorBody>(method, path);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthenticated');
    expect((await adminDb().collection(COLLECTIONS.savedPgs).get()).size).toBe(0);
  });

  test('a forged token is 401', async () => {
    expect((await api('GET', '/saved-pgs', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('PUT /api/saved-pgs/{pgId}', () => {
  test('saves a public PG as {uid, pgId, createdAt} under {uid}_{pgId}, and is idempotent', async () => {
    const first = await api<SavedPgState>('PUT', '/saved-pgs/pg-1', { token: studentA });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pgId: 'pg-1', saved: true });
    expect(Date.parse(first.body.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const doc = await savedDoc('student-a', 'pg-1').get();
    expect(doc.exists).toBe(true);
    expect(Object.keys(doc.data() ?? {}).sort()).toEqual(['createdAt', 'pgId', 'uid']);
    expect(doc.get('uid')).toBe('student-a');

    const again = await api<SavedPgState>('PUT', '/saved-pgs/pg-1', { token: studentA });
    expect(again.status).toBe(200);
    expect(again.body.savedAt).toBe(first.body.savedAt);
    expect((await adminDb().collection(COLLECTIONS.savedPgs).get()).size).toBe(1);
  });

  test.each(['pg-draft', 'no-such-pg'])('%s (not public) → 404 and nothing written', async (id) => {
    const res = await api<ErrorBody>('PUT', `/saved-pgs/${id}`, { token: studentA });
    expect(res.status).toBe(404);
    expect((await savedDoc('student-a', id).get()).exists).toBe(false);
  });

  test('a bad id → 400 naming pgId and nothing written', async () => {
    const res = await api<ErrorBody>('PUT', `/saved-pgs/${encodeURIComponent('a/b c')}`, { token: studentA });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('pgId');
    expect((await adminDb().collection(COLLECTIONS.savedPgs).get()).size).toBe(0);
  });

  test('every role can save for itself', async () => {
    for (const role of ['pg_owner', 'booking_team', 'movein_team', 'admin', 'super_admin'] as const) {
      const token = await userWithRole(`${role}-1`, role);
      expect((await api('PUT', '/saved-pgs/pg-2', { token })).status).toBe(200);
      expect((await savedDoc(`${role}-1`, 'pg-2').get()).exists).toBe(true);
    }
  });
});

describe('the saved-PG limit', () => {
  test(`the ${SAVED_PGS_MAX + 1}st save is a 409 saved_limit; nothing saved ever drops out of the list`, async () => {
    // SAVED_PGS_MAX - 1 earlier saves (of PGs since removed: they stay listed as unavailable).
    const db = adminDb();
    const batch = db.batch();
    for (let i = 0; i < SAVED_PGS_MAX - 1; i++) {
      const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 1000);
      batch.set(savedDoc('student-a', `old-${i}`), { uid: 'student-a', pgId: `old-${i}`, createdAt });
    }
    await batch.commit();

    expect((await api('PUT', '/saved-pgs/pg-1', { token: studentA })).status).toBe(200);
    const refused = await api<ErrorBody>('PUT', '/saved-pgs/pg-2', { token: studentA });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'saved_limit', message: expect.stringContaining(`${SAVED_PGS_MAX} PGs`) });
    expect((await savedDoc('student-a', 'pg-2').get()).exists).toBe(false);
    // Saving one already saved is still fine at the limit; other users are not affected.
    expect((await api('PUT', '/saved-pgs/pg-1', { token: studentA })).status).toBe(200);
    expect((await api('PUT', '/saved-pgs/pg-2', { token: studentB })).status).toBe(200);

    const list = await api<SavedPgListResponse>('GET', '/saved-pgs', { token: studentA });
    expect(list.body.results).toHaveLength(SAVED_PGS_MAX);
    expect(list.body.results[0]?.pgId).toBe('pg-1');
    expect(new Set(list.body.results.map((r) => r.pgId))).toEqual(
      new Set(['pg-1', ...Array.from({ length: SAVED_PGS_MAX - 1 }, (_, i) => `old-${i}`)]),
    );

    // Removing one makes room again.
    expect((await api('DELETE', '/saved-pgs/old-0', { token: studentA })).status).toBe(200);
    expect((await api('PUT', '/saved-pgs/pg-2', { token: studentA })).status).toBe(200);
  });
});

describe('GET /api/saved-pgs', () => {
  test("lists only the caller's saved PGs, newest first, with card summaries", async () => {
    await api('PUT', '/saved-pgs/pg-1', { token: studentA });
    await api('PUT', '/saved-pgs/pg-2', { token: studentA });
    await api('PUT', '/saved-pgs/pg-3', { token: studentB });

    const a = await api<SavedPgListResponse>('GET', '/saved-pgs', { token: studentA });
    expect(a.status).toBe(200);
    expect(a.body.results.map((r) => r.pgId)).toEqual(['pg-2', 'pg-1']);
    expect(a.body.results[0]?.pg).toMatchObject({ id: 'pg-2', verified: true });
    expect((a.body.results[0]?.pg as Record<string, unknown>).ownerId).toBeUndefined();

    const b = await api<SavedPgListResponse>('GET', '/saved-pgs', { token: studentB });
    expect(b.body.results.map((r) => r.pgId)).toEqual(['pg-3']);
  });

  test('a PG hidden since it was saved stays listed with pg: null', async () => {
    await api('PUT', '/saved-pgs/pg-1', { token: studentA });
    await adminDb().collection(COLLECTIONS.pgs).doc('pg-1').update({ status: 'hidden' });
    const res = await api<SavedPgListResponse>('GET', '/saved-pgs', { token: studentA });
    expect(res.body.results).toEqual([expect.objectContaining({ pgId: 'pg-1', pg: null })]);
  });

  test('empty for a new user', async () => {
    const res = await api<SavedPgListResponse>('GET', '/saved-pgs', { token: studentB });
    expect(res.body).toEqual({ results: [] });
  });
});

describe('DELETE /api/saved-pgs/{pgId}', () => {
  test("removes only the caller's own entry, idempotently", async () => {
    await api('PUT', '/saved-pgs/pg-1', { token: studentA });
    await api('PUT', '/saved-pgs/pg-1', { token: studentB });

    // B removing pg-1 removes B's entry only: A's is untouched (another user's data cannot be reached).
    const res = await api<SavedPgState>('DELETE', '/saved-pgs/pg-1', { token: studentB });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pgId: 'pg-1', saved: false, savedAt: null });
    expect((await savedDoc('student-b', 'pg-1').get()).exists).toBe(false);
    expect((await savedDoc('student-a', 'pg-1').get()).exists).toBe(true);

    expect((await api('DELETE', '/saved-pgs/pg-1', { token: studentB })).status).toBe(200);
  });

  test('a bad id → 400 naming pgId', async () => {
    const res = await api<ErrorBody>('DELETE', `/saved-pgs/${encodeURIComponent('x y')}`, { token: studentA });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('pgId');
  });
});
