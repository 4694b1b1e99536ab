// Demo PG listings around Kota's student areas and coaching campuses (docs/listing-model.md).
// Deterministic: a seeded PRNG and fixed ids (`demo-pg-00001` …), so running the seed again rewrites the
// same documents, and the benchmark can generate 10,000 of them the same way. Every document carries
// `demo: true` — the web shows a banner: these are not real listings. Each listing is written as its public
// `pgs/{id}` document and its private `pg_private/{id}` one (owner and verifier uids), like the write path does.
import { geohashForLocation } from 'geofire-common';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { KOTA_UTC_OFFSET_MS } from '@kotastay/shared/constants';
import { distanceM, destinationPoint, type LatLng } from '@kotastay/shared/geo';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { nearestBranchesIn } from '@kotastay/shared/nearest-branches';
import { slugify } from '@kotastay/shared/schemas/catalogue';
import {
  AMENITIES,
  CHECKLIST_ITEMS,
  DEMO_PHOTO_SCENES,
  PHOTO_VARIANTS,
  PgPrivateDocSchema,
  demoPhotoUrl,
  derivePgFields,
  isPublicPg,
  splitPgRecord,
  type Amenity,
  type Gender,
  type NearbyBranch,
  type PgRecord,
  type PgStatus,
  type PgType,
  type Photo,
  type RoomOption,
  type Sharing,
  type VerificationStatus,
} from '@kotastay/shared/schemas/pg';
import { aggregateRatings, type Ratings } from '@kotastay/shared/schemas/review';
import type { ExtraCharge, MonthlyCharges } from '@kotastay/shared/monthly-cost';
import { rebuildSearchIndex, type RebuildOutcome } from '../../functions/src/domain/listings/search-index-store';
import type { SeedContext } from './context';

export const DEMO_PG_COUNT = 320;
const SEED = 20_251_123;
/** Firestore allows 500 writes per batch; each listing is two writes (pgs and pg_private). */
const BATCH_SIZE = 200;

/** mulberry32: tiny, fast, good enough for demo data, and identical on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
export const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const chance = (r: Rand, p: number) => r() < p;
export const between = (r: Rand, min: number, max: number) => min + r() * (max - min);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
function weighted<T>(r: Rand, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [value, w] of options) {
    x -= w;
    if (x < 0) return value;
  }
  return (options[options.length - 1] as readonly [T, number])[0];
}

const NAME_STEMS = [
  'Shree Balaji',
  'Saraswati',
  'Shri Ram',
  'Krishna',
  'Ganesh',
  'Laxmi',
  'Shiv Shakti',
  'Maa Durga',
  'Om Sai',
  'Gayatri',
  'Radhe Krishna',
  'Jai Ambe',
  'Sunrise',
  'Green Valley',
  'Royal',
  'Silver Oak',
  'Bright Future',
  'Vidya',
  'Gyan Deep',
  'Achievers',
  'Aakash',
  'Shubham',
  'Neelkanth',
  'Mahadev',
  'Hanuman',
  'Vardhman',
  'Ashirwad',
  'Kamla',
  'Sai Kripa',
  'Tulsi',
  'Galaxy',
  'Elite',
  'Prime',
  'Orchid',
  'Shanti',
  'Annapurna',
  'Keshav',
  'Gurukripa',
  'Sankalp',
  'Toppers',
  'Ekta',
  'Nandini',
  'Sharda',
  'Meera',
  'Vatsalya',
  'Chanakya',
] as const;
const GIRLS_STEMS = [
  'Saraswati',
  'Nandini',
  'Meera',
  'Sharda',
  'Gayatri',
  'Laxmi',
  'Kamla',
  'Tulsi',
  'Annapurna',
  'Orchid',
] as const;

function nameFor(r: Rand, type: PgType, gender: Gender): string {
  const stem = gender === 'girls' && chance(r, 0.6) ? pick(r, GIRLS_STEMS) : pick(r, NAME_STEMS);
  switch (type) {
    case 'hostel':
      return `${stem} ${gender === 'girls' ? 'Girls Hostel' : gender === 'boys' ? pick(r, ['Boys Hostel', 'Hostel', 'Residency']) : 'Hostel'}`;
    case 'pg':
      return `${stem} ${gender === 'girls' ? pick(r, ['Girls PG', 'Ladies PG', 'Residency']) : pick(r, ['PG', 'Residency', 'Niwas', 'Paying Guest', 'Bhawan'])}`;
    case 'room':
      return `${stem} ${pick(r, ['Rooms', 'Student Rooms', 'House'])}`;
    case 'flat':
      return `${stem} ${pick(r, ['Apartments', 'Flats', 'Homes'])}`;
  }
}

/** Places listings cluster around: area centres and campuses, weighted by how many students live there. */
type Hub = LatLng & { spreadM: number; weight: number };
const HUBS: Hub[] = [
  ...KOTA_AREAS.map((a) => ({ lat: a.lat, lng: a.lng, spreadM: 1400, weight: a.popular ? 3 : 1 })),
  ...KOTA_BRANCHES.map((b) => ({
    lat: b.lat,
    lng: b.lng,
    spreadM: 900,
    weight: b.coaching_id === 'allen' || b.coaching_id === 'motion' ? 3 : 1.5,
  })),
];
const HUB_OPTIONS = HUBS.map((h) => [h, h.weight] as const);

