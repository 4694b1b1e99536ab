// Every /api/coachings, /api/branches and /api/areas route through the Hosting rewrite, as the browser calls them.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { Area, Branch, Coaching } from '@kotastay/shared/schemas/catalogue';
import { api } from '../../../../test-utils/api';
import { adminDb, userWithRole, type TestRole } from '../../../../test-utils/admin';
import { apiUrl, clearFirestore } from '../../../../test-utils/emulators';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

const T0 = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
const stamp = { createdAt: T0, updatedAt: T0 };

/** A small fixed catalogue: two popular coachings (ranked), one not; three branches; three areas. */
async function seed(): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  const put = (col: string, id: string, data: Record<string, unknown>) =>
    batch.set(db.collection(col).doc(id), { ...data, ...stamp });
  put(COLLECTIONS.coachings, 'motion', { name: 'Motion', exams: ['JEE', 'NEET'], popular: true, popularRank: 2 });
  put(COLLECTIONS.coachings, 'allen', {
    name: 'Allen',
    shortName: 'ALLEN',
    exams: ['JEE', 'NEET'],
    popular: true,
    popularRank: 1,
  });
  put(COLLECTIONS.coachings, 'vibrant', { name: 'Vibrant Academy', exams: ['JEE'], popular: false });
  put(COLLECTIONS.branches, 'allen-sankalp', {
    name: 'Sankalp',
    coaching_id: 'allen',
    lat: 25.145,
    lng: 75.835,
    address: 'Indra Vihar, Kota',
    area: 'Indra Vihar',
  });
  put(COLLECTIONS.branches, 'allen-sakar', {
    name: 'Sakar',
    coaching_id: 'allen',
    lat: 25.14,
    lng: 75.84,
    address: 'Kota',
  });
  put(COLLECTIONS.branches, 'motion-drona', {
    name: 'Drona',
    coaching_id: 'motion',
    lat: 25.135,
    lng: 75.855,
    address: 'Kota',
  });
  put(COLLECTIONS.areas, 'talwandi', { name: 'Talwandi', lat: 25.14, lng: 75.85, popular: true, popularRank: 1 });
  put(COLLECTIONS.areas, 'indra-vihar', {
    name: 'Indra Vihar',
    lat: 25.145,
    lng: 75.835,
    popular: true,
    popularRank: 2,
  });
  put(COLLECTIONS.areas, 'borkheda', { name: 'Borkheda', lat: 25.17, lng: 75.86, popular: false });
  // Writes need a current admin: the role claim and users/{uid}.role agreeing (decision 110).
  for (const role of ADMINS) batch.set(db.collection(COLLECTIONS.users).doc(`catalogue-${role}`), { name: role, role });
  await batch.commit();
}

/** Every catalogue document, to prove a refused request wrote nothing. */
async function catalogueState(): Promise<Record<string, Record<string, unknown>>> {
  const state: Record<string, Record<string, unknown>> = {};
  for (const col of [COLLECTIONS.coachings, COLLECTIONS.branches, COLLECTIONS.areas]) {
    const snap = await adminDb().collection(col).get();
    for (const doc of snap.docs) state[`${col}/${doc.id}`] = doc.data();
  }
  return state;
}

const docData = async (col: string, id: string) => (await adminDb().collection(col).doc(id).get()).data();

const tokens = {} as Record<TestRole, string>;
const WRONG_ROLES = ['student', 'pg_owner', 'booking_team', 'movein_team'] as const;
const ADMINS = ['admin', 'super_admin'] as const;

beforeAll(async () => {
  for (const role of [...WRONG_ROLES, ...ADMINS]) tokens[role] = await userWithRole(`catalogue-${role}`, role);
});

beforeEach(async () => {
  await clearFirestore();
  await seed();
});

