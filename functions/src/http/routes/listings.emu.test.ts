// /api/listings: photo upload (sharp, no EXIF, Storage URLs), submit, verify, request changes, beds, visibility,
// delete — good input, bad input naming the field with nothing written, wrong role, no token, hostile ids.
import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { geohashForLocation } from 'geofire-common';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { CHECKLIST_ITEMS, PgDocSchema, PgPrivateDocSchema } from '@kotastay/shared/schemas/pg';
import { emptyDraftInput, type PgDraftDoc, type PgDraftInput } from '@kotastay/shared/schemas/pg-draft';
import { auditEntriesFor } from '../../../../test-utils/audit';
import { adminApp, adminDb, userWithRole } from '../../../../test-utils/admin';
import { api, localAppCheckToken } from '../../../../test-utils/api';
import { ALL_TICKED, seedBooking, testBooking } from '../../../../test-utils/bookings';
import { apiUrl, clearFirestore, ports } from '../../../../test-utils/emulators';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type PhotoBody = { photo: { id: string; urls: Record<'thumb' | 'card' | 'full', string>; placeholderColor: string } };

const OWNER = 'owner-1';
const OTHER_OWNER = 'owner-2';
let ownerToken: string;
let otherOwnerToken: string;
let adminToken: string;
let studentToken: string;
let teamToken: string;

const bucket = () => getStorage(adminApp()).bucket();
const draftRef = (id: string) => adminDb().collection(COLLECTIONS.pgDrafts).doc(id);
const pgRef = (id: string) => adminDb().collection(COLLECTIONS.pgs).doc(id);
const privRef = (id: string) => adminDb().collection(COLLECTIONS.pgPrivate).doc(id);

const completeInput = (): PgDraftInput => ({
  ...emptyDraftInput(),
  name: 'Saraswati Girls Hostel',
  type: 'hostel',
  gender: 'girls',
  address: '12 Rajeev Gandhi Nagar, Kota',
  areaId: 'rajeev-gandhi-nagar',
  areaName: 'Rajeev Gandhi Nagar',
  location: { lat: 25.14, lng: 75.85 },
  rooms: [
    { id: 'r1', sharing: 'double', ac: true, attachedBathroom: true, rentInr: 9000, depositInr: 0, bedsTotal: 10, bedsAvailable: 4 },
    { id: 'r2', sharing: 'single', ac: false, attachedBathroom: false, rentInr: 7000, depositInr: 0, bedsTotal: 5, bedsAvailable: 1 },
  ],
  maintenanceInrPerYear: 1500,
  charges: {
    electricity: { mode: 'per_unit', inrPerUnit: 9, unitsPerMonth: 80, inrPerMonth: 0 },
    mess: { mode: 'included', inrPerMonth: 0 },
    laundry: { mode: 'monthly', inrPerMonth: 300 },
    wifi: { mode: 'included', inrPerMonth: 0 },
    waterCooler: { mode: 'not_offered', inrPerMonth: 0 },
    transport: { mode: 'monthly', inrPerMonth: 600 },
    oneTime: [{ label: 'Bedding kit', inr: 1200 }],
  },
  declaration: Object.fromEntries(
    CHECKLIST_ITEMS.filter((i) => i !== 'photos_match' && i !== 'owner_kyc').map((i) => [i, true]),
  ),
});

async function putDraft(id: string, ownerId = OWNER, over: Partial<PgDraftDoc> = {}): Promise<void> {
  await draftRef(id).set({
    ...completeInput(),
    ownerId,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...over,
  });
}

const photo = (id: string) => ({
  id,
  alt: `Photo ${id}`,
  urls: { thumb: `https://x/${id}`, card: `https://x/${id}`, full: `https://x/${id}` },
  width: 1200,
  height: 900,
});