function nearestArea(p: LatLng) {
  let best = KOTA_AREAS[0] as (typeof KOTA_AREAS)[number];
  let bestM = Infinity;
  for (const a of KOTA_AREAS) {
    const d = distanceM(p, a);
    if (d < bestM) {
      bestM = d;
      best = a;
    }
  }
  return best;
}

/** The five closest coaching campuses, nearest first, for the detail page. */
export const nearbyBranchesOf = (p: LatLng, count = 5): NearbyBranch[] =>
  nearestBranchesIn({ coachings: KOTA_COACHINGS, branches: KOTA_BRANCHES }, p, count);

const SCENE_ALT: Record<(typeof DEMO_PHOTO_SCENES)[number], string> = {
  building: 'Outside view of the building',
  room: 'A furnished room',
  mess: 'The mess and dining area',
  study: 'Study table with lamp',
  common: 'Common room',
};

export function demoPhotos(pgId: string, name: string, count: number): Photo[] {
  const { width, height } = PHOTO_VARIANTS.full;
  return DEMO_PHOTO_SCENES.slice(0, count).map((scene, i) => ({
    id: `${pgId}-p${i}`,
    alt: `${SCENE_ALT[scene]} at ${name} (demo illustration)`,
    urls: {
      thumb: demoPhotoUrl(pgId, i, 'thumb'),
      card: demoPhotoUrl(pgId, i, 'card'),
      full: demoPhotoUrl(pgId, i, 'full'),
    },
    width,
    height,
  }));
}

const COST_NOTES = [
  'Electricity by sub-meter at ₹9/unit; water and Wi-Fi included.',
  'All inclusive: electricity, water, Wi-Fi, laundry and meals.',
  'AC electricity billed separately (about ₹800–1,200/month in summer); rest included.',
  'Laundry ₹300/month extra; electricity included up to 100 units.',
  'Electricity shared equally per room by meter reading; no other charges.',
] as const;

/** Notes that sit beside stated charges without contradicting them. */
const CHARGED_NOTES = {
  per_unit: 'The room’s sub-meter is read on the 1st of each month; the bill shows both readings.',
  other: 'Every charge is billed with the rent, with a receipt to parents.',
} as const;
const costNote = (charges: MonthlyCharges | null, legacy: string): string =>
  charges ? CHARGED_NOTES[charges.electricity.mode === 'per_unit' ? 'per_unit' : 'other'] : legacy;

/** Share of listings seeded the old way, without stated charges ("extras not stated"), as published before issue #12. */
const NO_CHARGES_SHARE = 0.15;

/**
 * The recurring extras and one-time charges of demo listing `n` (docs/decisions/160-true-monthly-cost.md), from
 * their own random stream so that adding them left every other seeded field as it was. Electricity ₹8–10/unit
 * for 60–120 units (AC rooms nearer the top), or a flat ₹500–1,000, or included; the mess ₹2,500–3,500 where meals
 * are not in the rent; laundry, Wi-Fi, the water cooler and transport as Kota PGs charge them. Null for the
 * share seeded without charges.
 */
