import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, expect, test } from 'vitest';
import { CATALOGUE_VERSION_DOC, COLLECTIONS } from '@kotastay/shared/collections';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { adminAuth, adminDb } from '../../test-utils/admin';
import { clearFirestore } from '../../test-utils/emulators';
import { seedCatalogue } from './catalogue';

const ctx = () => ({ db: adminDb(), auth: adminAuth() });
const ids = async (col: string) => (await adminDb().collection(col).get()).docs.map((d) => d.id).sort();

beforeEach(async () => {
  await clearFirestore();
});

test('seeds every coaching, branch and area under its fixed id', async () => {
  expect(await seedCatalogue(ctx())).toEqual({
    coachings: KOTA_COACHINGS.length,
    branches: KOTA_BRANCHES.length,
    areas: KOTA_AREAS.length,
  });
  expect(await ids(COLLECTIONS.coachings)).toEqual(KOTA_COACHINGS.map((c) => c.id).sort());
  expect(await ids(COLLECTIONS.branches)).toEqual(KOTA_BRANCHES.map((b) => b.id).sort());
  expect(await ids(COLLECTIONS.areas)).toEqual(KOTA_AREAS.map((a) => a.id).sort());
  const sankalp = (await adminDb().collection(COLLECTIONS.branches).doc('allen-sankalp').get()).data();
  expect(sankalp).toMatchObject({ coaching_id: 'allen', area: 'Indra Vihar' });
  expect(sankalp?.createdAt).toBeInstanceOf(Timestamp);
});

test('a second run duplicates nothing, keeps createdAt and leaves admin-created documents alone', async () => {
  await adminDb()
    .collection(COLLECTIONS.areas)
    .doc('admin-made')
    .set({ name: 'Admin Made', lat: 25.1, lng: 75.8, popular: false });
  await seedCatalogue(ctx());
  const first = (await adminDb().collection(COLLECTIONS.coachings).doc('allen').get()).data();
  await seedCatalogue(ctx());
  const second = (await adminDb().collection(COLLECTIONS.coachings).doc('allen').get()).data();
  expect(second?.createdAt).toEqual(first?.createdAt);
  expect(await ids(COLLECTIONS.coachings)).toHaveLength(KOTA_COACHINGS.length);
  expect(await ids(COLLECTIONS.areas)).toEqual([...KOTA_AREAS.map((a) => a.id), 'admin-made'].sort());
});

test('each run gives the catalogue a new version, so cached copies in the API are dropped', async () => {
  const version = async () =>
    (await adminDb().collection(COLLECTIONS.meta).doc(CATALOGUE_VERSION_DOC).get()).get('version') as unknown;
  await seedCatalogue(ctx());
  const first = await version();
  expect(first).toEqual(expect.any(String));
  await seedCatalogue(ctx());
  expect(await version()).not.toBe(first);
});
