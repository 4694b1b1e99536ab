// docs/retention.md documents the retention table: every entry of RETENTION is a row of its table with the same
// period (English), and the table names no entry the code does not have — so the two cannot drift apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DAY_MS, RETENTION, RETENTION_IDS, retentionMs } from '../shared/src/retention';

const doc = readFileSync(path.resolve(import.meta.dirname, '../docs/retention.md'), 'utf8');
/** The rows of the doc's table whose first cell is an `entry`: id → cells. */
const rows = new Map(
  doc
    .split('\n')
    .filter((l) => /^\| `\w+` \|/.test(l))
    .map((l) => {
      const cells = l.split('|').slice(1, -1).map((c) => c.trim());
      return [cells[0]!.replace(/`/g, ''), cells] as const;
    }),
);

test('the doc lists every entry of the table, and no other', () => {
  expect([...rows.keys()].sort()).toEqual([...RETENTION_IDS].sort());
});

test.each(RETENTION_IDS)('%s: the doc states the same period and action', (id) => {
  const cells = rows.get(id)!;
  expect(cells[2]).toContain(RETENTION[id].period.en);
  expect(cells[3]!.startsWith(RETENTION[id].action)).toBe(true);
});

test('every entry has real Hindi and a period in days wherever the period is a number', () => {
  for (const id of RETENTION_IDS) {
    const e = RETENTION[id];
    for (const words of [e.data, e.period, e.reason, e.what]) expect(words.hi).toMatch(/[\u0900-\u097F]/);
    if (e.periodDays !== null) expect(retentionMs(id)).toBe(e.periodDays * DAY_MS);
    else expect(() => retentionMs(id)).toThrow();
  }
});