export function demoCharges(
  n: number,
  seed: number,
  p: {
    tier: keyof typeof SINGLE_RENT;
    foodIncluded: boolean;
    hasAc: boolean;
    amenities: readonly Amenity[];
    type: PgType;
  },
): MonthlyCharges | null {
  const r = prng((seed ^ Math.imul(n, 0x9e3779b1)) >>> 0);
  if (chance(r, NO_CHARGES_SHARE)) return null;
  const monthly = (min: number, max: number, step: number): ExtraCharge => ({
    mode: 'monthly',
    inrPerMonth: roundTo(between(r, min, max), step),
  });
  const included: ExtraCharge = { mode: 'included', inrPerMonth: 0 };
  const notOffered: ExtraCharge = { mode: 'not_offered', inrPerMonth: 0 };
  const has = (a: Amenity) => p.amenities.includes(a);

  const em = weighted(r, [
    ['per_unit', 65],
    ['fixed', 15],
    ['included', p.tier === 'premium' ? 35 : 15],
  ] as const);
  const electricity =
    em === 'per_unit'
      ? {
          mode: em,
          inrPerUnit: pick(r, [8, 8.5, 9, 9, 9.5, 10]),
          unitsPerMonth: roundTo(p.hasAc ? between(r, 90, 120) : between(r, 60, 100), 5),
          inrPerMonth: 0,
        }
      : em === 'fixed'
        ? { mode: em, inrPerUnit: 0, unitsPerMonth: 0, inrPerMonth: roundTo(between(r, 500, 1000), 100) }
        : { mode: em, inrPerUnit: 0, unitsPerMonth: 0, inrPerMonth: 0 };
  const mess = p.foodIncluded ? included : p.type === 'flat' || chance(r, 0.4) ? notOffered : monthly(2500, 3500, 100);
  const laundry = has('laundry')
    ? chance(r, 0.6)
      ? included
      : monthly(250, 500, 50)
    : chance(r, 0.5)
      ? monthly(300, 500, 50)
      : notOffered;
  const wifi = has('wifi') ? (chance(r, 0.7) ? included : monthly(200, 300, 50)) : notOffered;
  const waterCooler = has('cooler') ? (chance(r, 0.6) ? included : monthly(300, 600, 50)) : notOffered;
  const transport = chance(r, 0.65) ? notOffered : chance(r, 0.3) ? included : monthly(500, 1000, 100);
  const oneTime = chance(r, 0.35)
    ? [
        {
          label: pick(r, ['Mattress and bedding kit', 'Cupboard lock and keys', 'Biometric enrolment']),
          inr: roundTo(between(r, 200, 1500), 100),
        },
      ]
    : [];
  return { electricity, mess, laundry, wifi, waterCooler, transport, oneTime };
}

/** A month of tiers: budget / standard / premium single-room rents per Kota reporting (docs/requirements/kota-domain.md#rents). */
const SINGLE_RENT: Record<'budget' | 'standard' | 'premium', readonly [number, number]> = {
  budget: [7000, 9000],
  standard: [8500, 12000],
  premium: [13000, 15000],
};
const SHARING_FACTOR: Record<Sharing, number> = { single: 1, double: 0.72, triple: 0.58 };

function roomsFor(
  r: Rand,
  pgId: string,
  type: PgType,
  tier: keyof typeof SINGLE_RENT,
  compliant: boolean,
): RoomOption[] {
  const base = between(r, ...SINGLE_RENT[tier]) * (type === 'room' ? 0.75 : type === 'flat' ? 0.85 : 1);
  const sharings: Sharing[] =
    type === 'flat'
      ? ['double', 'triple']
      : ([
          'single',
          ...(chance(r, 0.6) ? ['double' as const] : []),
          ...(chance(r, 0.25) ? ['triple' as const] : []),
        ] as Sharing[]);
  const rooms: RoomOption[] = [];
  for (const sharing of sharings) {
    const acOptions =
      tier === 'premium' ? [true] : tier === 'budget' ? [false] : chance(r, 0.5) ? [false, true] : [chance(r, 0.5)];
    for (const ac of acOptions) {
      const rentInr = roundTo(base * SHARING_FACTOR[sharing] * (ac && tier !== 'premium' ? 1.18 : 1), 250);
      const bedsTotal =
        (sharing === 'single' ? 1 : sharing === 'double' ? 2 : 3) *
        Math.ceil(between(r, 2, type === 'hostel' ? 30 : 8));
      rooms.push({
        id: `${pgId}-r${rooms.length}`,
        sharing,
        ac,
        rentInr: Math.max(3000, rentInr),
        depositInr: compliant ? 0 : roundTo(rentInr, 500),
        bedsTotal,
        bedsAvailable: Math.floor(r() * (bedsTotal + 1) * 0.6),
        attachedBathroom: tier !== 'budget' || chance(r, 0.3),
      });
    }
  }
  return rooms;
}

