// Rules matrix for pg_drafts/{pgId}, pg_private/{pgId} and listing_reviews/{id}
// (docs/decisions/070-listing-drafts-and-verification.md): a current verified owner creates and edits only their
// own draft, only owner fields, each schema-valid; Functions alone write photos/review/live and the other two
// collections; current admins read everything; nobody else reads anything; a demoted admin or owner loses it all.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, query, collection, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { emptyDraftInput, type PgDraftInput } from '@kotastay/shared/schemas/pg-draft';
import { ACTORS, contextFor, rulesEnv, seedRoleMirrors, uidOf, type Actor } from '../test-utils/rules';

let env: RulesTestEnvironment;
const OWNER = uidOf('pg_owner');
const OTHER_OWNER = 'other-owner-uid';

const validInput = (): PgDraftInput => ({
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
  ],
  amenities: ['wifi', 'cctv'],
  declaration: { spring_loaded_fans: true, cctv_working: true },
});

const stored = (ownerId: string, over: Record<string, unknown> = {}) => ({
  ...validInput(),
  ownerId,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
  review: { status: 'draft', reason: null, submittedAt: null, decidedAt: null },
  photos: [],
  live: null,
  ...over,
});

const newDraft = (ownerId: string, over: Record<string, unknown> = {}) => ({
  ...validInput(),
  ownerId,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...over,
});

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  // users/{uid}.role mirrors each actor's claim (what the role-sync keeps true); the demoted admin's no longer does.
  await seedRoleMirrors(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, COLLECTIONS.users, OTHER_OWNER), { role: 'pg_owner' });
    await setDoc(doc(db, COLLECTIONS.pgDrafts, 'mine'), stored(OWNER));
    await setDoc(doc(db, COLLECTIONS.pgDrafts, 'theirs'), stored(OTHER_OWNER));
    await setDoc(doc(db, COLLECTIONS.pgs, 'taken'), { name: 'Seeded', visible: true, status: 'published', verification: { status: 'verified' } });
    await setDoc(doc(db, COLLECTIONS.pgPrivate, 'mine'), { ownerId: OWNER, verifiedBy: uidOf('admin') });
    await setDoc(doc(db, COLLECTIONS.pgPrivate, 'theirs'), { ownerId: OTHER_OWNER, verifiedBy: uidOf('admin') });
    await setDoc(doc(db, COLLECTIONS.listingReviews, 'd1'), { pgId: 'mine', decision: 'approved', reviewerUid: uidOf('admin') });
  });
});

const dbOf = (actor: Actor) => contextFor(env, actor).firestore();
const NON_OWNERS = ACTORS.filter((a) => a !== 'pg_owner');
const ADMINS = ['admin', 'super_admin'] as const;

describe('pg_drafts reads', () => {
  test.each(ACTORS)('%s: get/list of own drafts only (admins: all)', async (actor) => {
    const db = dbOf(actor);
    const isAdmin = (ADMINS as readonly string[]).includes(actor);
    const mine = actor === 'pg_owner';
    const expectRead = async (p: Promise<unknown>, ok: boolean) => (ok ? assertSucceeds(p) : assertFails(p));
    await expectRead(getDoc(doc(db, COLLECTIONS.pgDrafts, 'mine')), mine || isAdmin);
    await expectRead(getDoc(doc(db, COLLECTIONS.pgDrafts, 'theirs')), isAdmin);
    await expectRead(getDocs(collection(db, COLLECTIONS.pgDrafts)), isAdmin);
    if (actor !== 'anonymous')
      await assertSucceeds(getDocs(query(collection(db, COLLECTIONS.pgDrafts), where('ownerId', '==', uidOf(actor)))));
    await expectRead(getDocs(query(collection(db, COLLECTIONS.pgDrafts), where('ownerId', '==', OTHER_OWNER))), isAdmin);
    await expectRead(
      getDocs(query(collection(db, COLLECTIONS.pgDrafts), where('review.status', '==', 'submitted'))),
      isAdmin,
    );
  });
});

describe('pg_drafts: an id nobody has used yet (a new listing before its first edit)', () => {
  test.each(ACTORS)('%s: reads it only as a current owner (or an admin)', async (actor) => {
    const p = getDoc(doc(dbOf(actor), COLLECTIONS.pgDrafts, 'unused-id'));
    await (actor === 'pg_owner' || (ADMINS as readonly string[]).includes(actor) ? assertSucceeds(p) : assertFails(p));
  });
  test('an owner whose role was removed cannot', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), COLLECTIONS.users, OWNER), { role: null });
    });
    await assertFails(getDoc(doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'unused-id')));
  });
  test("another owner's draft stays closed to the owner (the empty-id read reveals nothing else)", async () => {
    await assertFails(getDoc(doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'theirs')));
  });
});

