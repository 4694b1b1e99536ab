// Pure parts of the search: filters (the shared table's matcher), cursors, demo photos.
import { describe, expect, test } from 'vitest';
import type { PgSummarySource, RoomOption } from '@kotastay/shared/schemas/pg';
import { compareKeys, decodeCursor, encodeCursor } from '../cursor';
import { demoPhotoSvg } from './demo-photos';
import { matchFromRentInr } from '@kotastay/shared/listing-filters';
import { InvalidInput } from '../errors';

const room = (over: Partial<RoomOption>): RoomOption => ({
  id: 'r',
  sharing: 'single',
  ac: false,
  rentInr: 9000,
  depositInr: 0,
  bedsTotal: 4,
  bedsAvailable: 2,
  attachedBathroom: true,
  ...over,
});

const pg = (over: Partial<PgSummarySource> = {}): PgSummarySource => ({
  id: 'pg-1',
  name: 'Test PG',
  slug: 'test-pg',
  type: 'pg',
  gender: 'boys',
  areaId: 'talwandi',
  areaName: 'Talwandi',
  location: { lat: 25.14, lng: 75.85 },
  minRentInr: 6000,
  maxRentInr: 12000,
  sharingTypes: ['single', 'double'],
  hasAc: true,
  bedsAvailable: 3,
  food: { included: true, vegOnly: true, mealsPerDay: 3 },
  amenities: ['wifi', 'cctv', 'mess'],
  photos: [],
  rooms: [room({ sharing: 'single', ac: true, rentInr: 12000 }), room({ sharing: 'double', ac: false, rentInr: 6000 })],
  verification: { status: 'verified', verifiedAt: null },
  ratingAvg: 4.2,
  ratingCount: 10,
  demo: true,
  createdAt: '2025-06-01T00:00:00.000Z',
  ...over,
});

describe('matchFromRentInr', () => {
  test('without filters answers the lowest rent', () => {
    expect(matchFromRentInr(pg(), {})).toBe(6000);
  });
  test('room filters must hold for the same room option', () => {
    // Has an AC room and a double room, but no double AC room.
    expect(matchFromRentInr(pg(), { sharing: ['double'], ac: true })).toBeNull();
    expect(matchFromRentInr(pg(), { ac: true })).toBe(12000);
    expect(matchFromRentInr(pg(), { sharing: ['single', 'double'], maxRentInr: 7000 })).toBe(6000);
    expect(matchFromRentInr(pg(), { minRentInr: 7000 })).toBe(12000);
    expect(matchFromRentInr(pg(), { minRentInr: 7000, maxRentInr: 11000 })).toBeNull();
  });
  test('listing filters', () => {
    expect(matchFromRentInr(pg(), { gender: 'girls' })).toBeNull();
    expect(matchFromRentInr(pg(), { type: 'hostel' })).toBeNull();
    expect(matchFromRentInr(pg(), { food: 'veg' })).toBe(6000);
    expect(matchFromRentInr(pg(), { food: 'none' })).toBeNull();
    expect(
      matchFromRentInr(pg({ food: { included: true, vegOnly: false, mealsPerDay: 2 } }), { food: 'veg' }),
    ).toBeNull();
    expect(matchFromRentInr(pg({ food: { included: false, vegOnly: false, mealsPerDay: 0 } }), { food: 'none' })).toBe(
      6000,
    );
    expect(matchFromRentInr(pg(), { amenities: ['wifi', 'cctv'] })).toBe(6000);
    expect(matchFromRentInr(pg(), { amenities: ['wifi', 'gym'] })).toBeNull();
  });
});

describe('cursors', () => {
  test('round-trip', () => {
    const c = encodeCursor({ s: 'distance', k: [123.456], id: 'pg-9' });
    expect(decodeCursor(c, 'distance', 1)).toEqual({ s: 'distance', k: [123.456], id: 'pg-9' });
  });
  test.each([
    ['garbage', 'distance', 1],
    [encodeCursor({ s: 'rating', k: [1, 2, 3], id: 'x' }), 'distance', 1],
    [encodeCursor({ s: 'distance', k: [1, 2], id: 'x' }), 'distance', 1],
    [encodeCursor({ s: 'distance', k: [1], id: '' }), 'distance', 1],
    [Buffer.from('{"s":"distance","k":[null],"id":"x"}').toString('base64url'), 'distance', 1],
  ])('a bad cursor is a 400 naming cursor (%#)', (raw, sort, len) => {
    try {
      decodeCursor(raw, sort, len);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(InvalidInput);
      expect((err as InvalidInput).fields).toHaveProperty('cursor');
    }
  });
  test('compareKeys orders by key then id', () => {
    expect(compareKeys([1], 'b', [2], 'a')).toBeLessThan(0);
    expect(compareKeys([2, 5], 'a', [2, 4], 'z')).toBeGreaterThan(0);
    expect(compareKeys([2], 'a', [2], 'b')).toBeLessThan(0);
    expect(compareKeys([2], 'a', [2], 'a')).toBe(0);
  });
});

describe('demoPhotoSvg', () => {
  test('is deterministic, sized per variant and labelled as a demo', () => {
    const a = demoPhotoSvg('demo-pg-00001', '1-card.svg');
    expect(a).toBe(demoPhotoSvg('demo-pg-00001', '1-card.svg'));
    expect(a).toContain('width="480" height="360"');
    expect(a).toContain('Demo photo');
    expect(demoPhotoSvg('demo-pg-00002', '1-card.svg')).not.toBe(a);
    expect(demoPhotoSvg('demo-pg-00001', '0-full.svg')).toContain('width="1200" height="900"');
  });
  test('unknown files are null (the route answers 404)', () => {
    expect(demoPhotoSvg('x', '9-card.svg')).toBeNull();
    expect(demoPhotoSvg('x', '1-huge.svg')).toBeNull();
    expect(demoPhotoSvg('x', '../etc/passwd')).toBeNull();
  });
});