function amenitiesFor(
  r: Rand,
  tier: keyof typeof SINGLE_RENT,
  gender: Gender,
  hasAc: boolean,
  food: boolean,
  compliant: boolean,
): Amenity[] {
  const set = new Set<Amenity>(['wifi', 'ro_water', 'study_table']);
  if (hasAc) set.add('ac');
  else set.add('cooler');
  if (food) set.add('mess');
  if (compliant) ['cctv', 'biometric', 'anti_suicide_fan', 'fire_safety'].forEach((a) => set.add(a as Amenity));
  if (gender !== 'boys') set.add('female_warden');
  if (tier !== 'budget')
    ['laundry', 'housekeeping', 'power_backup', 'geyser', 'warden'].forEach(
      (a) => chance(r, 0.85) && set.add(a as Amenity),
    );
  const extras: Amenity[] = ['lift', 'parking', 'gym', 'library', 'fridge', 'recreation_room', 'first_aid'];
  for (const a of extras) if (chance(r, tier === 'premium' ? 0.6 : 0.25)) set.add(a);
  // Closed-list order, so cards show the most important first.
  return AMENITIES.filter((a) => set.has(a));
}

const EPOCH_MS = Date.UTC(2025, 5, 1, 4, 30);
const HOUR_MS = 3_600_000;
/**
 * The moment demo listings' last checks are counted back from (docs/decisions/206-trust-that-stays-fresh.md): noon in
 * Kota on the day the seed runs. A fixed day let the demo age: eight days after it the freshest-looking listings were
 * 176 days old, and within a fortnight most would have read "Re-check due". Counted from the seed's own day, the demo
 * shows the same ages whenever it is started; every run on one day writes the same dates.
 */
function checkAnchorMs(nowMs: number): number {
  const kotaDay = Math.floor((nowMs + KOTA_UTC_OFFSET_MS) / (24 * HOUR_MS));
  return kotaDay * 24 * HOUR_MS - KOTA_UTC_OFFSET_MS + 12 * HOUR_MS;
}

/**
 * Days from the check anchor back to a demo listing's last check: most within the last 5½ months, about 1 in 12 past
 * the 180 days that make it "Re-check due". Its own random stream, so every other seeded field stays as before.
 */
function checkAgeDays(n: number, seed: number): number {
  const r = prng(seed + n * 104_729 + 17);
  return chance(r, 0.08) ? Math.floor(between(r, 181, 260)) : Math.floor(between(r, 2, 168));
}
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Owners of the demo listings (uids). The first is the users seed's demo PG owner account, so signing in as it
 * shows about ten listings; the others are owners without accounts.
 */
export const DEMO_OWNER_IDS = [
  'demo-pg-owner',
  ...Array.from({ length: 23 }, (_, i) => `demo-owner-${String(i + 2).padStart(2, '0')}`),
];

/** The number of a demo listing from its id (`demo-pg-00042` → 42). */
export const demoPgNumber = (id: string): number => Number(id.slice('demo-pg-'.length));

/**
 * The ratings of demo PG `n`'s `count` seeded reviews, from their own PRNG stream: the listing's aggregate
 * (demoPg) and the reviews themselves (scripts/seed/reviews.ts) are made from the same numbers.
 */
export function demoReviewRatings(n: number, count: number, seed = SEED): Ratings[] {
  const r = prng(seed + n * 7919 + 1);
  const quality = between(r, 3, 4.9);
  const star = (bias = 0) => Math.min(5, Math.max(1, Math.round(quality + bias + (r() - 0.5) * 2)));
  return Array.from({ length: count }, () => ({
    overall: star(),
    food: star(-0.2),
    safety: star(0.2),
    cleanliness: star(),
    ownerBehaviour: star(),
    studyEnvironment: star(0.1),
  }));
}