describe('pg_drafts create', () => {
  test('a current verified owner creates their own schema-valid draft', async () => {
    await assertSucceeds(setDoc(doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'new-1'), newDraft(OWNER)));
  });

  test.each(NON_OWNERS)('%s cannot create a draft, not even one naming itself', async (actor) => {
    const uid = actor === 'anonymous' ? 'anon' : uidOf(actor);
    await assertFails(setDoc(doc(dbOf(actor), COLLECTIONS.pgDrafts, 'new-1'), newDraft(uid)));
  });

  test('the owner cannot create a draft for someone else, or take the id of a public listing', async () => {
    const db = dbOf('pg_owner');
    await assertFails(setDoc(doc(db, COLLECTIONS.pgDrafts, 'new-1'), newDraft(OTHER_OWNER)));
    await assertFails(setDoc(doc(db, COLLECTIONS.pgDrafts, 'taken'), newDraft(OWNER)));
  });

  test.each([
    ['review', { review: { status: 'approved', reason: null, submittedAt: null, decidedAt: null } }],
    ['verification', { verification: { status: 'verified' } }],
    ['status', { status: 'published' }],
    ['visible', { visible: true }],
    ['ratingAvg', { ratingAvg: 5 }],
    ['photos', { photos: [{ id: 'p', alt: 'x', urls: { thumb: 'a', card: 'a', full: 'a' }, width: 1, height: 1 }] }],
    ['live', { live: { visible: true, verifiedAt: '2026-01-01T00:00:00Z' } }],
    ['minRentInr (derived)', { minRentInr: 500 }],
    ['a client createdAt', { createdAt: Timestamp.fromMillis(0) }],
  ])('the owner cannot create with %s', async (_name, over) => {
    await assertFails(setDoc(doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'new-1'), newDraft(OWNER, over)));
  });

  const room = validInput().rooms[0]!;
  test.each([
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['an unknown type', { type: 'villa' }],
    ['an unknown gender', { gender: 'men' }],
    ['a hostile area id', { areaId: '__name__' }],
    ['a pin outside India', { location: { lat: 51.5, lng: -0.1 } }],
    ['a pin with extra keys', { location: { lat: 25.1, lng: 75.8, alt: 1 } }],
    ['eleven room options', { rooms: Array.from({ length: 11 }, (_, i) => ({ ...room, id: `r${i}` })) }],
    ['a fractional rent', { rooms: [{ ...room, rentInr: 9000.5 }] }],
    ['a rent as text', { rooms: [{ ...room, rentInr: '9000' }] }],
    ['a room with an extra field', { rooms: [{ ...room, verified: true }] }],
    ['a room missing beds', { rooms: [{ id: 'r1', sharing: 'double', ac: true, attachedBathroom: true, rentInr: 1, depositInr: 0, bedsTotal: 1 }] }],
    ['a bad 10th room', { rooms: [...Array.from({ length: 9 }, (_, i) => ({ ...room, id: `r${i}` })), { ...room, sharing: 'quad' }] }],
    ['an unknown amenity', { amenities: ['wifi', 'pool'] }],
    ['food with extra keys', { food: { included: true, vegOnly: true, mealsPerDay: 3, chef: 'x' } }],
    ['six meals a day', { food: { included: true, vegOnly: true, mealsPerDay: 6 } }],
    ['a bad entry time', { rules: { entryTime: '25:00', visitorsAllowed: false, parentsStayAvailable: false, notes: '' } }],
    ['an unknown declaration item', { declaration: { pool_fenced: true } }],
    ['a declaration that is not a boolean', { declaration: { cctv_working: 'yes' } }],
    ['a negative maintenance', { maintenanceInrPerYear: -1 }],
    ['a missing field', { description: undefined }],
  ])('the owner cannot create with %s', async (_name, over) => {
    const data: Record<string, unknown> = newDraft(OWNER, over);
    for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
    await assertFails(setDoc(doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'new-1'), data));
  });
});

