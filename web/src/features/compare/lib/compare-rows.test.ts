// The comparison's rows: which rows exist, what each cell says, which PG is marked best, and the distances.
import { describe, expect, test } from 'vitest';
import { destinationPoint, distanceM } from '@kotastay/shared/geo';
import type { ComparePg } from '@kotastay/shared/schemas/compare';
import { CHECKLIST_ITEMS, type RoomOption } from '@kotastay/shared/schemas/pg';
import {
  bestColumnIds,
  buildColumns,
  compareRows,
  distanceFrom,
  kotaCaresScore,
  roomOptionRows,
  type CompareColumn,
  type RowContext,
  type RowDef,
} from './compare-rows';
import { parseCompareParams } from './compare-params';

const CAMPUS = { lat: 25.1425, lng: 75.8526 };

/** A fake translator that shows the key and its options, so tests can read what a cell would say. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);
const ctx = (campus: RowContext['campus'] = { name: 'Allen Samarth', location: CAMPUS }): RowContext => ({
  t,
  formatDistance: (m) => `${m} m`,
  formatDate: (iso) => iso.slice(0, 10),
  campus,
});

const room = (over: Partial<RoomOption>): RoomOption => ({
  id: 'r1',
  sharing: 'single',
  ac: false,
  rentInr: 9000,
  depositInr: 0,
  bedsTotal: 4,
  bedsAvailable: 2,
  attachedBathroom: true,
  ...over,
});

function pg(id: string, metresFromCampus: number, over: Partial<ComparePg> = {}): ComparePg {
  const rooms = over.rooms ?? [room({})];
  return {
    id,
    name: `PG ${id}`,
    slug: id,
    type: 'pg',
    gender: 'boys',
    areaId: 'talwandi',
    areaName: 'Talwandi',
    location: destinationPoint(CAMPUS, 90, metresFromCampus),
    rooms,
    food: { included: true, vegOnly: true, mealsPerDay: 3 },
    amenities: [],
    ratingAvg: 0,
    ratingCount: 0,
    ratingBreakdown: null,
    minRentInr: Math.min(...rooms.map((r) => r.rentInr)),
    maxRentInr: Math.max(...rooms.map((r) => r.rentInr)),
    bedsAvailable: rooms.reduce((s, r) => s + r.bedsAvailable, 0),
    maintenanceInrPerYear: 1000,
    totalMonthlyCostNote: '',
    charges: null,
    rules: { entryTime: '22:00', visitorsAllowed: false, parentsStayAvailable: true, notes: '' },
    coverPhoto: null,
    verification: { status: 'verified', verifiedAt: '2026-03-12T10:00:00+05:30', checklist: [] },
    demo: false,
    ...over,
  };
}

function columnsOf(...pgs: (ComparePg | string)[]): CompareColumn[] {
  const found = new Map(pgs.map((p) => (typeof p === 'string' ? [p, null] : [p.id, p])));
  return buildColumns([...found.keys()], found, CAMPUS);
}

const row = (rows: RowDef[], key: string): RowDef => {
  const r = rows.find((x) => x.key === key);
  if (!r) throw new Error(`no row ${key}; rows: ${rows.map((x) => x.key).join(', ')}`);
  return r;
};
const cellOf = (r: RowDef, column: CompareColumn) => {
  if (!column.pg) throw new Error('not listed');
  return r.cell(column as Extract<CompareColumn, { pg: ComparePg }>);
};

describe('distance and walking time', () => {
  test('straight-line metres from the campus, walk = × 1.3 ÷ 80 m/min rounded up (the search’s formula)', () => {
    const d = distanceFrom(CAMPUS, destinationPoint(CAMPUS, 90, 1000));
    expect(d.distanceM).toBe(1000);
    expect(d.walkMinutes).toBe(17); // 1300 m ÷ 80 = 16.25 → 17
    expect(distanceFrom(CAMPUS, CAMPUS)).toEqual({ distanceM: 0, walkMinutes: 0 });
  });

  test('columns keep the link’s order; unknown ids are not listed and have no distance', () => {
    const cols = buildColumns(
      ['b', 'gone', 'a'],
      new Map([
        ['a', pg('a', 400)],
        ['b', pg('b', 900)],
        ['gone', null],
      ]),
      CAMPUS,
    );
    expect(cols.map((c) => [c.id, c.pg?.id ?? null, c.distance?.distanceM ?? null])).toEqual([
      ['b', 'b', 900],
      ['gone', null, null],
      ['a', 'a', 400],
    ]);
    expect(buildColumns(['a'], new Map([['a', pg('a', 400)]]), null)[0]?.distance).toBeNull();
  });

  test('the distance row names the campus, says distance and walk, and marks the nearest', () => {
    const cols = columnsOf(pg('far', 2000), pg('near', 500), pg('mid', 1200));
    const r = row(compareRows(cols, ctx()), 'distance');
    expect(r.label).toBe('rows.distanceTo{"campus":"Allen Samarth"}');
    expect(cellOf(r, cols[1]!).lines).toEqual(['500 m', 'cells.walk{"count":9}']); // 650 m ÷ 80 = 8.1 → 9
    expect([...bestColumnIds(r, cols)]).toEqual(['near']);
  });

  test('without a campus the distance row asks for one and marks nothing', () => {
    const found = new Map([
      ['a', pg('a', 400)],
      ['b', pg('b', 900)],
    ]);
    const cols = buildColumns(['a', 'b'], found, null);
    const r = row(compareRows(cols, ctx(null)), 'distance');
    expect(r.label).toBe('rows.distance');
    expect(cellOf(r, cols[0]!)).toEqual({ value: null, lines: ['cells.pickCampus'] });
    expect(bestColumnIds(r, cols).size).toBe(0);
  });
});

describe('rent by room option', () => {
  test('one row per kind of room any PG offers, single → triple, AC first; the same kind lines up', () => {
    const a = pg('a', 100, {
      rooms: [room({ sharing: 'double', ac: true, rentInr: 8000 }), room({ sharing: 'single', rentInr: 9500 })],
    });
    const b = pg('b', 100, { rooms: [room({ sharing: 'single', rentInr: 9000, bedsAvailable: 1 })] });
    const cols = columnsOf(a, b);
    const rows = roomOptionRows(cols, ctx());
    expect(rows.map((r) => r.key)).toEqual(['rent-single-nonac', 'rent-double-ac']);
    const single = rows[0]!;
    expect(cellOf(single, cols[1]!).lines).toEqual(['cells.rent{"rent":"₹9,000"}', 'cells.bedsFree{"count":1}']);
    expect([...bestColumnIds(single, cols)]).toEqual(['b']);
    expect(cellOf(rows[1]!, cols[1]!)).toEqual({ value: null, lines: ['cells.notOffered'] });
    // Only one PG offers double AC: nothing to compare, nothing marked.
    expect(bestColumnIds(rows[1]!, cols).size).toBe(0);
  });

  test('several options of one kind show the cheapest as "from" and add up their free beds', () => {
    const a = pg('a', 100, {
      rooms: [
        room({ id: 'x', rentInr: 12_500, bedsAvailable: 1 }),
        room({ id: 'y', rentInr: 10_000, bedsAvailable: 3, attachedBathroom: false }),
      ],
    });
    const [r] = roomOptionRows(columnsOf(a), ctx());
    expect(r!.cell({ id: 'a', pg: a, distance: null })).toEqual({
      value: 10_000,
      lines: ['cells.rentFrom{"rent":"₹10,000"}', 'cells.bedsFree{"count":4}'],
    });
  });
});

describe('best marks', () => {
  test('ties share the mark; all equal marks nobody; a higher-is-better row marks the highest', () => {
    const cols = columnsOf(
      pg('a', 100, { rooms: [room({ bedsAvailable: 5 })] }),
      pg('b', 100, { rooms: [room({ bedsAvailable: 5 })] }),
      pg('c', 100, { rooms: [room({ bedsAvailable: 1 })] }),
    );
    const beds = row(compareRows(cols, ctx()), 'beds');
    expect([...bestColumnIds(beds, cols)].sort()).toEqual(['a', 'b']);
    const same = columnsOf(pg('a', 100), pg('b', 100));
    expect(bestColumnIds(row(compareRows(same, ctx()), 'beds'), same).size).toBe(0);
  });

  test('a PG that is no longer listed is never ranked', () => {
    const cols = columnsOf(pg('a', 800), 'gone', pg('b', 300));
    const r = row(compareRows(cols, ctx()), 'distance');
    expect([...bestColumnIds(r, cols)]).toEqual(['b']);
  });

  test('rows that are a matter of taste (food, area, rules) never mark a best', () => {
    const rows = compareRows(columnsOf(pg('a', 1), pg('b', 2)), ctx());
    for (const key of ['area', 'food', 'entryTime', 'visitors', 'parentsStay', 'extras'])
      expect(row(rows, key).best).toBeUndefined();
  });
});

describe('ratings by category', () => {
  test('overall and the five categories from the stored aggregate; no reviews says so and is not ranked', () => {
    const rated = pg('a', 1, {
      ratingAvg: 4.2,
      ratingCount: 7,
      ratingBreakdown: {
        overall: 4.2,
        food: 3.5,
        safety: 4.8,
        cleanliness: 4,
        ownerBehaviour: 4.4,
        studyEnvironment: 4.1,
      },
    });
    const cols = columnsOf(rated, pg('b', 1));
    const rows = compareRows(cols, ctx());
    expect(rows.filter((r) => r.section === 'ratings').map((r) => r.key)).toEqual([
      'rating-overall',
      'rating-food',
      'rating-safety',
      'rating-cleanliness',
      'rating-ownerBehaviour',
      'rating-studyEnvironment',
    ]);
    expect(cellOf(row(rows, 'rating-overall'), cols[0]!).lines).toEqual([
      'cells.rating{"rating":"4.2"}',
      'cells.reviews{"count":7}',
    ]);
    expect(cellOf(row(rows, 'rating-safety'), cols[0]!).value).toBe(4.8);
    expect(cellOf(row(rows, 'rating-food'), cols[1]!)).toEqual({ value: null, lines: ['cells.noReviews'] });
  });
});

describe('Kota Cares', () => {
  const checked = (items: readonly string[], ok = true) =>
    items.map((item) => ({
      item,
      ok,
      checkedAt: '2026-03-12T10:00:00+05:30',
    })) as ComparePg['verification']['checklist'];

  test('female warden does not apply to a boys’ PG; the score counts met items out of those that apply', () => {
    const boys = pg('a', 1, {
      gender: 'boys',
      verification: { status: 'verified', verifiedAt: null, checklist: checked(CHECKLIST_ITEMS) },
    });
    const girls = pg('b', 1, {
      gender: 'girls',
      verification: {
        status: 'verified',
        verifiedAt: null,
        checklist: [...checked(['no_deposit', 'cctv_working']), ...checked(['female_warden'], false)],
      },
    });
    expect(kotaCaresScore(boys)).toEqual({ met: CHECKLIST_ITEMS.length - 1, applicable: CHECKLIST_ITEMS.length - 1 });
    expect(kotaCaresScore(girls)).toEqual({ met: 2, applicable: CHECKLIST_ITEMS.length });
    const cols = columnsOf(boys, girls);
    const rows = compareRows(cols, ctx());
    const warden = row(rows, 'check-female_warden');
    expect(cellOf(warden, cols[0]!)).toMatchObject({ mark: 'na', lines: ['cells.notApplicable'] });
    expect(cellOf(warden, cols[1]!)).toMatchObject({ mark: 'no', lines: ['cells.notMet'] });
    expect(cellOf(row(rows, 'check-fire_safety'), cols[1]!)).toMatchObject({ mark: 'no', lines: ['cells.notChecked'] });
    expect(cellOf(row(rows, 'check-no_deposit'), cols[1]!)).toMatchObject({ mark: 'yes', lines: ['cells.met'] });
    expect([...bestColumnIds(row(rows, 'kotaCares'), cols)]).toEqual(['a']);
  });
});

describe('the link’s parameters', () => {
  test('repeated ids count once, the 4th and later are left out and counted, hostile ids are kept but not asked for', () => {
    const p = parseCompareParams(new URLSearchParams('ids=a,__x__,a,..,b,c&branch=allen-samarth'));
    expect(p.ids).toEqual(['a', '__x__', '..']);
    expect(p.validIds).toEqual(['a']);
    expect(p.droppedCount).toBe(2);
    expect(p.branchId).toBe('allen-samarth');
  });

  test('a/b, blanks and a malformed campus', () => {
    const p = parseCompareParams(new URLSearchParams('ids=a%2Fb,,ok-1&branch=..'));
    expect(p.ids).toEqual(['a/b', 'ok-1']);
    expect(p.validIds).toEqual(['ok-1']);
    expect(p.branchId).toBeNull();
    expect(parseCompareParams(new URLSearchParams('')).ids).toEqual([]);
  });

  test('distances agree with the shared haversine', () => {
    const p = destinationPoint(CAMPUS, 37, 2345);
    expect(distanceFrom(CAMPUS, p).distanceM).toBe(Math.round(distanceM(CAMPUS, p)));
  });
});

describe('the total monthly cost row', () => {
  const charges = (messInr: number) =>
    ({
      electricity: { mode: 'per_unit', inrPerUnit: 9, unitsPerMonth: 100, inrPerMonth: 0 },
      mess: messInr ? { mode: 'monthly', inrPerMonth: messInr } : { mode: 'included', inrPerMonth: 0 },
      laundry: { mode: 'included', inrPerMonth: 0 },
      wifi: { mode: 'included', inrPerMonth: 0 },
      waterCooler: { mode: 'included', inrPerMonth: 0 },
      transport: { mode: 'not_offered', inrPerMonth: 0 },
      oneTime: [],
    }) as unknown as NonNullable<ComparePg['charges']>;

  test('is rent + stated extras, ranks the cheapest total (not the cheapest rent), and never ranks unstated extras', () => {
    const cheapRentDearMess = pg('a', 100, { rooms: [room({ rentInr: 8000 })], charges: charges(3000) });
    const dearerRentNoMess = pg('b', 200, { rooms: [room({ rentInr: 9500 })], charges: charges(0) });
    const unstated = pg('c', 300, { rooms: [room({ rentInr: 7000 })], charges: null });
    const columns = buildColumns(
      ['a', 'b', 'c'],
      new Map([
        ['a', cheapRentDearMess],
        ['b', dearerRentNoMess],
        ['c', unstated],
      ]),
      CAMPUS,
    );
    const row = compareRows(columns, ctx()).find((r) => r.key === 'total-monthly') as RowDef;
    expect(row).toBeDefined();
    const cells = columns.map((c) => row.cell(c as never));
    expect(cells[0]).toMatchObject({ value: 8000 + 900 + 3000 });
    expect(cells[1]).toMatchObject({ value: 9500 + 900 });
    expect(cells[2]).toEqual({ value: null, lines: ['₹7,000', 'cells.extrasNotStated'] });
    expect([...bestColumnIds(row, columns)]).toEqual(['b']);
  });
});