/** Builds demo PG number `n` (1-based); the same n always gives the same listing. */
export function demoPg(n: number, seed = SEED, nowMs = Date.now()): PgRecord {
  const r = prng(seed + n * 7919);
  const id = `demo-pg-${String(n).padStart(5, '0')}`;
  const hub = weighted(r, HUB_OPTIONS);
  const location = destinationPoint(hub, r() * 360, hub.spreadM * Math.sqrt(r()));
  const rounded = { lat: Math.round(location.lat * 1e6) / 1e6, lng: Math.round(location.lng * 1e6) / 1e6 };
  const area = nearestArea(rounded);

  const type = weighted<PgType>(r, [
    ['pg', 45],
    ['hostel', 40],
    ['room', 10],
    ['flat', 5],
  ]);
  const gender = weighted<Gender>(r, [
    ['boys', 50],
    ['girls', 35],
    ['coed', 15],
  ]);
  const tier = weighted(r, [
    ['budget', 30],
    ['standard', 55],
    ['premium', 15],
  ] as const);

  const verificationStatus = weighted<VerificationStatus>(r, [
    ['verified', 86],
    ['pending', 7],
    ['unverified', 5],
    ['rejected', 2],
  ]);
  const status = weighted<PgStatus>(r, [
    ['published', 92],
    ['draft', 4],
    ['hidden', 4],
  ]);
  const visible = status === 'published' ? !chance(r, 0.02) : status !== 'hidden' && chance(r, 0.5);
  // Verified listings passed the Kota Cares checks; some others still ask for a deposit.
  const compliant = verificationStatus === 'verified' || chance(r, 0.6);

  const name = nameFor(r, type, gender);
  const rooms = roomsFor(r, id, type, tier, compliant);
  const derived = derivePgFields(rooms);
  const foodIncluded = type === 'hostel' || (type === 'pg' && chance(r, 0.8));
  const food = {
    included: foodIncluded,
    vegOnly: foodIncluded && chance(r, 0.8),
    mealsPerDay: foodIncluded ? pick(r, [2, 3, 3, 3]) : 0,
  };
  const amenities = amenitiesFor(r, tier, gender, derived.hasAc, foodIncluded, compliant);

  const createdMs = EPOCH_MS + n * 7 * HOUR_MS + Math.floor(r() * 6) * HOUR_MS;
  // Drawn whether used or not, so every field after it stays as older seeds made it; the check date is the last check.
  const firstCheckMs = createdMs + Math.floor(between(r, 2, 20)) * 24 * HOUR_MS;
  const verifiedMs = Math.max(firstCheckMs, checkAnchorMs(nowMs) - checkAgeDays(n, seed) * 24 * HOUR_MS);
  const verified = verificationStatus === 'verified';
  const checklist = verified
    ? CHECKLIST_ITEMS.filter((item) => item !== 'female_warden' || gender !== 'boys').map((item) => ({
        item,
        ok: true,
        checkedAt: iso(verifiedMs),
      }))
    : [];
  // A public listing has 0–4 seeded reviews (scripts/seed/reviews.ts writes them, each from a confirmed stay);
  // its rating fields are their aggregate, computed by the same function as the review Function's.
  const reviewCount = verified && visible && status === 'published' && chance(r, 0.8) ? 1 + Math.floor(r() * 4) : 0;
  const rating = aggregateRatings(demoReviewRatings(n, reviewCount, seed));
  const entryTime =
    type === 'flat' ? null : gender === 'girls' ? pick(r, ['21:00', '21:30']) : pick(r, ['22:00', '22:00', '22:30']);
  const nearby = nearbyBranchesOf(rounded);
  const closest = nearby[0];
  const charges = demoCharges(n, seed, { tier, foodIncluded, hasAc: derived.hasAc, amenities, type });

  const doc: PgRecord = {
    id,
    name,
    slug: slugify(`${name} ${area.name}`),
    ownerId: pick(r, DEMO_OWNER_IDS),
    type,
    gender,
    address: `${Math.floor(between(r, 1, 600))}-${pick(r, ['A', 'B', 'C', 'D'])}, ${area.name}, Kota, Rajasthan 3240${pick(r, ['05', '07', '09', '10'])}`,
    areaId: area.id,
    areaName: area.name,
    location: rounded,
    geohash: geohashForLocation([rounded.lat, rounded.lng]),
    rooms,
    food,
    amenities,
    rules: {
      entryTime,
      visitorsAllowed: gender === 'coed' || chance(r, 0.5),
      parentsStayAvailable: type === 'hostel' && chance(r, 0.4),
      notes:
        gender === 'girls'
          ? 'Visitors meet in the reception only. Night attendance at 21:30.'
          : 'Night attendance at 22:30. No smoking or alcohol.',
    },
    photos: demoPhotos(id, name, type === 'flat' || type === 'room' ? 3 : food.included ? 5 : 4),
    description:
      `${name} is a ${type === 'pg' ? 'PG' : type} for ${gender === 'coed' ? 'students' : gender} in ${area.name}` +
      (closest ? `, ${closest.walkMinutes} minutes' walk from ${closest.coachingName} ${closest.branchName}` : '') +
      `. ${food.included ? `${food.mealsPerDay} ${food.vegOnly ? 'vegetarian ' : ''}meals a day from the in-house mess.` : 'No mess; tiffin services deliver nearby.'}` +
      ` ${tier === 'premium' ? 'Spacious AC rooms with attached bathrooms and daily housekeeping.' : 'Clean, simple rooms with a study table in each.'}` +
      ' Demo listing: illustrative data, not a real property.',
    verification: {
      status: verificationStatus,
      verifiedAt: verified ? iso(verifiedMs) : null,
      verifiedBy: verified ? 'demo-team-verifier' : null,
      verifiedByName: verified
        ? pick(r, ['KotaStay team · Rohit', 'KotaStay team · Priya', 'KotaStay team · Aman'])
        : null,
      checklist,
    },
    visible,
    status,
    ...rating,
    ...derived,
    // The old note is drawn whether used or not, so every field after it stays as older seeds made it.
    totalMonthlyCostNote: costNote(charges, pick(r, COST_NOTES)),
    maintenanceInrPerYear: pick(r, [0, 1000, 1500, 2000]),
    ...(charges ? { charges } : {}),
    nearbyBranches: nearby,
    demo: true,
    createdAt: iso(createdMs),
    updatedAt: iso(verified ? verifiedMs : createdMs),
  };
  return doc;
}