describe('pg_drafts update and delete', () => {
  test('the owner edits owner fields of their own draft (with request.time)', async () => {
    const ref = doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'mine');
    await assertSucceeds(updateDoc(ref, { name: 'Saraswati Hostel', rooms: [], updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: 'No time' }));
  });

  test.each([
    ['review', { review: { status: 'approved', reason: null, submittedAt: null, decidedAt: null } }],
    ['photos', { photos: [{ id: 'p', alt: 'x', urls: { thumb: 'a', card: 'a', full: 'a' }, width: 1, height: 1 }] }],
    ['live', { live: { visible: true, verifiedAt: '2026-01-01T00:00:00Z' } }],
    ['ownerId', { ownerId: OTHER_OWNER }],
    ['verification', { verification: { status: 'verified' } }],
    ['ratingCount', { ratingCount: 100 }],
    ['status', { status: 'published' }],
  ])('the owner cannot write %s', async (_name, over) => {
    await assertFails(updateDoc(doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'mine'), { ...over, updatedAt: serverTimestamp() }));
  });

  test.each(ACTORS)('%s cannot edit another owner’s draft, and nobody deletes through the client', async (actor) => {
    const db = dbOf(actor);
    await assertFails(updateDoc(doc(db, COLLECTIONS.pgDrafts, 'theirs'), { name: 'Mine now', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.pgDrafts, 'theirs')));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.pgDrafts, 'mine')));
  });

  test.each(NON_OWNERS)('%s cannot edit the owner’s draft', async (actor) => {
    await assertFails(updateDoc(doc(dbOf(actor), COLLECTIONS.pgDrafts, 'mine'), { name: 'x', updatedAt: serverTimestamp() }));
  });
});

describe('demoted accounts holding an old token', () => {
  test('an admin whose users/{uid}.role changed reads no drafts, private halves or decisions', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), COLLECTIONS.users, uidOf('admin')), { role: null });
    });
    const db = dbOf('admin');
    await assertFails(getDoc(doc(db, COLLECTIONS.pgDrafts, 'mine')));
    await assertFails(getDocs(collection(db, COLLECTIONS.pgDrafts)));
    await assertFails(getDoc(doc(db, COLLECTIONS.pgPrivate, 'mine')));
    await assertFails(getDocs(collection(db, COLLECTIONS.listingReviews)));
  });

  test('an owner whose role was removed cannot create or edit drafts (still reads their own)', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), COLLECTIONS.users, OWNER), { role: null });
    });
    const db = dbOf('pg_owner');
    await assertFails(setDoc(doc(db, COLLECTIONS.pgDrafts, 'new-1'), newDraft(OWNER)));
    await assertFails(updateDoc(doc(db, COLLECTIONS.pgDrafts, 'mine'), { name: 'x', updatedAt: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(db, COLLECTIONS.pgDrafts, 'mine')));
  });
});

describe('pg_private and listing_reviews', () => {
  test.each(ACTORS)('%s: reads only as the owner (pg_private) or a current admin; never writes', async (actor) => {
    const db = dbOf(actor);
    const isAdmin = (ADMINS as readonly string[]).includes(actor);
    const check = async (p: Promise<unknown>, ok: boolean) => (ok ? assertSucceeds(p) : assertFails(p));
    await check(getDoc(doc(db, COLLECTIONS.pgPrivate, 'mine')), actor === 'pg_owner' || isAdmin);
    await check(getDoc(doc(db, COLLECTIONS.pgPrivate, 'theirs')), isAdmin);
    await check(getDocs(collection(db, COLLECTIONS.pgPrivate)), isAdmin);
    await check(getDoc(doc(db, COLLECTIONS.listingReviews, 'd1')), isAdmin);
    await check(getDocs(collection(db, COLLECTIONS.listingReviews)), isAdmin);
    const uid = actor === 'anonymous' ? 'anon' : uidOf(actor);
    await assertFails(setDoc(doc(db, COLLECTIONS.pgPrivate, 'new'), { ownerId: uid, verifiedBy: uid }));
    await assertFails(updateDoc(doc(db, COLLECTIONS.pgPrivate, 'mine'), { verifiedBy: uid }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.pgPrivate, 'mine')));
    await assertFails(setDoc(doc(db, COLLECTIONS.listingReviews, 'd2'), { pgId: 'mine', decision: 'approved' }));
    await assertFails(updateDoc(doc(db, COLLECTIONS.listingReviews, 'd1'), { decision: 'changes_requested' }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.listingReviews, 'd1')));
  });
});

