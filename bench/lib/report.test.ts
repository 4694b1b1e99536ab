import { describe, expect, test } from 'vitest';
import {
  PAGES,
  allVerdicts,
  formatTable,
  median,
  summariseLighthouse,
  summariseNearby,
  summarisePage,
  verdict,
  // @ts-expect-error -- plain .mjs bench module without type declarations
} from './report.mjs';

type Run = ReturnType<typeof summariseLighthouse>;

/** A Lighthouse 13 report cut down to what the bench reads. */
function lhr({ score = 0.92, lcp = 1800, cls = 0.01, tbt = 150 } = {}) {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'first-contentful-paint': { numericValue: 900.4 },
      'cumulative-layout-shift': { numericValue: cls },
      'total-blocking-time': { numericValue: tbt },
      'speed-index': { numericValue: 1200 },
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 20.4 }] },
            { type: 'node', selector: 'div > img', snippet: '<img>', nodeLabel: 'Outside view\n of the building' },
          ],
        },
      },
      'layout-shifts': {
        details: {
          items: [
            { node: { nodeLabel: 'Sort by', selector: 'fieldset' }, score: 0.001 },
            { node: { nodeLabel: 'KotaStay footer', selector: 'footer' }, score: 0.27, subItems: { items: [{ cause: 'Web font loaded' }] } },
          ],
        },
      },
    },
  };
}

const listing = PAGES.find((p: { name: string }) => p.name === 'pg-listing');

describe('median', () => {
  test('odd and even counts, unsorted input, non-numbers ignored', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('verdict', () => {
  test('minimums and maximums are inclusive; no target is no verdict; no number fails', () => {
    expect(verdict(90, { min: 90 })).toBe('PASS');
    expect(verdict(89, { min: 90 })).toBe('FAIL');
    expect(verdict(2000, { max: 2000 })).toBe('PASS');
    expect(verdict(2001, { max: 2000 })).toBe('FAIL');
    expect(verdict(0.051, { max: 0.05 })).toBe('FAIL');
    expect(verdict(123, undefined)).toBe('—');
    expect(verdict(Number.NaN, { max: 200 })).toBe('FAIL');
  });
});

describe('summariseLighthouse', () => {
  test('reads the numbers, the LCP element and phases, and the largest layout shifts first', () => {
    const r: Run = summariseLighthouse(lhr());
    expect(r).toMatchObject({ performance: 92, lcpMs: 1800, fcpMs: 900, cls: 0.01, tbtMs: 150, speedIndexMs: 1200 });
    expect(r.lcpElement).toEqual({ element: 'Outside view of the building', selector: 'div > img', snippet: '<img>' });
    expect(r.lcpPhases).toEqual([{ phase: 'Time to first byte', ms: 20 }]);
    expect(r.layoutShifts.map((s: { selector: string }) => s.selector)).toEqual(['footer', 'fieldset']);
    expect(r.layoutShifts[0].causes).toEqual(['Web font loaded']);
  });
  test('a report without the LCP audits still gives the numbers', () => {
    const r: Run = summariseLighthouse({ categories: { performance: { score: 1 } }, audits: {} });
    expect(r.performance).toBe(100);
    expect(r.lcpElement).toBeNull();
    expect(r.layoutShifts).toEqual([]);
  });
});

describe('summarisePage', () => {
  test('medians of the runs judged against the page targets', () => {
    const runs = [lhr({ lcp: 1400, score: 0.96 }), lhr({ lcp: 2500, score: 0.85 }), lhr({ lcp: 1300, tbt: 400, score: 0.97 })].map(summariseLighthouse);
    const page = summarisePage(listing, runs);
    expect(page.median.lcpMs).toBe(1400);
    expect(page.median.tbtMs).toBe(150);
    expect(page.verdicts).toEqual({ performance: 'PASS', lcpMs: 'PASS', cls: 'PASS', tbtMs: 'PASS' });
    expect(page.pass).toBe(true);
    expect(page.runs).toHaveLength(3);
  });
  test('one metric over budget fails the page, and only that metric', () => {
    const page = summarisePage(listing, [lhr({ cls: 0.27, lcp: 1400 }), lhr({ cls: 0.2, lcp: 1400 }), lhr({ lcp: 1400 })].map(summariseLighthouse));
    expect(page.verdicts.cls).toBe('FAIL');
    expect(page.verdicts.lcpMs).toBe('PASS');
    expect(page.pass).toBe(false);
  });
  test('no runs is not a pass', () => {
    expect(summarisePage(listing, []).pass).toBe(false);
  });
});

describe('the result and its table', () => {
  const nearby = summariseNearby({
    pgs: 10_000,
    overall: { queries: 200, p50Ms: 80, p95Ms: 210, meanDocsRead: 40, docsReadPerReturnedResult: 2.1 },
  });
  const result = {
    pages: [summarisePage(listing, [summariseLighthouse(lhr())])],
    initialJs: { gzipKb: 168, verdict: verdict(168, { max: 170 }) },
    nearby,
    errors: [{ stage: 'x', message: 'boom' }],
  };

  test('nearby: p95 and docs per result are judged, p50 and docs per search are informative', () => {
    expect(nearby.verdicts).toEqual({
      nearbyP50Ms: '—',
      nearbyP95Ms: 'FAIL',
      nearbyDocsPerSearch: '—',
      nearbyDocsPerResult: 'FAIL',
    });
  });
  test('every verdict is counted, a stage that did not run as a FAIL', () => {
    // nearby p95 and docs per result, the stage that did not run, and the page's performance (92 < 95) and LCP (1800 > 1500).
    expect(allVerdicts(result).filter((v: string) => v === 'FAIL')).toHaveLength(5);
  });
  test('the table has a row per metric with its median, target and verdict', () => {
    const table: string = formatTable(result);
    expect(table).toMatch(/\/pg-listing\?…\s+LCP\s+1800 ms\s+≤ 1500 ms\s+FAIL/);
    expect(table).toMatch(/initial JS \(gzip\)\s+168 KB\s+≤ 170 KB\s+PASS/);
    expect(table).toMatch(/p95\s+210 ms\s+≤ 150 ms\s+FAIL/);
    expect(table).toMatch(/docs read \/ result\s+2\.1\s+≤ 1\.5\s+FAIL/);
    expect(table).toMatch(/x\s+did not run\s+boom/);
  });
});