/** Listings 1..count, validated against the schemas (a seed that writes bad data hides bugs). */
export function demoPgs(count = DEMO_PG_COUNT, seed = SEED, nowMs = Date.now()): PgRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const record = demoPg(i + 1, seed, nowMs);
    PgPrivateDocSchema.parse(splitPgRecord(record).private);
    return record;
  });
}

/**
 * Writes listings in batches of BATCH_SIZE with fixed ids (set = create or replace: idempotent), each as its
 * public pgs document and its pg_private document. `set` replaces the whole document, so re-seeding also drops
 * private fields that an older seed wrote into pgs. Then rebuilds the search index from `pgs` directly, so a search
 * right after the seed sees every listing without waiting for the index trigger (which may also run: it writes
 * the same entries).
 */
/** The ids among `refs` that hold a document (read in chunks: one getAll per 300). */
export async function existingIds(
  db: SeedContext['db'],
  refs: readonly FirebaseFirestore.DocumentReference[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < refs.length; i += 300) {
    const snaps = await db.getAll(...refs.slice(i, i + 300));
    for (const snap of snaps) if (snap.exists) found.add(snap.ref.path);
  }
  return found;
}

/**
 * How a seed treats documents already there. `reset` (the tests' fixtures) writes every document as generated;
 * `keep` (`npm start`, `npm run seed`: docs/demo-data.md) writes only the missing ones, so a restart never undoes
 * what people did since — a review, a bed count, a booking — and the numbers derived from those documents are then
 * recomputed from them (reviews.ts#recomputeRatings), never taken from the generator's own idea.
 */
export type SeedMode = 'reset' | 'keep';

export async function writePgs(
  ctx: Pick<SeedContext, 'db'>,
  all: readonly PgRecord[],
  mode: SeedMode = 'reset',
): Promise<RebuildOutcome> {
  const there =
    mode === 'keep'
      ? await existingIds(
          ctx.db,
          all.map((r) => ctx.db.collection(COLLECTIONS.pgs).doc(r.id)),
        )
      : new Set();
  const records = all.filter((r) => !there.has(`${COLLECTIONS.pgs}/${r.id}`));
  for (let i = 0; i < records.length; i += BATCH_SIZE) {
    const batch = ctx.db.batch();
    for (const record of records.slice(i, i + BATCH_SIZE)) {
      const { pg, private: priv } = splitPgRecord(record);
      batch.set(ctx.db.collection(COLLECTIONS.pgs).doc(pg.id), pg);
      batch.set(ctx.db.collection(COLLECTIONS.pgPrivate).doc(pg.id), priv);
    }
    await batch.commit();
  }
  return rebuildSearchIndex(ctx.db);
}

/** How many demo listings the seed writes (KOTASTAY_DEMO_PGS overrides). */
export const seededPgCount = (): number => Number(process.env.KOTASTAY_DEMO_PGS ?? DEMO_PG_COUNT);

export async function seedPgs(
  ctx: SeedContext,
  pgs: readonly PgRecord[] = demoPgs(seededPgCount()),
  mode: SeedMode = 'reset',
): Promise<Record<string, number>> {
  const index = await writePgs(ctx, pgs, mode);
  return { pgs: pgs.length, publicPgs: pgs.filter(isPublicPg).length, searchIndexDocs: index.shardDocs };
}