/** A JPEG carrying EXIF with a GPS position and a marker string, as a phone camera would write it. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'KOTASTAY-EXIF-MARKER', Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 8/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '75/1 50/1 0/1' },
    })
    .toBuffer();
}

async function upload(pgId: string, bytes: Buffer, token?: string, filename = 'photo.jpg', appCheck: 'valid' | 'none' = 'valid') {
  const form = new FormData();
  form.append('alt', 'Front of the building');
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  const res = await fetch(`${apiUrl}/listings/${pgId}/photos`, {
    method: 'POST',
    // The web app's api-client sends App Check on every upload; without it the API answers 401 before the route runs.
    headers: {
      ...(appCheck === 'valid' ? { 'x-firebase-appcheck': await localAppCheckToken() } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as PhotoBody & ErrorBody };
}

async function storedObjects(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

const verifyBody = async (pgId: string, over: Record<string, unknown> = {}) => {
  const snap = await draftRef(pgId).get();
  return {
    draftVersion: (snap.get('updatedAt') as Timestamp).toMillis(),
    visitDate: new Date().toISOString().slice(0, 10),
    checklist: CHECKLIST_ITEMS.map((item) => ({ item, ok: true })),
    ...over,
  };
};

beforeAll(async () => {
  ownerToken = await userWithRole(OWNER, 'pg_owner');
  otherOwnerToken = await userWithRole(OTHER_OWNER, 'pg_owner');
  adminToken = await userWithRole('admin-1', 'admin');
  studentToken = await userWithRole('student-1', null);
  teamToken = await userWithRole('booking-1', 'booking_team');
});

beforeEach(async () => {
  await clearFirestore();
  await bucket().deleteFiles({ prefix: 'listing_photos/', force: true });
  const db = adminDb();
  // The admin's users/{uid}.role mirrors the claim: a current admin (the API checks both, as the rules do).
  await db.collection(COLLECTIONS.users).doc('admin-1').set({ name: 'Admin One', role: 'admin' });
  // Owners too: the owner routes need a current pg_owner (claim and mirror agree).
  await db.collection(COLLECTIONS.users).doc(OWNER).set({ name: 'Owner One', role: 'pg_owner' });
  await db.collection(COLLECTIONS.users).doc(OTHER_OWNER).set({ name: 'Owner Two', role: 'pg_owner' });
  // The catalogue as the admin API writes it (the fields its create schemas require).
  await db.collection(COLLECTIONS.areas).doc('rajeev-gandhi-nagar').set({ name: 'Rajeev Gandhi Nagar', lat: 25.14, lng: 75.85, popular: false });
  await db.collection(COLLECTIONS.coachings).doc('allen').set({ name: 'Allen Career Institute', shortName: 'Allen', exams: ['JEE', 'NEET'], popular: false });
  await db
    .collection(COLLECTIONS.branches)
    .doc('allen-samarth')
    .set({ name: 'Samarth', coaching_id: 'allen', lat: 25.141, lng: 75.851, address: 'Samarth Tower, Kota' });
});

describe('POST /api/listings/{id}/photos', () => {
  test('stores three WebP variants without any EXIF (GPS included), with a placeholder colour, served by Storage', async () => {
    await putDraft('pg-a');
    const input = await jpegWithGps();
    // The input really carries EXIF GPS (so the assertions below can fail).
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from('KOTASTAY-EXIF-MARKER'))).toBe(true);
    expect(input.includes(Buffer.from('GPS')) || (await sharp(input).metadata()).exif !== undefined).toBe(true);

    const res = await upload('pg-a', input, ownerToken);
    expect(res.status).toBe(201);
    const { id, urls, placeholderColor } = res.body.photo;
    expect(placeholderColor).toMatch(/^#[0-9a-f]{6}$/);

    const names = await storedObjects(`listing_photos/pg-a/${id}/`);
    expect(names).toEqual(['card', 'full', 'thumb'].map((v) => `listing_photos/pg-a/${id}/${v}.webp`));
    for (const name of names) {
      const [bytes] = await bucket().file(name).download();
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      expect(bytes.includes(Buffer.from('KOTASTAY-EXIF-MARKER'))).toBe(false);
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      const [fileMeta] = await bucket().file(name).getMetadata();
      expect(fileMeta.cacheControl).toBe('public, max-age=31536000, immutable');
    }
    // The URLs point at the Storage emulator (not the API) and load without any credentials.
    for (const [variant, url] of Object.entries(urls)) {
      expect(new URL(url).port).toBe(String(ports.storage));
      const got = await fetch(url);
      expect(got.status).toBe(200);
      const bytes = Buffer.from(await got.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      const size = { thumb: [160, 120], card: [480, 360], full: [1200, 900] }[variant as 'thumb'];
      expect([meta.width, meta.height]).toEqual(size);
      expect(meta.exif).toBeUndefined();
    }
    const draft = (await draftRef('pg-a').get()).data() as PgDraftDoc;
    expect(draft.photos?.map((p) => p.id)).toEqual([id]);
    expect(draft.photos?.[0]?.alt).toBe('Front of the building');
  });

  test.each([
    ['an .exe renamed .jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]), 'photo.jpg'],
    ['a PDF', Buffer.from('%PDF-1.4 hello'), 'scan.pdf'],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3]), 'x.jpg'],
  ])('%s → 400 naming photo, nothing stored', async (_name, bytes, filename) => {
    await putDraft('pg-a');
    const res = await upload('pg-a', bytes, ownerToken, filename);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('photo');
    expect(await storedObjects('listing_photos/')).toEqual([]);
    expect((await draftRef('pg-a').get()).get('photos')).toBeUndefined();
  });

  test('a photo over 10 MB → 413 naming photo, nothing stored', async () => {
    await putDraft('pg-a');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10, 7)]);
    const res = await upload('pg-a', big, ownerToken);
    expect(res.status).toBe(413);
    expect(await storedObjects('listing_photos/')).toEqual([]);
  });

  test('no token 401; student, team and admin 403; another owner’s draft 404 — nothing stored', async () => {
    await putDraft('pg-a');
    const jpeg = await jpegWithGps();
    expect((await upload('pg-a', jpeg)).status).toBe(401);
    // The owner's own upload without App Check (not from our web app) is refused before the route runs.
    const noAppCheck = await upload('pg-a', jpeg, ownerToken, 'photo.jpg', 'none');
    expect(noAppCheck.status).toBe(401);
    expect(noAppCheck.body.error).toBe('app_check_failed');
    for (const token of [studentToken, teamToken, adminToken]) expect((await upload('pg-a', jpeg, token)).status).toBe(403);
    expect((await upload('pg-a', jpeg, otherOwnerToken)).status).toBe(404);
    expect((await upload('no-such', jpeg, ownerToken)).status).toBe(404);
    expect(await storedObjects('listing_photos/')).toEqual([]);
  });

  test.each(['__x__', '__name__', 'a%2Fb', '..', '.'])('hostile id %s → 400 or 404, never 500', async (id) => {
    const res = await upload(id, await jpegWithGps(), ownerToken);
    expect([400, 404]).toContain(res.status);
    expect(await storedObjects('listing_photos/')).toEqual([]);
  });

  test('DELETE removes the photo from the draft and its objects from Storage', async () => {
    await putDraft('pg-a');
    const { body } = await upload('pg-a', await jpegWithGps(), ownerToken);
    const id = body.photo.id;
    expect((await api('DELETE', `/listings/pg-a/photos/${id}`, { token: otherOwnerToken })).status).toBe(404);
    expect((await api('DELETE', `/listings/pg-a/photos/${id}`)).status).toBe(401);
    expect((await api('DELETE', `/listings/pg-a/photos/__x__`, { token: ownerToken })).status).toBe(400);
    expect(await storedObjects(`listing_photos/pg-a/${id}/`)).toHaveLength(3);
    const res = await api('DELETE', `/listings/pg-a/photos/${id}`, { token: ownerToken });
    expect(res.status).toBe(200);
    expect(await storedObjects('listing_photos/')).toEqual([]);
    expect((await draftRef('pg-a').get()).get('photos')).toEqual([]);
  });
});

describe('POST /api/listings/{id}/submit', () => {
  test('a complete draft with 3 photos → review submitted; nothing public', async () => {
    await putDraft('pg-a', OWNER, { photos: [photo('p1'), photo('p2'), photo('p3')] });
    const res = await api<{ review: { status: string }; published: boolean }>('POST', '/listings/pg-a/submit', { token: ownerToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ review: { status: 'submitted' }, published: false });
    expect((await draftRef('pg-a').get()).get('review.status')).toBe('submitted');
    expect((await pgRef('pg-a').get()).exists).toBe(false);
  });

  test('an incomplete or non-compliant draft → 400 naming each field; review unchanged', async () => {
    const input = completeInput();
    await putDraft('pg-a', OWNER, {
      photos: [photo('p1')],
      name: '',
      rooms: [{ ...input.rooms[0]!, depositInr: 5000 }],
      maintenanceInrPerYear: 5000,
      declaration: { ...input.declaration, spring_loaded_fans: false },
    });
    const res = await api<ErrorBody>('POST', '/listings/pg-a/submit', { token: ownerToken });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(
      ['declaration.spring_loaded_fans', 'maintenanceInrPerYear', 'name', 'photos', 'rooms.0.depositInr'].sort(),
    );
    expect(res.body.fields?.['rooms.0.depositInr']).toMatch(/deposit/i);
    expect((await draftRef('pg-a').get()).get('review')).toBeUndefined();
  });

  test('monthly charges: missing, unanswered, inconsistent or a deposit in disguise → 400 naming each; nothing written', async () => {
    const photos = [photo('p1'), photo('p2'), photo('p3')];
    const { charges } = completeInput();
    const cases: [Partial<PgDraftDoc> | 'no charges', string[]][] = [
      // A draft made before charges were asked for: the owner must state them before it goes out.
      ['no charges', ['charges']],
      [{ charges: { ...charges!, wifi: null, transport: null } }, ['charges.transport', 'charges.wifi']],
      [
        {
          charges: {
            ...charges!,
            electricity: { mode: 'per_unit', inrPerUnit: 0, unitsPerMonth: 0, inrPerMonth: 0 },
            laundry: { mode: 'monthly', inrPerMonth: 0 },
            oneTime: [{ label: 'Refundable security', inr: 10_000 }],
          },
        },
        [
          'charges.electricity.inrPerUnit',
          'charges.electricity.unitsPerMonth',
          'charges.laundry.inrPerMonth',
          'charges.oneTime.0.label',
        ],
      ],
      // Meals are included in the rent (the Food step), yet a mess charge is stated.
      [{ charges: { ...charges!, mess: { mode: 'monthly', inrPerMonth: 3000 } } }, ['charges.mess']],
      [
        {
          food: { included: false, vegOnly: false, mealsPerDay: 0 },
          charges: { ...charges!, mess: { mode: 'included', inrPerMonth: 0 } },
        },
        ['charges.mess'],
      ],
    ];
    for (const [over, fields] of cases) {
      await putDraft('pg-a', OWNER, { photos, ...(over === 'no charges' ? {} : over) });
      if (over === 'no charges') await draftRef('pg-a').update({ charges: FieldValue.delete() });
      const res = await api<ErrorBody>('POST', '/listings/pg-a/submit', { token: ownerToken });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(fields.sort());
      expect((await draftRef('pg-a').get()).get('review')).toBeUndefined();
    }
    expect(
      (await api<ErrorBody>('POST', '/listings/pg-a/submit', { token: ownerToken })).body.fields?.['charges.mess'],
    ).toMatch(/not included/);
  });

  test('wrong role 403, no token 401, another owner 404, hostile id 400', async () => {
    await putDraft('pg-a', OWNER, { photos: [photo('p1'), photo('p2'), photo('p3')] });
    expect((await api('POST', '/listings/pg-a/submit')).status).toBe(401);
    for (const token of [studentToken, teamToken, adminToken])
      expect((await api('POST', '/listings/pg-a/submit', { token })).status).toBe(403);
    expect((await api('POST', '/listings/pg-a/submit', { token: otherOwnerToken })).status).toBe(404);
    for (const id of ['__x__', 'a%2Fb', '..'])
      expect([400, 404]).toContain((await api('POST', `/listings/${id}/submit`, { token: ownerToken })).status);
    expect((await draftRef('pg-a').get()).get('review')).toBeUndefined();
  });
});

describe('POST /api/listings/{id}/verify and request-changes', () => {
  beforeEach(async () => {
    await putDraft('pg-a', OWNER, { photos: [photo('p1'), photo('p2'), photo('p3')] });
    expect((await api('POST', '/listings/pg-a/submit', { token: ownerToken })).status).toBe(200);
  });

  test('a demoted admin (claim still admin, users/{uid}.role no longer) is refused 403 and nothing is published', async () => {
    // Demoted: the mirror no longer says admin while the token still carries the claim (the hour before it expires).
    // The document has no role field at all, so the role-sync trigger has nothing to apply and revokes nothing.
    const demotedToken = await userWithRole('admin-demoted', 'admin');
    await adminDb().collection(COLLECTIONS.users).doc('admin-demoted').set({ name: 'Former admin' });
    const verify = await api('POST', '/listings/pg-a/verify', { token: demotedToken, body: await verifyBody('pg-a') });
    expect(verify.status).toBe(403);
    const changes = await api('POST', '/listings/pg-a/request-changes', { token: demotedToken, body: { reason: 'Retake the photos.' } });
    expect(changes.status).toBe(403);
    expect((await adminDb().collection(COLLECTIONS.pgs).doc('pg-a').get()).exists).toBe(false);
    expect((await draftRef('pg-a').get()).get('review.status')).toBe('submitted');
  });


  test('approval writes the public listing (no uids), its private half, the draft state and a decision; idempotent', async () => {
    const res = await api<{ verifiedAt: string; alreadyVerified: boolean }>('POST', '/listings/pg-a/verify', {
      token: adminToken,
      body: await verifyBody('pg-a'),
    });
    expect(res.status).toBe(200);
    const pub = (await pgRef('pg-a').get()).data() ?? {};
    expect(pub).toMatchObject({
      id: 'pg-a',
      status: 'published',
      visible: true,
      verification: { status: 'verified', verifiedAt: res.body.verifiedAt },
      minRentInr: 7000,
      maxRentInr: 9000,
      bedsAvailable: 5,
      areaName: 'Rajeev Gandhi Nagar',
    });
    expect(pub.geohash).toBe(geohashForLocation([25.14, 75.85]));
    // The stated charges are public, as the owner stated them (decision 160).
    expect(pub.charges).toEqual(completeInput().charges);
    expect(pub.nearbyBranches[0]).toMatchObject({ branchId: 'allen-samarth', coachingName: 'Allen' });
    expect(pub).not.toHaveProperty('ownerId');
    expect(pub.verification).not.toHaveProperty('verifiedBy');
    expect(JSON.stringify(pub)).not.toContain('admin-1');
    expect(pub.verification.checklist.every((e: { checkedAt: string }) => typeof e.checkedAt === 'string')).toBe(true);
    // Both halves are what the shared split (the seed's too) makes: readers parse them with the shared schemas.
    expect(() => PgDocSchema.parse(pub)).not.toThrow();
    const priv = PgPrivateDocSchema.parse((await privRef('pg-a').get()).data());
    expect(priv).toMatchObject({ id: 'pg-a', ownerId: OWNER, verifiedBy: 'admin-1', updatedAt: pub.updatedAt });
    expect(priv.verifiedFacts).toMatchObject({ areaId: 'rajeev-gandhi-nagar', location: { lat: 25.14, lng: 75.85 } });
    expect((await draftRef('pg-a').get()).data()).toMatchObject({ review: { status: 'approved' }, live: { visible: true } });
    const decisions = await adminDb().collection(COLLECTIONS.listingReviews).get();
    expect(decisions.docs.map((d) => d.data())).toMatchObject([{ pgId: 'pg-a', decision: 'approved', reviewerUid: 'admin-1' }]);

    const again = await api<{ alreadyVerified: boolean }>('POST', '/listings/pg-a/verify', {
      token: adminToken,
      body: await verifyBody('pg-a'),
    });
    expect(again.status).toBe(200);
    expect(again.body.alreadyVerified).toBe(true);
    expect((await adminDb().collection(COLLECTIONS.listingReviews).get()).size).toBe(1);
    expect(await auditEntriesFor('pg-a')).toEqual([
      expect.objectContaining({
        actorUid: 'admin-1',
        action: 'listing.verified',
        targetType: 'listing',
        before: { reviewStatus: 'submitted', live: false },
        after: expect.objectContaining({ reviewStatus: 'approved', live: true }),
      }),
    ]);
  });

  test.each([
    ['a missing checklist item', { checklist: [{ item: 'cctv_working', ok: true }] }, 'checklist.spring_loaded_fans'],
    ['an item not ok', { checklist: CHECKLIST_ITEMS.map((item) => ({ item, ok: item !== 'no_deposit' })) }, 'checklist.no_deposit'],
    ['a future visit', { visitDate: '2999-01-01' }, 'visitDate'],
    ['a malformed date', { visitDate: '01/02/2026' }, 'visitDate'],
    ['an unknown item', { checklist: [{ item: 'pool', ok: true }] }, 'checklist.0.item'],
    ['an extra field', { verifiedBy: 'someone' }, 'verifiedBy'],
  ])('%s → 400 naming %s, nothing public', async (_name, over, field) => {
    const res = await api<ErrorBody>('POST', '/listings/pg-a/verify', { token: adminToken, body: await verifyBody('pg-a', over) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
    expect((await pgRef('pg-a').get()).exists).toBe(false);
    expect((await privRef('pg-a').get()).exists).toBe(false);
  });

  test('a draft edited since the reviewer opened it → 409 stale', async () => {
    const body = await verifyBody('pg-a');
    await draftRef('pg-a').update({ address: '99 Other Road, Kota', updatedAt: FieldValue.serverTimestamp() });
    const res = await api<ErrorBody>('POST', '/listings/pg-a/verify', { token: adminToken, body });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('stale');
    expect((await pgRef('pg-a').get()).exists).toBe(false);
  });

  test('an id a public listing of someone else already uses → 409, the public listing untouched', async () => {
    await pgRef('pg-a').set({ name: 'Seeded', status: 'published' });
    const res = await api<ErrorBody>('POST', '/listings/pg-a/verify', { token: adminToken, body: await verifyBody('pg-a') });
    expect(res.status).toBe(409);
    expect((await pgRef('pg-a').get()).data()).toEqual({ name: 'Seeded', status: 'published' });
  });

  test('owner, team, student 403; no token 401; hostile ids 400', async () => {
    const body = await verifyBody('pg-a');
    expect((await api('POST', '/listings/pg-a/verify', { body })).status).toBe(401);
    for (const token of [ownerToken, studentToken, teamToken])
      expect((await api('POST', '/listings/pg-a/verify', { token, body })).status).toBe(403);
    for (const id of ['__x__', 'a%2Fb', '__name__'])
      expect((await api('POST', `/listings/${id}/verify`, { token: adminToken, body })).status).toBe(400);
    expect((await pgRef('pg-a').get()).exists).toBe(false);
  });

  test('request changes records the reason; the draft can be resubmitted; a short reason is 400', async () => {
    const bad = await api<ErrorBody>('POST', '/listings/pg-a/request-changes', { token: adminToken, body: { reason: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('reason');
    expect((await api('POST', '/listings/pg-a/request-changes', { token: ownerToken, body: { reason: 'Add a photo of the fans.' } })).status).toBe(403);
    const res = await api('POST', '/listings/pg-a/request-changes', { token: adminToken, body: { reason: 'Add a photo of the fans.' } });
    expect(res.status).toBe(200);
    expect((await draftRef('pg-a').get()).get('review')).toMatchObject({ status: 'changes_requested', reason: 'Add a photo of the fans.' });
    expect((await pgRef('pg-a').get()).exists).toBe(false);
    const decisions = await adminDb().collection(COLLECTIONS.listingReviews).get();
    expect(decisions.docs[0]?.data()).toMatchObject({ decision: 'changes_requested', reviewerUid: 'admin-1' });
    // The refused attempts (400, 403) wrote no entry; the decision exactly one.
    expect(await auditEntriesFor('pg-a')).toEqual([
      expect.objectContaining({ actorUid: 'admin-1', action: 'listing.changes_requested', after: { reviewStatus: 'changes_requested' }, reason: 'Add a photo of the fans.' }),
    ]);
    // Verifying what is not submitted any more is a conflict.
    expect((await api('POST', '/listings/pg-a/verify', { token: adminToken, body: await verifyBody('pg-a') })).status).toBe(409);
    expect((await api('POST', '/listings/pg-a/submit', { token: ownerToken })).status).toBe(200);
  });
});

describe('a live listing: beds, visibility, edits, delete', () => {
  beforeEach(async () => {
    await putDraft('pg-a', OWNER, { photos: [photo('p1'), photo('p2'), photo('p3')] });
    await api('POST', '/listings/pg-a/submit', { token: ownerToken });
    expect((await api('POST', '/listings/pg-a/verify', { token: adminToken, body: await verifyBody('pg-a') })).status).toBe(200);
  });

  test('free beds change the live listing and the draft at once, with derived totals', async () => {
    const res = await api('POST', '/listings/pg-a/beds', { token: ownerToken, body: { roomId: 'r1', bedsAvailable: 0 } });
    expect(res.status).toBe(200);
    expect((await pgRef('pg-a').get()).get('bedsAvailable')).toBe(1);
    expect((await draftRef('pg-a').get()).get('rooms')[0].bedsAvailable).toBe(0);
    const tooMany = await api<ErrorBody>('POST', '/listings/pg-a/beds', { token: ownerToken, body: { roomId: 'r1', bedsAvailable: 11 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toHaveProperty('bedsAvailable');
    const badRoom = await api<ErrorBody>('POST', '/listings/pg-a/beds', { token: ownerToken, body: { roomId: '__x__', bedsAvailable: 1 } });
    expect(badRoom.status).toBe(400);
    expect(badRoom.body.fields).toHaveProperty('roomId');
    expect((await api('POST', '/listings/pg-a/beds', { token: otherOwnerToken, body: { roomId: 'r1', bedsAvailable: 3 } })).status).toBe(404);
    expect((await api('POST', '/listings/pg-a/beds', { token: adminToken, body: { roomId: 'r1', bedsAvailable: 3 } })).status).toBe(403);
    expect((await api('POST', '/listings/pg-a/beds', { body: { roomId: 'r1', bedsAvailable: 3 } })).status).toBe(401);
    expect((await pgRef('pg-a').get()).get('bedsAvailable')).toBe(1);
  });

  test('beds with `expected`: a count changed since the screen showed it → 409 stale, nothing written', async () => {
    const ok = await api('POST', '/listings/pg-a/beds', { token: ownerToken, body: { roomId: 'r1', expected: 4, bedsAvailable: 3 } });
    expect(ok.status).toBe(200);
    // The screen still shows 4 (e.g. a confirmation took a bed in between): its +1 must not give that bed back.
    const stale = await api<ErrorBody>('POST', '/listings/pg-a/beds', { token: ownerToken, body: { roomId: 'r1', expected: 4, bedsAvailable: 5 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('stale');
    expect(stale.body.message).toContain('3');
    expect((await pgRef('pg-a').get()).get('rooms')[0].bedsAvailable).toBe(3);
    expect((await draftRef('pg-a').get()).get('rooms')[0].bedsAvailable).toBe(3);
    const bad = await api<ErrorBody>('POST', '/listings/pg-a/beds', { token: ownerToken, body: { roomId: 'r1', expected: -1, bedsAvailable: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('expected');
  });

  test('a bed taken by a confirmation stays taken when the owner saves an old count and resubmits (review or not)', async () => {
    const movein = await userWithRole('movein-1', 'movein_team');
    await adminDb().collection(COLLECTIONS.users).doc('movein-1').set({ name: 'Mohan Lal', role: 'movein_team' });
    await seedBooking(testBooking('b1', { pgId: 'pg-a', roomId: 'r2', status: 'visit_done', checklist: ALL_TICKED }));
    expect((await api('POST', '/bookings/b1/confirm', { token: movein })).status).toBe(200);
    const liveBeds = async () => ((await pgRef('pg-a').get()).get('rooms') as { id: string; bedsAvailable: number }[]).map((r) => r.bedsAvailable);
    expect(await liveBeds()).toEqual([4, 0]);

    // The editor, open since before the confirmation, saves its whole rooms array with r2's old count (the rules
    // allow that write), a new room, and a new address (a verified fact: back to review).
    const old = completeInput().rooms;
    const added = { ...old[0]!, id: 'r3', bedsTotal: 3, bedsAvailable: 2 };
    await draftRef('pg-a').update({ rooms: [old[0], old[1], added], address: '5 New Road, Kota', updatedAt: FieldValue.serverTimestamp() });
    const submitted = await api<{ published: boolean }>('POST', '/listings/pg-a/submit', { token: ownerToken });
    expect(submitted.body.published).toBe(false);
    expect(((await draftRef('pg-a').get()).get('rooms') as { bedsAvailable: number }[]).map((r) => r.bedsAvailable)).toEqual([4, 0, 2]);
    // Again stale, after submitting (the editor saves once more), then verified.
    await draftRef('pg-a').update({ rooms: [old[0], old[1], added], updatedAt: FieldValue.serverTimestamp() });
    expect((await api('POST', '/listings/pg-a/verify', { token: adminToken, body: await verifyBody('pg-a') })).status).toBe(200);
    expect(await liveBeds()).toEqual([4, 0, 2]);
    expect((await pgRef('pg-a').get()).get('bedsAvailable')).toBe(6);

    // A plain edit goes live at once: still 0 free in r2; r1 keeps its live 4, capped at the new total of 3.
    await draftRef('pg-a').update({ rooms: [{ ...old[0]!, bedsTotal: 3, bedsAvailable: 1 }, old[1], added], description: 'Study hall.', updatedAt: FieldValue.serverTimestamp() });
    expect((await api<{ published: boolean }>('POST', '/listings/pg-a/submit', { token: ownerToken })).body.published).toBe(true);
    expect(await liveBeds()).toEqual([3, 0, 2]);
  });

  test('hide and show change pgs.visible and the draft’s live state', async () => {
    expect((await api('POST', '/listings/pg-a/visibility', { token: ownerToken, body: { visible: false } })).status).toBe(200);
    expect((await pgRef('pg-a').get()).get('visible')).toBe(false);
    expect((await draftRef('pg-a').get()).get('live.visible')).toBe(false);
    const bad = await api<ErrorBody>('POST', '/listings/pg-a/visibility', { token: ownerToken, body: { visible: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('visible');
    expect((await api('POST', '/listings/pg-a/visibility', { token: studentToken, body: { visible: true } })).status).toBe(403);
    expect((await api('POST', '/listings/pg-a/visibility', { token: otherOwnerToken, body: { visible: true } })).status).toBe(404);
    expect((await pgRef('pg-a').get()).get('visible')).toBe(false);
  });

  test('a demoted owner (claim still pg_owner, users/{uid}.role no longer) is refused 403 and changes nothing', async () => {
    // The hour a demoted owner's token still carries the claim: the mirror has no role (a document that never had
    // one, so the role-sync trigger has nothing to apply and revokes nothing).
    const demoted = await userWithRole('owner-demoted', 'pg_owner');
    await adminDb().collection(COLLECTIONS.users).doc('owner-demoted').set({ name: 'Former owner' });
    const beds = await api<ErrorBody>('POST', '/listings/pg-a/beds', { token: demoted, body: { roomId: 'r1', bedsAvailable: 0 } });
    expect(beds.status).toBe(403);
    expect(beds.body.error).toBe('forbidden');
    expect((await api('POST', '/listings/pg-a/visibility', { token: demoted, body: { visible: false } })).status).toBe(403);
    expect((await api('POST', '/listings/pg-a/submit', { token: demoted })).status).toBe(403);
    expect((await api('DELETE', '/listings/pg-a', { token: demoted })).status).toBe(403);
    expect((await pgRef('pg-a').get()).get('bedsAvailable')).toBe(5);
    expect((await pgRef('pg-a').get()).get('visible')).toBe(true);
    // With the mirror saying pg_owner again the same token passes the role check and meets the ownership check.
    await adminDb().collection(COLLECTIONS.users).doc('owner-demoted').set({ name: 'Former owner', role: 'pg_owner' });
    expect((await api('POST', '/listings/pg-a/visibility', { token: demoted, body: { visible: false } })).status).toBe(404);
  });

  test('an edit to a verified fact goes back to review while the live version stays; other edits go live on submit', async () => {
    const wifi = { mode: 'monthly', inrPerMonth: 250 };
    await draftRef('pg-a').update({
      description: 'Quiet rooms, study hall.',
      'charges.wifi': wifi,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const plain = await api<{ published: boolean }>('POST', '/listings/pg-a/submit', { token: ownerToken });
    expect(plain.body.published).toBe(true);
    expect((await pgRef('pg-a').get()).get('description')).toBe('Quiet rooms, study hall.');
    // Charges are the owner's statement, like rents: they go live at once.
    expect((await pgRef('pg-a').get()).get('charges.wifi')).toEqual(wifi);

    await draftRef('pg-a').update({ address: '5 New Road, Kota', updatedAt: FieldValue.serverTimestamp() });
    const fact = await api<{ published: boolean; review: { status: string } }>('POST', '/listings/pg-a/submit', { token: ownerToken });
    expect(fact.body).toMatchObject({ published: false, review: { status: 'submitted' } });
    expect((await pgRef('pg-a').get()).get('address')).toBe('12 Rajeev Gandhi Nagar, Kota');
    expect((await pgRef('pg-a').get()).get('verification.status')).toBe('verified');
  });

  test('an edit adding a safety claim (CCTV, fans, female warden, fire safety) goes back to review; removing one goes live', async () => {
    await draftRef('pg-a').update({ amenities: ['wifi', 'cctv'], updatedAt: FieldValue.serverTimestamp() });
    expect((await api<{ published: boolean }>('POST', '/listings/pg-a/submit', { token: ownerToken })).body.published).toBe(false);
    expect((await pgRef('pg-a').get()).get('amenities')).toEqual([]);
    // Approved with a visit: the claim is now covered by the badge.
    expect((await api('POST', '/listings/pg-a/verify', { token: adminToken, body: await verifyBody('pg-a') })).status).toBe(200);
    expect((await pgRef('pg-a').get()).get('amenities')).toEqual(['wifi', 'cctv']);
    // Withdrawing a claim goes live at once; adding another waits again, the live version unchanged.
    await draftRef('pg-a').update({ amenities: ['wifi'], updatedAt: FieldValue.serverTimestamp() });
    expect((await api<{ published: boolean }>('POST', '/listings/pg-a/submit', { token: ownerToken })).body.published).toBe(true);
    expect((await pgRef('pg-a').get()).get('amenities')).toEqual(['wifi']);
    for (const claim of ['anti_suicide_fan', 'female_warden', 'fire_safety']) {
      await draftRef('pg-a').update({ amenities: ['wifi', claim], updatedAt: FieldValue.serverTimestamp() });
      const res = await api<{ published: boolean; review: { status: string } }>('POST', '/listings/pg-a/submit', { token: ownerToken });
      expect(res.body, claim).toMatchObject({ published: false, review: { status: 'submitted' } });
      expect((await pgRef('pg-a').get()).get('amenities')).toEqual(['wifi']);
    }
    expect((await pgRef('pg-a').get()).get('verification.status')).toBe('verified');
  });

  test('a published listing cannot be deleted (409); a never-published draft can, with its photos', async () => {
    expect((await api<ErrorBody>('DELETE', '/listings/pg-a', { token: ownerToken })).status).toBe(409);
    expect((await draftRef('pg-a').get()).exists).toBe(true);
    await putDraft('pg-b');
    await upload('pg-b', await jpegWithGps(), ownerToken);
    expect(await storedObjects('listing_photos/pg-b/')).toHaveLength(3);
    expect((await api('DELETE', '/listings/pg-b', { token: otherOwnerToken })).status).toBe(404);
    expect((await api('DELETE', '/listings/pg-b', { token: adminToken })).status).toBe(403);
    expect((await api('DELETE', '/listings/pg-b')).status).toBe(401);
    expect((await api('DELETE', '/listings/__x__', { token: ownerToken })).status).toBe(400);
    expect((await api('DELETE', '/listings/pg-b', { token: ownerToken })).status).toBe(200);
    expect((await draftRef('pg-b').get()).exists).toBe(false);
    expect(await storedObjects('listing_photos/pg-b/')).toEqual([]);
  });
});

describe('re-checks: GET /api/listings/recheck-queue, POST /api/listings/{id}/recheck (decision 206)', () => {
  const DAY = 86_400_000;
  const kotaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  type Queue = { dueNow: { pgId: string; daysAgo: number }[]; dueThisWeek: { pgId: string; daysAgo: number }[] };
  beforeEach(async () => {
    await putDraft('pg-a', OWNER, { photos: [photo('p1'), photo('p2'), photo('p3')] });
    await api('POST', '/listings/pg-a/submit', { token: ownerToken });
    expect((await api('POST', '/listings/pg-a/verify', { token: adminToken, body: await verifyBody('pg-a') })).status).toBe(200);
    await pgRef('pg-a').update({ 'verification.verifiedAt': new Date(Date.now() - 181 * DAY).toISOString() });
  });

  test('a check 181 days old is due now; one 176 days old is due this week; a re-check clears it, audited once', async () => {
    await putDraft('pg-b', OWNER, { photos: [photo('p4'), photo('p5'), photo('p6')], location: { lat: 25.15, lng: 75.86 } });
    await api('POST', '/listings/pg-b/submit', { token: ownerToken });
    expect((await api('POST', '/listings/pg-b/verify', { token: adminToken, body: await verifyBody('pg-b') })).status).toBe(200);
    await pgRef('pg-b').update({ 'verification.verifiedAt': new Date(Date.now() - 176 * DAY).toISOString() });
    const queue = await api<Queue>('GET', '/listings/recheck-queue', { token: adminToken });
    expect(queue.status).toBe(200);
    expect(queue.body.dueNow).toEqual([expect.objectContaining({ pgId: 'pg-a', daysAgo: 181 })]);
    expect(queue.body.dueThisWeek).toEqual([expect.objectContaining({ pgId: 'pg-b', daysAgo: 176 })]);

    const res = await api<{ changed: boolean; verifiedAt: string }>('POST', '/listings/pg-a/recheck', {
      token: adminToken,
      body: { visitDate: kotaToday() },
    });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    const pub = await pgRef('pg-a').get();
    expect(pub.get('verification.verifiedAt')).toBe(res.body.verifiedAt);
    expect((pub.get('verification.checklist') as { checkedAt: string }[]).every((c) => c.checkedAt === res.body.verifiedAt)).toBe(true);
    expect((await privRef('pg-a').get()).get('visitDate')).toBe(kotaToday());
    expect((await api<Queue>('GET', '/listings/recheck-queue', { token: adminToken })).body.dueNow).toEqual([]);
    // The same visit again: nothing written, nothing logged.
    const again = await api<{ changed: boolean }>('POST', '/listings/pg-a/recheck', { token: adminToken, body: { visitDate: kotaToday() } });
    expect(again.body.changed).toBe(false);
    const audit = (await auditEntriesFor('pg-a')).filter((a) => a.action === 'listing.rechecked');
    expect(audit).toHaveLength(1);
  });

  test('bad input → 400 naming visitDate, nothing written', async () => {
    const before = (await pgRef('pg-a').get()).get('verification.verifiedAt') as string;
    const future = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const old = new Date(Date.now() - 120 * DAY).toISOString().slice(0, 10);
    for (const body of [{}, { visitDate: 'yesterday' }, { visitDate: future }, { visitDate: old }, { visitDate: kotaToday(), extra: 1 }]) {
      const res = await api<ErrorBody>('POST', '/listings/pg-a/recheck', { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const fields = Object.keys(res.body.fields ?? {});
      expect(fields.includes('visitDate') || fields.includes('extra'), JSON.stringify(body)).toBe(true);
    }
    expect((await pgRef('pg-a').get()).get('verification.verifiedAt')).toBe(before);
    expect((await auditEntriesFor('pg-a')).filter((a) => a.action === 'listing.rechecked')).toEqual([]);
  });

  test('wrong role: no token 401; owner, student, team and a demoted admin 403; unknown listing 404; nothing written', async () => {
    const demoted = await userWithRole('admin-demoted-2', 'admin');
    await adminDb().collection(COLLECTIONS.users).doc('admin-demoted-2').set({ name: 'Former admin' });
    const before = (await pgRef('pg-a').get()).get('verification.verifiedAt') as string;
    expect((await api('GET', '/listings/recheck-queue')).status).toBe(401);
    expect((await api('POST', '/listings/pg-a/recheck', { body: { visitDate: kotaToday() } })).status).toBe(401);
    for (const token of [ownerToken, studentToken, teamToken, demoted]) {
      expect((await api('GET', '/listings/recheck-queue', { token })).status).toBe(403);
      expect((await api('POST', '/listings/pg-a/recheck', { token, body: { visitDate: kotaToday() } })).status).toBe(403);
    }
    expect((await api('POST', '/listings/pg-none/recheck', { token: adminToken, body: { visitDate: kotaToday() } })).status).toBe(404);
    for (const id of ['__x__', 'a%2Fb']) {
      const res = await api<ErrorBody>('POST', `/listings/${id}/recheck`, { token: adminToken, body: { visitDate: kotaToday() } });
      expect(res.status, id).toBe(400);
      expect(res.body.fields).toHaveProperty('pgId');
    }
    expect((await pgRef('pg-a').get()).get('verification.verifiedAt')).toBe(before);
  });
});
