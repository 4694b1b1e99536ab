import { describe, expect, it } from 'vitest';
import { offsetM, ringRadiiM, toSvg } from './map-projection';

describe('map projection', () => {
  const center = { lat: 25.1425, lng: 75.8526 };
  it('puts a point 1 km north 1 km above the centre', () => {
    const p = { lat: center.lat + 1000 / 110_574, lng: center.lng };
    expect(offsetM(center, p).yM).toBeCloseTo(1000, 0);
    const svg = toSvg(center, p, 5000, 200);
    expect(svg.x).toBeCloseTo(100, 5);
    expect(svg.y).toBeCloseTo(80, 1); // 1 km of a 5 km radius is 20 px of a 100 px half-side, upwards
  });
  it('keeps far points on the edge of the box', () => {
    const svg = toSvg(center, { lat: center.lat, lng: center.lng + 1 }, 5000, 200);
    expect(svg.x).toBe(200);
  });
  it('gives positions in hundredths of a pixel, so server and browser render the same numbers', () => {
    // The case the PG page hydrated with a mismatch on: any last-bit difference in Math.cos disappears.
    const p = { lat: 25.137_912, lng: 75.841_77 };
    const { x, y } = toSvg(center, p, 1500, 200);
    expect(Math.round(x * 100) / 100).toBe(x);
    expect(Math.round(y * 100) / 100).toBe(y);
    expect(String(x)).toMatch(/^\d+(\.\d{1,2})?$/);
  });
  it('draws rings up to the radius', () => {
    expect(ringRadiiM(5000)).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(ringRadiiM(20_000)).toEqual([5000, 10_000, 15_000, 20_000]);
  });
});
