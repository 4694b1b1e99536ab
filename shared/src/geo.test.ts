import { describe, expect, test } from 'vitest';
import { destinationPoint, distanceM, metresToKm, walkMinutes } from './geo';

const KOTA = { lat: 25.1425, lng: 75.8526 };

describe('distanceM (haversine, metres)', () => {
  test('is zero for the same point and symmetric', () => {
    expect(distanceM(KOTA, KOTA)).toBe(0);
    const other = { lat: 25.21, lng: 75.83 };
    expect(distanceM(KOTA, other)).toBeCloseTo(distanceM(other, KOTA), 6);
  });
  test('one degree of latitude is about 111.2 km', () => {
    expect(distanceM({ lat: 25, lng: 75 }, { lat: 26, lng: 75 })).toBeGreaterThan(111_100);
    expect(distanceM({ lat: 25, lng: 75 }, { lat: 26, lng: 75 })).toBeLessThan(111_300);
  });
  test('Kota centre to Landmark City is about 7.8 km (metres, not km)', () => {
    const d = distanceM(KOTA, { lat: 25.21, lng: 75.83 });
    expect(d).toBeGreaterThan(7_500);
    expect(d).toBeLessThan(8_000);
  });
});

describe('destinationPoint', () => {
  test.each([0, 45, 90, 180, 270])('lands the requested distance away on bearing %i°', (bearing) => {
    for (const dist of [100, 4_900, 5_100, 20_000]) {
      expect(distanceM(KOTA, destinationPoint(KOTA, bearing, dist))).toBeCloseTo(dist, 3);
    }
  });
  test('bearing 90 goes east, 0 goes north', () => {
    expect(destinationPoint(KOTA, 90, 1000).lng).toBeGreaterThan(KOTA.lng);
    expect(destinationPoint(KOTA, 0, 1000).lat).toBeGreaterThan(KOTA.lat);
  });
});

describe('walkMinutes', () => {
  test('applies the 1.3 detour factor at 80 m/min and rounds up', () => {
    expect(walkMinutes(800)).toBe(13); // 1040 m of walking = 13 min exactly
    expect(walkMinutes(801)).toBe(14);
    expect(walkMinutes(1)).toBe(1);
    expect(walkMinutes(5000)).toBe(82); // 6500 / 80 = 81.25
  });
  test('is 0 for no distance (and for nonsense input)', () => {
    expect(walkMinutes(0)).toBe(0);
    expect(walkMinutes(Number.NaN)).toBe(0);
    expect(walkMinutes(-5)).toBe(0);
  });
});

test('metresToKm keeps one decimal', () => {
  expect(metresToKm(5000)).toBe(5);
  expect(metresToKm(1549)).toBe(1.5);
});
