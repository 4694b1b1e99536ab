import { describe, expect, test } from 'vitest';
import { distanceM } from '@kotastay/shared/geo';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import {
  PgDetailSchema,
  PgPrivateDocSchema,
  PgSummarySchema,
  isPublicPg,
  splitPgRecord,
  toPgDetail,
  toPgSummary,
} from '@kotastay/shared/schemas/pg';
import { verificationFreshness } from '@kotastay/shared/verification-freshness';
import { demoPg, demoPgs } from './pgs';

const pgs = demoPgs();

describe('demo PGs', () => {
  test('at least 300, schema-valid (demoPgs parses each), unique fixed ids, all marked demo', () => {
    // The demo needs a few hundred listings (search pages, filters, the benchmark); counted, not restated.
    expect(pgs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(pgs.map((p) => p.id)).size).toBe(pgs.length);
    expect(pgs.every((p) => p.demo === true)).toBe(true);
  });

  test('are deterministic: the same number gives the same listing', () => {
    expect(demoPg(42)).toEqual(demoPg(42));
    expect(demoPg(42)).not.toEqual(demoPg(43));
  });

  test('last checks are counted back from the seed day: the demo shows the same ages whenever it is started', () => {
    const ages = (nowMs: number) =>
      demoPgs(400, undefined, nowMs)
        .filter(isPublicPg)
        .map((p) => verificationFreshness(p.verification.verifiedAt, nowMs)!);
    const nov = Date.parse('2026-11-20T06:30:00Z');
    const feb = Date.parse('2027-02-03T17:00:00Z');
    const [a, b] = [ages(nov), ages(feb)];
    // Seeded on another day, a listing is the same number of days since its check: the demo does not age.
    expect(b.map((f) => f.daysAgo)).toEqual(a.map((f) => f.daysAgo));
    // About 1 in 12 public listings reads "Re-check due", never most; no check is dated in the future.
    const due = b.filter((f) => f.recheckDue).length / b.length;
    expect(due).toBeGreaterThan(0.02);
    expect(due).toBeLessThan(0.2);
    expect(Math.min(...b.map((f) => f.daysAgo))).toBeGreaterThanOrEqual(1);
  });

  test('most are public, and some are pending, draft or hidden so the public filter is testable', () => {
    const pub = pgs.filter(isPublicPg).length;
    expect(pub / pgs.length).toBeGreaterThan(0.65);
    expect(pgs.some((p) => p.verification.status === 'pending')).toBe(true);
    expect(pgs.some((p) => p.status === 'draft')).toBe(true);
    expect(pgs.some((p) => p.status === 'hidden')).toBe(true);
    expect(pgs.some((p) => p.status === 'published' && p.verification.status === 'verified' && !p.visible)).toBe(true);
  });

  test('are in Kota (within 15 km of the centre) and mix boys, girls and co-ed', () => {
    for (const p of pgs) expect(distanceM(DEFAULT_CENTER, p.location)).toBeLessThan(15_000);
    const genders = new Set(pgs.map((p) => p.gender));
    expect(genders).toEqual(new Set(['boys', 'girls', 'coed']));
  });

  test('are priced like Kota: single rooms of PGs/hostels 7,000–15,000, sharing cheaper', () => {
    for (const p of pgs.filter((x) => x.type === 'pg' || x.type === 'hostel')) {
      for (const r of p.rooms.filter((x) => x.sharing === 'single')) {
        expect(r.rentInr).toBeGreaterThanOrEqual(7000);
        expect(r.rentInr).toBeLessThanOrEqual(15000);
      }
      const single = p.rooms.find((x) => x.sharing === 'single' && !x.ac);
      const double = p.rooms.find((x) => x.sharing === 'double' && !x.ac);
      if (single && double) expect(double.rentInr).toBeLessThan(single.rentInr);
    }
  });

  test('verified listings follow Kota Cares: no deposit, maintenance ≤ ₹2,000, fans, CCTV, dated checklist', () => {
    for (const p of pgs.filter((x) => x.verification.status === 'verified')) {
      expect(p.rooms.every((r) => r.depositInr === 0)).toBe(true);
      expect(p.maintenanceInrPerYear).toBeLessThanOrEqual(2000);
      expect(p.amenities).toEqual(expect.arrayContaining(['anti_suicide_fan', 'cctv', 'biometric']));
      expect(p.verification.checklist.every((c) => c.ok && c.checkedAt === p.verification.verifiedAt)).toBe(true);
      if (p.gender !== 'boys') expect(p.amenities).toContain('female_warden');
    }
  });

  test('state realistic monthly charges (decision 160), and some are old-style listings without them', () => {
    const charged = pgs.filter((p) => p.charges);
    const share = charged.length / pgs.length;
    expect(share).toBeGreaterThan(0.75);
    expect(share).toBeLessThan(0.95);
    const perUnit = charged.map((p) => p.charges!.electricity).filter((e) => e.mode === 'per_unit');
    expect(perUnit.length).toBeGreaterThan(charged.length / 2);
    for (const e of perUnit) {
      expect(e.inrPerUnit).toBeGreaterThanOrEqual(8);
      expect(e.inrPerUnit).toBeLessThanOrEqual(10);
      expect(e.unitsPerMonth).toBeGreaterThanOrEqual(60);
      expect(e.unitsPerMonth).toBeLessThanOrEqual(120);
    }
    for (const p of charged) {
      const mess = p.charges!.mess;
      // The mess agrees with the food: in the rent when meals are included, otherwise ₹2,500–3,500 or not offered.
      if (p.food.included) expect(mess.mode).toBe('included');
      else if (mess.mode === 'monthly') expect(mess.inrPerMonth).toBeGreaterThanOrEqual(2500);
      if (!p.food.included) expect(mess.mode).not.toBe('included');
      expect(mess.inrPerMonth).toBeLessThanOrEqual(3500);
      for (const o of p.charges!.oneTime) expect(o.label).not.toMatch(/deposit/i);
    }
    expect(charged.some((p) => !p.food.included && p.charges!.mess.mode === 'monthly')).toBe(true);
    expect(pgs.some((p) => isPublicPg(p) && !p.charges)).toBe(true);
  });

  test('photos have explicit sizes and point at the demo photo route', () => {
    for (const p of pgs) {
      expect(p.photos.length).toBeGreaterThan(0);
      for (const ph of p.photos) {
        expect(ph.width).toBe(1200);
        expect(ph.height).toBe(900);
        expect(ph.urls.card).toMatch(/^\/photos\/demo\/demo-pg-\d{5}\/\d-card\.svg$/);
      }
    }
  });
});