describe('pg_drafts charges (docs/decisions/160-true-monthly-cost.md)', () => {
  const filled = {
    electricity: { mode: 'per_unit', inrPerUnit: 8.5, unitsPerMonth: 80, inrPerMonth: 0 },
    mess: { mode: 'monthly', inrPerMonth: 3000 },
    laundry: { mode: 'included', inrPerMonth: 0 },
    wifi: { mode: 'included', inrPerMonth: 0 },
    waterCooler: { mode: 'not_offered', inrPerMonth: 0 },
    transport: null,
    oneTime: [{ label: 'Bedding kit', inr: 1500 }],
  };

  test.each(ACTORS)('%s: only the current owner writes charges to their draft', async (actor) => {
    const p = updateDoc(doc(dbOf(actor), COLLECTIONS.pgDrafts, 'mine'), {
      charges: filled,
      updatedAt: serverTimestamp(),
    });
    await (actor === 'pg_owner' ? assertSucceeds(p) : assertFails(p));
  });

  test('a draft made before charges existed (none stored) is still editable, and can gain them', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const old: Record<string, unknown> = stored(OWNER);
      delete old.charges;
      await setDoc(doc(ctx.firestore(), COLLECTIONS.pgDrafts, 'old'), old);
    });
    const ref = doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'old');
    await assertSucceeds(updateDoc(ref, { name: 'Renamed', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { charges: filled, updatedAt: serverTimestamp() }));
  });

  test('room options, then the charges (the web app saves charges in their own write): both allowed and still checked', async () => {
    const room = validInput().rooms[0]!;
    const rooms = Array.from({ length: 3 }, (_, i) => ({ ...room, id: `r${i}`, rentInr: 8000 + i }));
    const full = {
      ...filled,
      transport: { mode: 'monthly', inrPerMonth: 700 },
      oneTime: Array.from({ length: 5 }, (_, i) => ({ label: `Kit ${i}`, inr: 100 })),
    };
    const ref = doc(dbOf('pg_owner'), COLLECTIONS.pgDrafts, 'mine');
    await assertSucceeds(updateDoc(ref, { rooms, name: 'Three rooms', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { charges: full, updatedAt: serverTimestamp() }));
    // A bad room is still refused when only the rooms change, and bad charges when only they change.
    await assertFails(
      updateDoc(ref, { rooms: [rooms[0], { ...room, id: 'r9', rentInr: -1 }], updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(ref, { charges: { ...full, wifi: { mode: 'free', inrPerMonth: 0 } }, updatedAt: serverTimestamp() }),
    );
  });

  test.each([
    ['charges that are not a map', 'free'],
    ['a missing extra', { ...filled, transport: undefined }],
    ['an unknown extra', { ...filled, parking: { mode: 'monthly', inrPerMonth: 500 } }],
    ['an unknown mode', { ...filled, mess: { mode: 'sometimes', inrPerMonth: 0 } }],
    ['a monthly charge over ₹20,000', { ...filled, mess: { mode: 'monthly', inrPerMonth: 20_001 } }],
    ['a fractional monthly charge', { ...filled, wifi: { mode: 'monthly', inrPerMonth: 99.5 } }],
    ['a charge as text', { ...filled, wifi: { mode: 'monthly', inrPerMonth: '200' } }],
    ['an extra with an extra key', { ...filled, wifi: { mode: 'included', inrPerMonth: 0, note: 'x' } }],
    ['electricity without its units', { ...filled, electricity: { mode: 'per_unit', inrPerUnit: 9, inrPerMonth: 0 } }],
    [
      'a rate over ₹50/unit',
      { ...filled, electricity: { mode: 'per_unit', inrPerUnit: 51, unitsPerMonth: 80, inrPerMonth: 0 } },
    ],
    [
      'a negative rate',
      { ...filled, electricity: { mode: 'per_unit', inrPerUnit: -1, unitsPerMonth: 80, inrPerMonth: 0 } },
    ],
    [
      '2,001 units',
      { ...filled, electricity: { mode: 'per_unit', inrPerUnit: 9, unitsPerMonth: 2001, inrPerMonth: 0 } },
    ],
    ['six one-time charges', { ...filled, oneTime: Array.from({ length: 6 }, () => ({ label: 'Kit', inr: 100 })) }],
    ['a one-time label over 60 characters', { ...filled, oneTime: [{ label: 'x'.repeat(61), inr: 100 }] }],
    ['a one-time charge over ₹50,000', { ...filled, oneTime: [{ label: 'Kit', inr: 50_001 }] }],
    [
      'a bad 5th one-time charge',
      { ...filled, oneTime: [...Array.from({ length: 4 }, () => ({ label: 'Kit', inr: 1 })), { label: 'Kit' }] },
    ],
  ])('the owner cannot create or save %s', async (_name, charges) => {
    const clean = (o: Record<string, unknown>) => {
      for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
      return o;
    };
    const value = typeof charges === 'object' ? clean({ ...charges }) : charges;
    const db = dbOf('pg_owner');
    await assertFails(setDoc(doc(db, COLLECTIONS.pgDrafts, 'new-1'), newDraft(OWNER, { charges: value })));
    await assertFails(
      updateDoc(doc(db, COLLECTIONS.pgDrafts, 'mine'), { charges: value, updatedAt: serverTimestamp() }),
    );
  });
});
