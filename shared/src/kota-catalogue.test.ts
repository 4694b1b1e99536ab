import { describe, expect, test } from 'vitest';
import { DEFAULT_CENTER } from './constants';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from './kota-catalogue';
import { AreaSchema, BranchSchema, CoachingSchema } from './schemas/catalogue';

/** Rough distance on Kota's scale (equirectangular is within metres of haversine over 30 km). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6371;
}

const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);
const ranks = (items: readonly { popular: boolean; popularRank?: number }[]) =>
  items.filter((i) => i.popular).map((i) => i.popularRank);

describe('Kota catalogue data', () => {
  test('every record passes its schema', () => {
    for (const c of KOTA_COACHINGS) expect(CoachingSchema.safeParse(c).error).toBeUndefined();
    for (const b of KOTA_BRANCHES) expect(BranchSchema.safeParse(b).error).toBeUndefined();
    for (const a of KOTA_AREAS) expect(AreaSchema.safeParse(a).error).toBeUndefined();
  });

  test('ids are unique within each collection', () => {
    for (const list of [KOTA_COACHINGS, KOTA_BRANCHES, KOTA_AREAS]) expect(new Set(ids(list)).size).toBe(list.length);
  });

  test('every branch belongs to a listed coaching and every coaching has a branch', () => {
    const coachingIds = new Set(ids(KOTA_COACHINGS));
    for (const b of KOTA_BRANCHES) expect(coachingIds, b.id).toContain(b.coaching_id);
    for (const c of KOTA_COACHINGS)
      expect(
        KOTA_BRANCHES.some((b) => b.coaching_id === c.id),
        c.id,
      ).toBe(true);
  });

  test('every branch names a listed area', () => {
    const areaNames = new Set(KOTA_AREAS.map((a) => a.name));
    for (const b of KOTA_BRANCHES) expect(areaNames, b.id).toContain(b.area);
  });

  test('the campuses and areas the product relies on are present', () => {
    const allen = KOTA_BRANCHES.filter((b) => b.coaching_id === 'allen').map((b) => b.name);
    for (const campus of ['Sankalp', 'Sakar', 'Satyarth', 'Sangyan', 'Samarth', 'Kunhadi']) {
      expect(
        allen.some((n) => n.includes(campus)),
        campus,
      ).toBe(true);
    }
    expect(KOTA_BRANCHES.find((b) => b.id === 'allen-sankalp')?.area).toBe('Indra Vihar');
    const motion = KOTA_BRANCHES.filter((b) => b.coaching_id === 'motion').map((b) => b.name);
    for (const campus of ['Drona', 'Dhruv', 'Daksh'])
      expect(
        motion.some((n) => n.includes(campus)),
        campus,
      ).toBe(true);
    for (const area of ['talwandi', 'indra-vihar', 'rajeev-gandhi-nagar', 'landmark-city', 'coral-park', 'borkheda']) {
      expect(ids(KOTA_AREAS)).toContain(area);
    }
  });

  test('about eight popular coachings and areas, with distinct ranks 1..n', () => {
    for (const list of [KOTA_COACHINGS, KOTA_AREAS]) {
      const r = ranks(list);
      expect(r.length).toBeGreaterThanOrEqual(6);
      expect(r.length).toBeLessThanOrEqual(10);
      expect([...r].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(r.map((_, i) => i + 1));
    }
  });

  test('every place is in Kota (within 15 km of the default centre)', () => {
    for (const p of [...KOTA_BRANCHES, ...KOTA_AREAS]) expect(distanceKm(p, DEFAULT_CENTER), p.id).toBeLessThan(15);
  });

  test('the rough area centres of docs/requirements/kota-domain.md#student-areas are used as given', () => {
    const at = (id: string) => KOTA_AREAS.find((a) => a.id === id);
    expect(at('talwandi')).toMatchObject({ lat: 25.14, lng: 75.85 });
    expect(at('landmark-city')).toMatchObject({ lat: 25.21, lng: 75.83 });
    expect(at('coral-park')).toMatchObject({ lat: 25.13, lng: 75.9 });
  });
});