test('a listing splits into a public document without owner or verifier uid, and a private one with them', () => {
  for (const p of pgs.slice(0, 50)) {
    const { pg, private: priv } = splitPgRecord(p);
    // The raw public document (what Firestore stores and the rules let anyone read).
    expect(pg).not.toHaveProperty('ownerId');
    expect(pg.verification).not.toHaveProperty('verifiedBy');
    expect(JSON.stringify(pg)).not.toContain(p.ownerId);
    if (p.verification.verifiedBy) expect(JSON.stringify(pg)).not.toContain(p.verification.verifiedBy);
    expect(PgPrivateDocSchema.parse(priv)).toEqual({
      id: p.id,
      ownerId: p.ownerId,
      verifiedBy: p.verification.verifiedBy,
      updatedAt: p.updatedAt,
    });
  }
});

test('the API views of a listing satisfy their schemas and hide internal uids', () => {
  for (const p of pgs.slice(0, 50)) {
    // Check the raw view: parsing would strip unknown keys and hide a leak.
    const detail = toPgDetail(splitPgRecord(p).pg, false);
    PgDetailSchema.parse(detail);
    expect(detail).not.toHaveProperty('ownerId');
    expect(detail.verification).not.toHaveProperty('verifiedBy');
    expect(detail.isPublic).toBe(isPublicPg(p));
    const summary = PgSummarySchema.parse(toPgSummary(p));
    expect(summary.coverPhoto).toEqual(p.photos[0]);
    expect(summary.amenities.length).toBeLessThanOrEqual(6);
  }
});