describe('public reads', () => {
  test('GET /coachings lists every coaching by name, signed out', async () => {
    const res = await api<Coaching[]>('GET', '/coachings');
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual(['allen', 'motion', 'vibrant']);
    expect(res.body[0]).toEqual({
      id: 'allen',
      name: 'Allen',
      shortName: 'ALLEN',
      exams: ['JEE', 'NEET'],
      popular: true,
      popularRank: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  test('GET /coachings/popular lists only popular coachings in popularRank order', async () => {
    const res = await api<Coaching[]>('GET', '/coachings/popular');
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual(['allen', 'motion']);
  });

  test('GET /coachings/{id} answers one coaching; unknown ids are 404, malformed ids 400', async () => {
    const res = await api<Coaching>('GET', '/coachings/vibrant');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'vibrant', name: 'Vibrant Academy', popular: false });
    expect((await api('GET', '/coachings/no-such-coaching')).status).toBe(404);
    const malformed = await api<ErrorBody>('GET', '/coachings/Bad%2FId');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'invalid_input', fields: { id: expect.any(String) } });
  });

  test('GET /branches/coaching/{id} lists that coaching’s branches by name; unknown coaching is 404', async () => {
    const res = await api<Branch[]>('GET', '/branches/coaching/allen');
    expect(res.status).toBe(200);
    expect(res.body.map((b) => b.id)).toEqual(['allen-sakar', 'allen-sankalp']);
    expect(res.body[1]).toMatchObject({
      name: 'Sankalp',
      coaching_id: 'allen',
      lat: 25.145,
      lng: 75.835,
      area: 'Indra Vihar',
    });
    expect((await api<Branch[]>('GET', '/branches/coaching/vibrant')).body).toEqual([]);
    expect((await api('GET', '/branches/coaching/nobody')).status).toBe(404);
  });

  test('GET /areas, /areas/popular and /areas/{id} answer JSON cached for 1 hour', async () => {
    const all = await fetch(`${apiUrl}/areas`);
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(((await all.json()) as Area[]).map((a) => a.id)).toEqual(['borkheda', 'indra-vihar', 'talwandi']);

    const popular = await fetch(`${apiUrl}/areas/popular`);
    expect(popular.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(((await popular.json()) as Area[]).map((a) => a.id)).toEqual(['talwandi', 'indra-vihar']);

    const one = await fetch(`${apiUrl}/areas/talwandi`);
    expect(one.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await one.json()).toMatchObject({ id: 'talwandi', name: 'Talwandi', lat: 25.14, lng: 75.85, popular: true });
  });

  test('an unknown area is a 404 that is not publicly cached', async () => {
    const res = await fetch(`${apiUrl}/areas/atlantis`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toContain('max-age=3600');
  });
});

type MutationCase = {
  name: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  good?: unknown;
  /** Invalid bodies and the field each must be named in `fields`. */
  bad?: { body: unknown; fields: string[] }[];
  /** Path with an id that does not exist (PATCH/DELETE). */
  unknownPath?: string;
  /** Checks the effect of a successful call. */
  verify: (body: unknown) => Promise<void>;
  status: number;
};

const CASES: MutationCase[] = [
  {
    name: 'POST /coachings',
    method: 'POST',
    path: '/coachings',
    good: {
      name: '  Reliable Institute ',
      exams: ['JEE', 'NEET', 'JEE'],
      popular: true,
      popularRank: 3,
      website: 'https://reliablekota.com',
    },
    bad: [
      { body: { name: 'R', exams: [] }, fields: ['name', 'exams'] },
      { body: { name: 'Reliable', exams: ['UPSC'], website: 'ftp://x.com' }, fields: ['exams.0', 'website'] },
      { body: { name: 'Reliable', exams: ['JEE'], id: 'chosen-id' }, fields: ['id'] },
    ],
    status: 201,
    verify: async (body) => {
      expect(body).toMatchObject({
        id: 'reliable-institute',
        name: 'Reliable Institute',
        exams: ['JEE', 'NEET'],
        popularRank: 3,
      });
      expect((body as Coaching).createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const stored = await docData(COLLECTIONS.coachings, 'reliable-institute');
      expect(stored?.createdAt).toBeInstanceOf(Timestamp);
      expect(stored?.updatedAt).toBeInstanceOf(Timestamp);
      expect(stored?.name).toBe('Reliable Institute');
      const popular = await api<Coaching[]>('GET', '/coachings/popular');
      expect(popular.body.map((c) => c.id)).toEqual(['allen', 'motion', 'reliable-institute']);
    },
  },
  {
    name: 'PATCH /coachings/{id}',
    method: 'PATCH',
    path: '/coachings/allen',
    good: { popular: false, popularRank: null, shortName: null, name: 'Allen Career Institute' },
    bad: [
      { body: {}, fields: ['_'] },
      { body: { name: 'x', popularRank: 0 }, fields: ['name', 'popularRank'] },
      { body: { exams: 'JEE', createdAt: 'yesterday' }, fields: ['exams', 'createdAt'] },
    ],
    unknownPath: '/coachings/no-such-coaching',
    status: 200,
    verify: async (body) => {
      expect(body).toMatchObject({ id: 'allen', name: 'Allen Career Institute', popular: false });
      expect(body).not.toHaveProperty('popularRank');
      expect(body).not.toHaveProperty('shortName');
      const stored = await docData(COLLECTIONS.coachings, 'allen');
      expect(stored).not.toHaveProperty('shortName');
      expect((stored?.updatedAt as Timestamp).toMillis()).toBeGreaterThan(T0.toMillis());
      expect(stored?.createdAt).toEqual(T0);
      expect((await api<Coaching[]>('GET', '/coachings/popular')).body.map((c) => c.id)).toEqual(['motion']);
    },
  },
  {
    name: 'DELETE /coachings/{id}',
    method: 'DELETE',
    path: '/coachings/vibrant',
    unknownPath: '/coachings/no-such-coaching',
    status: 204,
    verify: async () => {
      expect(await docData(COLLECTIONS.coachings, 'vibrant')).toBeUndefined();
      expect((await adminDb().collection(COLLECTIONS.branches).get()).size).toBe(3);
    },
  },
  {
    name: 'POST /branches',
    method: 'POST',
    path: '/branches',
    good: { name: 'Dhruv', coaching_id: 'motion', lat: 25.136, lng: 75.856, address: 'Rajeev Gandhi Nagar, Kota' },
    bad: [
      {
        body: { name: 'Dhruv', coaching_id: 'no-such-coaching', lat: 25.1, lng: 75.8, address: 'Kota' },
        fields: ['coaching_id'],
      },
      { body: { name: 'Dhruv', lat: 25.1, lng: 75.8, address: 'Kota' }, fields: ['coaching_id'] },
      { body: { name: 'Dhruv', coaching_id: 'motion', lat: 75.8, lng: 25.1, address: 'Kota' }, fields: ['lat', 'lng'] },
      { body: { name: 'Dhruv', coaching_id: 'motion', lat: '25.1', address: '' }, fields: ['lat', 'lng', 'address'] },
    ],
    status: 201,
    verify: async (body) => {
      expect(body).toMatchObject({
        id: 'motion-dhruv',
        name: 'Dhruv',
        coaching_id: 'motion',
        lat: 25.136,
        lng: 75.856,
      });
      expect((await docData(COLLECTIONS.branches, 'motion-dhruv'))?.createdAt).toBeInstanceOf(Timestamp);
      const list = await api<Branch[]>('GET', '/branches/coaching/motion');
      expect(list.body.map((b) => b.id)).toEqual(['motion-dhruv', 'motion-drona']);
    },
  },
  {
    name: 'PATCH /branches/{id}',
    method: 'PATCH',
    path: '/branches/allen-sakar',
    good: { coaching_id: 'motion', name: 'Daksh', area: 'Talwandi' },
    bad: [
      { body: { coaching_id: 'no-such-coaching' }, fields: ['coaching_id'] },
      { body: { lat: 91, lng: 0 }, fields: ['lat', 'lng'] },
      { body: {}, fields: ['_'] },
    ],
    unknownPath: '/branches/no-such-branch',
    status: 200,
    verify: async (body) => {
      expect(body).toMatchObject({ id: 'allen-sakar', name: 'Daksh', coaching_id: 'motion', area: 'Talwandi' });
      expect((await api<Branch[]>('GET', '/branches/coaching/allen')).body.map((b) => b.id)).toEqual(['allen-sankalp']);
      expect((await api<Branch[]>('GET', '/branches/coaching/motion')).body.map((b) => b.id)).toEqual([
        'allen-sakar',
        'motion-drona',
      ]);
    },
  },
  {
    name: 'DELETE /branches/{id}',
    method: 'DELETE',
    path: '/branches/allen-sakar',
    unknownPath: '/branches/no-such-branch',
    status: 204,
    verify: async () => {
      expect(await docData(COLLECTIONS.branches, 'allen-sakar')).toBeUndefined();
      expect(await docData(COLLECTIONS.branches, 'allen-sankalp')).toBeDefined();
      expect(await docData(COLLECTIONS.coachings, 'allen')).toBeDefined();
    },
  },
  {
    name: 'POST /areas',
    method: 'POST',
    path: '/areas',
    good: { name: 'Landmark City', lat: 25.21, lng: 75.83, popular: true, popularRank: 3, aliases: ['Kunhadi'] },
    bad: [
      { body: { name: 'Landmark City', lat: 25.21 }, fields: ['lng'] },
      { body: { name: 'L', lat: 5, lng: 99 }, fields: ['name', 'lat', 'lng'] },
      { body: { name: 'Landmark City', lat: 25.21, lng: 75.83, popular: 'yes' }, fields: ['popular'] },
    ],
    status: 201,
    verify: async (body) => {
      expect(body).toMatchObject({ id: 'landmark-city', name: 'Landmark City', popular: true, aliases: ['Kunhadi'] });
      expect((await docData(COLLECTIONS.areas, 'landmark-city'))?.createdAt).toBeInstanceOf(Timestamp);
      const popular = await api<Area[]>('GET', '/areas/popular');
      expect(popular.body.map((a) => a.id)).toEqual(['talwandi', 'indra-vihar', 'landmark-city']);
    },
  },
  {
    name: 'PATCH /areas/{id}',
    method: 'PATCH',
    path: '/areas/borkheda',
    good: { popular: true, popularRank: 1, description: 'Quieter, cheaper rooms north of the city centre.' },
    bad: [
      { body: { lng: 120 }, fields: ['lng'] },
      { body: { name: '  ' }, fields: ['name'] },
      { body: { popularRank: 1.5, unknown: true }, fields: ['popularRank', 'unknown'] },
    ],
    unknownPath: '/areas/atlantis',
    status: 200,
    verify: async (body) => {
      expect(body).toMatchObject({ id: 'borkheda', popular: true, popularRank: 1 });
      // Equal ranks fall back to name order.
      expect((await api<Area[]>('GET', '/areas/popular')).body.map((a) => a.id)).toEqual([
        'borkheda',
        'talwandi',
        'indra-vihar',
      ]);
    },
  },
  {
    name: 'DELETE /areas/{id}',
    method: 'DELETE',
    path: '/areas/borkheda',
    unknownPath: '/areas/atlantis',
    status: 204,
    verify: async () => {
      expect(await docData(COLLECTIONS.areas, 'borkheda')).toBeUndefined();
      expect(await docData(COLLECTIONS.areas, 'talwandi')).toBeDefined();
    },
  },
];

describe.each(CASES)('$name', (c) => {
  const send = (opts: { token?: string; body?: unknown }, path = c.path) => api<ErrorBody>(c.method, path, opts);
  const body = c.good;

  test('401 without a token, or with a token that does not verify, and nothing is written', async () => {
    const before = await catalogueState();
    const none = await send({ body });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('unauthenticated');
    expect((await send({ body, token: 'not-a-real-id-token' })).status).toBe(401);
    expect(await catalogueState()).toEqual(before);
  });

  test.each(WRONG_ROLES)('403 for %s and nothing is written', async (role) => {
    const before = await catalogueState();
    const res = await send({ body, token: tokens[role] });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
    expect(await catalogueState()).toEqual(before);
  });

  if (c.bad) {
    test.each(c.bad)('400 naming $fields and nothing is written', async ({ body: badBody, fields }) => {
      const before = await catalogueState();
      const res = await send({ body: badBody, token: tokens.admin });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_input');
      expect(Object.keys(res.body.fields ?? {}).sort()).toEqual([...fields].sort());
      expect(await catalogueState()).toEqual(before);
    });
  }

  if (c.unknownPath) {
    const unknownPath = c.unknownPath;
    test('404 for an unknown id and nothing is written', async () => {
      const before = await catalogueState();
      const res = await send({ body, token: tokens.admin }, unknownPath);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
      expect(await catalogueState()).toEqual(before);
    });
  }

  test.each(ADMINS)('succeeds for %s', async (role) => {
    const res = await send({ body, token: tokens[role] });
    expect(res.status).toBe(c.status);
    await c.verify(res.body);
  });
});

describe('ids of created documents', () => {
  test('a second coaching with the same name gets the next free slug', async () => {
    const first = await api<Coaching>('POST', '/coachings', {
      token: tokens.admin,
      body: { name: 'Allen', exams: ['JEE'] },
    });
    const second = await api<Coaching>('POST', '/coachings', {
      token: tokens.admin,
      body: { name: 'ALLEN!', exams: ['JEE'] },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.id, second.body.id]).toEqual(['allen-2', 'allen-3']);
    expect((await docData(COLLECTIONS.coachings, 'allen'))?.name).toBe('Allen');
  });

  test('a branch name that already starts with its coaching is not prefixed twice', async () => {
    const res = await api<Branch>('POST', '/branches', {
      token: tokens.admin,
      body: { name: 'Allen Samarth', coaching_id: 'allen', lat: 25.15, lng: 75.84, address: 'Kota' },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe('allen-samarth');
  });

  test('a malformed JSON body is a 400, not a 500, and nothing is written', async () => {
    const before = await catalogueState();
    const res = await api<ErrorBody>('POST', '/areas', { token: tokens.admin, body: '{"name": ' });
    // The Functions runtime parses JSON before our app and answers a parse failure itself, as a bare HTML 400
    // (docs/decisions/012-request-bodies-in-the-functions-runtime.md): assert exactly that, with no stack.
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/Bad Request/);
    expect(res.body).not.toMatch(/SyntaxError|node_modules|\bat /);
    // Valid JSON of the wrong shape does reach the app: our JSON error naming the fields.
    const wrongShape = await api<ErrorBody>('POST', '/areas', { token: tokens.admin, body: '["Talwandi"]' });
    expect(wrongShape).toMatchObject({ status: 400, body: { error: 'invalid_input', fields: { _: expect.any(String) } } });
    expect(await catalogueState()).toEqual(before);
  });
});

describe('a demoted admin', () => {
  test('whose users/{uid}.role no longer says admin cannot write, though the token still carries the claim', async () => {
    const token = await userWithRole('catalogue-demoted', 'admin');
    // No role field: the mirror says "no role" without waking the userRoleSync trigger, whose token revocation
    // (401) would race the 403 this test is about.
    await adminDb().collection(COLLECTIONS.users).doc('catalogue-demoted').set({ name: 'Demoted' });
    const before = await catalogueState();
    const calls = [
      api<ErrorBody>('POST', '/areas', { token, body: { name: 'Landmark City', lat: 25.21, lng: 75.83 } }),
      api<ErrorBody>('PATCH', '/coachings/allen', { token, body: { name: 'Allen Kota' } }),
      api<ErrorBody>('DELETE', '/branches/allen-sakar', { token }),
    ];
    for (const res of await Promise.all(calls)) expect(res).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await catalogueState()).toEqual(before);
  });
});

describe('delete while in use', () => {
  const expectInUse = async (path: string, message: RegExp) => {
    const before = await catalogueState();
    const res = await api<ErrorBody>('DELETE', path, { token: tokens.admin });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('in_use');
    expect(res.body.message).toMatch(message);
    expect(await catalogueState()).toEqual(before);
    expect((await adminDb().collection(COLLECTIONS.auditLog).get()).size).toBe(0);
  };

  test('a coaching with branches is refused, naming how many', async () => {
    await expectInUse('/coachings/allen', /Allen is used by 2 branches\b/);
  });

  test('a coaching or branch a student chose is refused', async () => {
    await adminDb().collection(COLLECTIONS.users).doc('s1').set({ name: 'S', role: null, coachingId: 'vibrant' });
    await adminDb().collection(COLLECTIONS.users).doc('s2').set({ name: 'S', role: null, coachingId: 'motion', branchId: 'motion-drona' });
    await expectInUse('/coachings/vibrant', /used by 1 student profile\b/);
    await expectInUse('/branches/motion-drona', /Drona is used by 1 student profile/);
  });

  test('an area with PGs or listing drafts is refused', async () => {
    await adminDb().collection(COLLECTIONS.pgs).doc('pg-1').set({ name: 'PG', areaId: 'borkheda' });
    await adminDb().collection(COLLECTIONS.pgs).doc('pg-2').set({ name: 'PG', areaId: 'borkheda' });
    await adminDb().collection(COLLECTIONS.pgDrafts).doc('d-1').set({ name: 'Draft', areaId: 'talwandi' });
    await expectInUse('/areas/borkheda', /Borkheda is used by 2 PGs\. Move those listings/);
    await expectInUse('/areas/talwandi', /used by 1 listing draft\b/);
    // Once nothing uses it, it goes.
    await adminDb().collection(COLLECTIONS.pgDrafts).doc('d-1').delete();
    expect((await api('DELETE', '/areas/talwandi', { token: tokens.admin })).status).toBe(204);
  });
});

describe('the audit log', () => {
  type Entry = { action: string; targetType: string; targetId: string; actorUid: string; actorRole: string; summary: string; before: unknown; after: unknown };
  const entries = async () =>
    (await adminDb().collection(COLLECTIONS.auditLog).orderBy('at').get()).docs.map((d) => d.data() as Entry);

  test('records each create, update and delete with who, before and after', async () => {
    const created = await api<Area>('POST', '/areas', {
      token: tokens.super_admin,
      body: { name: 'Landmark City', lat: 25.21, lng: 75.83 },
    });
    expect(created.status).toBe(201);
    expect((await api('PATCH', '/areas/landmark-city', { token: tokens.admin, body: { lat: 25.22, description: null } })).status).toBe(200);
    expect((await api('DELETE', '/areas/landmark-city', { token: tokens.admin })).status).toBe(204);
    const log = await entries();
    expect(log).toHaveLength(3);
    expect(log[0]).toMatchObject({
      action: 'catalogue.created',
      targetType: 'area',
      targetId: 'landmark-city',
      actorUid: 'catalogue-super_admin',
      actorRole: 'super_admin',
      summary: 'Created area Landmark City',
      before: null,
      after: { name: 'Landmark City', lat: 25.21, lng: 75.83, popular: false },
    });
    expect(log[1]).toMatchObject({
      action: 'catalogue.updated',
      actorUid: 'catalogue-admin',
      before: { lat: 25.21, description: null },
      after: { lat: 25.22, description: null },
    });
    expect(log[2]).toMatchObject({
      action: 'catalogue.deleted',
      before: { name: 'Landmark City', lat: 25.22, lng: 75.83, popular: false },
      after: null,
    });
  });

  test('a refused write records nothing', async () => {
    await api('POST', '/areas', { token: tokens.admin, body: { name: 'L', lat: 5, lng: 99 } });
    await api('POST', '/areas', { token: tokens.student, body: { name: 'Landmark City', lat: 25.21, lng: 75.83 } });
    expect(await entries()).toEqual([]);
  });
});
