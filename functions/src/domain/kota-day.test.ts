// Issue #21: a day that means a Kota day is Kota's (IST), never UTC's — at 00:30 in Kota, UTC is still yesterday.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { VISIT_HOURS, kotaDate, withinVisitHours } from '@kotastay/shared/schemas/booking';

const ROOT = path.resolve(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'lib' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the Kota day', () => {
  test('at 00:30 IST it is already the new day in Kota, while UTC still says yesterday', () => {
    const ms = Date.parse('2026-11-27T00:30:00+05:30');
    expect(new Date(ms).toISOString().slice(0, 10)).toBe('2026-11-26');
    expect(kotaDate(ms)).toBe('2026-11-27');
    expect(kotaDate(Date.parse('2026-11-27T05:29:00+05:30'))).toBe('2026-11-27');
    expect(kotaDate(Date.parse('2026-11-26T23:59:00+05:30'))).toBe('2026-11-26');
  });

  test("no web or Functions code takes today's date from UTC (new Date().toISOString().slice(0, 10)); kotaDate is the one way", () => {
    const offenders = ['web/src', 'functions/src', 'scripts/seed'].flatMap((dir) =>
      sources(path.join(ROOT, dir)).filter((file) =>
        /new Date\((Date\.now\(\))?\)\.toISOString\(\)\.(slice|substring|substr)\(0, ?10\)/.test(readFileSync(file, 'utf8')),
      ),
    );
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});

describe('withinVisitHours (issue #21: staff moved a visit to 01:50 at night)', () => {
  test('from the first slot to the last, Kota time, whatever the moment in UTC', () => {
    const at = (hhmm: string) => Date.parse(`2026-11-27T${hhmm}:00+05:30`);
    expect(['10:00', '13:37', '18:00'].map((t) => withinVisitHours(at(t)))).toEqual([true, true, true]);
    expect(['01:50', '09:59', '18:01', '23:30'].map((t) => withinVisitHours(at(t)))).toEqual([false, false, false, false]);
    expect(VISIT_HOURS).toEqual({ from: '10:00', to: '18:00' });
  });
});
