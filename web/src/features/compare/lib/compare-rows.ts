// What the comparison shows, as a list of row definitions (docs/decisions/170-compare.md). Pure: the screen
// renders whatever `compareRows` returns, in order, so a row is added or moved here and nowhere else.
//
// Each row has a label, a cell per listed PG (`value` for ranking, `lines` to show) and, when one value is
// better for a student (nearer, cheaper, more free beds, better rated), which way — `bestColumnIds` then marks
// the best PG(s) of that row with a word as well as a colour.
import { distanceM, walkMinutes, type LatLng } from '@kotastay/shared/geo';
import { formatInr, formatNumber } from '@kotastay/shared/format';
import { CHECKLIST_ITEMS, SHARING_TYPES, type ChecklistItem, type Sharing } from '@kotastay/shared/schemas/pg';
import { REVIEW_CATEGORIES, type ReviewCategory } from '@kotastay/shared/schemas/review';
import type { ComparePg } from '@kotastay/shared/schemas/compare';
import { monthlyCost } from '@kotastay/shared/monthly-cost';

/** A translator: the screen passes i18next's `t` (keys of the `compare` namespace, or `ns:key`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type RowContext = {
  t: Translate;
  /** 850 → '850 m' (the listings feature's formatter). */
  formatDistance: (metres: number) => string;
  /** An ISO date-time → '12 Mar 2026'. */
  formatDate: (iso: string) => string;
  /** The campus distances are measured from, or null while none is chosen. */
  campus: { name: string; location: LatLng } | null;
};

export type Distance = { distanceM: number; walkMinutes: number };

/** A column whose PG is public; the page shows the others as "no longer listed" and leaves them out of rows. */
export type ListedColumn = { id: string; pg: ComparePg; distance: Distance | null };
export type CompareColumn = ListedColumn | { id: string; pg: null; distance: null };

export type Cell = {
  /** What ranks this cell in its row (lower or higher is better, per the row's `best`); null = nothing to rank. */
  value: number | null;
  /** The text shown, one line each. */
  lines: string[];
  /** A yes/no/not-applicable answer, shown with an icon as well as the words. */
  mark?: 'yes' | 'no' | 'na';
};

export type SectionId = 'distance' | 'rent' | 'costs' | 'beds' | 'food' | 'ratings' | 'kotaCares' | 'rules';
export const SECTIONS: readonly SectionId[] = [
  'distance',
  'rent',
  'costs',
  'beds',
  'food',
  'ratings',
  'kotaCares',
  'rules',
];

export type RowDef = {
  key: string;
  section: SectionId;
  label: string;
  /** Which value is best for a student: 'min' (nearer, cheaper) or 'max' (more beds, better rated). */
  best?: 'min' | 'max';
  /** The word shown on the best cell, e.g. 'Nearest'. */
  bestLabel?: string;
  cell(column: ListedColumn): Cell;
};

/** Straight-line distance from the campus and the walking estimate (shared/src/geo.ts: × 1.3 detour ÷ 80 m/min). */
export function distanceFrom(campus: LatLng, pg: LatLng): Distance {
  const d = Math.round(distanceM(campus, pg));
  return { distanceM: d, walkMinutes: walkMinutes(d) };
}

/** The page's columns: the API's answers in the link's order, ids it was not asked about shown as not listed. */
export function buildColumns(
  ids: readonly string[],
  found: ReadonlyMap<string, ComparePg | null>,
  campus: LatLng | null,
): CompareColumn[] {
  return ids.map((id) => {
    const pg = found.get(id) ?? null;
    if (!pg) return { id, pg: null, distance: null };
    return { id, pg, distance: campus ? distanceFrom(campus, pg.location) : null };
  });
}

export const isListed = (c: CompareColumn): c is ListedColumn => c.pg !== null;

/**
 * The ids of the best column(s) of a row: only when the row ranks, at least two listed PGs have a value, and
 * they are not all equal (marking every column "best" says nothing). Ties share the mark.
 */
export function bestColumnIds(row: RowDef, columns: readonly CompareColumn[]): Set<string> {
  if (!row.best) return new Set();
  const valued = columns
    .filter(isListed)
    .map((c) => ({ id: c.id, value: row.cell(c).value }))
    .filter((v): v is { id: string; value: number } => v.value !== null && Number.isFinite(v.value));
  if (valued.length < 2) return new Set();
  const values = valued.map((v) => v.value);
  const best = row.best === 'min' ? Math.min(...values) : Math.max(...values);
  if (values.every((v) => v === best)) return new Set();
  return new Set(valued.filter((v) => v.value === best).map((v) => v.id));
}

const NONE: Cell = { value: null, lines: ['—'] };

// ---------- Distance ----------
function distanceRows(ctx: RowContext): RowDef[] {
  const { t } = ctx;
  return [
    {
      key: 'distance',
      section: 'distance',
      label: ctx.campus ? t('rows.distanceTo', { campus: ctx.campus.name }) : t('rows.distance'),
      best: 'min',
      bestLabel: t('best.nearest'),
      cell: ({ distance }) =>
        distance
          ? {
              value: distance.distanceM,
              lines: [ctx.formatDistance(distance.distanceM), t('cells.walk', { count: distance.walkMinutes })],
            }
          : { value: null, lines: [t('cells.pickCampus')] },
    },
    {
      key: 'area',
      section: 'distance',
      label: t('rows.area'),
      cell: ({ pg }) => ({ value: null, lines: [pg.areaName] }),
    },
  ];
}

// ---------- Rent by room option ----------
type RoomKey = { sharing: Sharing; ac: boolean };
const roomKeyId = (k: RoomKey) => `${k.sharing}-${k.ac ? 'ac' : 'nonac'}`;

/**
 * One row per kind of room (sharing × AC) that any of the PGs offers, single before double before triple and
 * AC first, so the same kind of room lines up across PGs. A PG with several options of one kind (e.g. with and
 * without an attached bathroom) shows its cheapest, as "from".
 */
export function roomOptionRows(columns: readonly CompareColumn[], ctx: RowContext): RowDef[] {
  const { t } = ctx;
  const offered = new Set(columns.filter(isListed).flatMap((c) => c.pg.rooms.map(roomKeyId)));
  const keys: RoomKey[] = SHARING_TYPES.flatMap((sharing) => [
    { sharing, ac: true },
    { sharing, ac: false },
  ]).filter((k) => offered.has(roomKeyId(k)));
  return keys.map((k) => ({
    key: `rent-${roomKeyId(k)}`,
    section: 'rent',
    label: t('rows.roomOption', {
      sharing: t(`listings:sharingLong.${k.sharing}`),
      ac: t(k.ac ? 'listings:detail.ac' : 'listings:detail.nonAc'),
    }),
    best: 'min',
    bestLabel: t('best.cheapest'),
    cell: ({ pg }) => {
      const rooms = pg.rooms.filter((r) => r.sharing === k.sharing && r.ac === k.ac);
      if (rooms.length === 0) return { value: null, lines: [t('cells.notOffered')] };
      const rent = Math.min(...rooms.map((r) => r.rentInr));
      const free = rooms.reduce((s, r) => s + r.bedsAvailable, 0);
      return {
        value: rent,
        lines: [
          t(rooms.length > 1 ? 'cells.rentFrom' : 'cells.rent', { rent: formatInr(rent) }),
          t('cells.bedsFree', { count: free }),
        ],
      };
    },
  }));
}

// ---------- Other costs ----------
function costRows(ctx: RowContext): RowDef[] {
  const { t } = ctx;
  return [
    {
      key: 'deposit',
      section: 'costs',
      label: t('rows.deposit'),
      best: 'min',
      bestLabel: t('best.lowest'),
      cell: ({ pg }) => {
        const deposit = Math.max(...pg.rooms.map((r) => r.depositInr));
        return { value: deposit, lines: [deposit === 0 ? t('cells.noDeposit') : formatInr(deposit)] };
      },
    },
    {
      key: 'maintenance',
      section: 'costs',
      label: t('rows.maintenance'),
      best: 'min',
      bestLabel: t('best.lowest'),
      cell: ({ pg }) => ({
        value: pg.maintenanceInrPerYear,
        lines: [
          pg.maintenanceInrPerYear === 0
            ? t('cells.noMaintenance')
            : t('cells.perYear', { amount: formatInr(pg.maintenanceInrPerYear) }),
        ],
      }),
    },
    {
      key: 'extras',
      section: 'costs',
      label: t('rows.extras'),
      cell: ({ pg }) => (pg.totalMonthlyCostNote.trim() ? { value: null, lines: [pg.totalMonthlyCostNote] } : NONE),
    },
  ];
}

/**
 * The true monthly cost of each PG's cheapest room option: its rent plus the owner's stated extras
 * (shared/src/monthly-cost.ts, docs/decisions/160-true-monthly-cost.md). A listing that states no extras is not
 * ranked: its rent alone would look cheapest.
 */
export function totalMonthlyRow(ctx: RowContext): RowDef {
  const { t } = ctx;
  return {
    key: 'total-monthly',
    section: 'rent',
    label: t('rows.totalMonthly'),
    best: 'min',
    bestLabel: t('best.cheapest'),
    cell: ({ pg }) => {
      const cost = monthlyCost(pg.minRentInr, pg.charges);
      if (!cost.stated) return { value: null, lines: [formatInr(cost.totalInr), t('cells.extrasNotStated')] };
      return {
        value: cost.totalInr,
        lines: [
          formatInr(cost.totalInr),
          t('cells.rentPlusExtras', { rent: formatInr(cost.rentInr), extras: formatInr(cost.extrasInr) }),
        ],
      };
    },
  };
}

// ---------- Beds ----------
function bedRows(ctx: RowContext): RowDef[] {
  const { t } = ctx;
  return [
    {
      key: 'beds',
      section: 'beds',
      label: t('rows.bedsFree'),
      best: 'max',
      bestLabel: t('best.mostBeds'),
      cell: ({ pg }) => {
        const total = pg.rooms.reduce((s, r) => s + r.bedsTotal, 0);
        return {
          value: pg.bedsAvailable,
          lines: [t('cells.bedsOf', { available: formatNumber(pg.bedsAvailable), total: formatNumber(total) })],
        };
      },
    },
  ];
}

// ---------- Food ----------
function foodRows(ctx: RowContext): RowDef[] {
  const { t } = ctx;
  return [
    {
      key: 'food',
      section: 'food',
      label: t('rows.food'),
      cell: ({ pg }) =>
        pg.food.included
          ? {
              value: null,
              mark: 'yes',
              lines: [
                t('cells.meals', { count: pg.food.mealsPerDay }),
                t(pg.food.vegOnly ? 'listings:detail.foodVeg' : 'listings:detail.foodNonVeg'),
              ],
            }
          : { value: null, mark: 'no', lines: [t('cells.foodNotIncluded')] },
    },
  ];
}

// ---------- Ratings by category ----------
function ratingRows(ctx: RowContext): RowDef[] {
  const { t } = ctx;
  const label = (c: ReviewCategory) => (c === 'overall' ? t('reviews:overall') : t(`reviews:categories.${c}`));
  return REVIEW_CATEGORIES.map((category) => ({
    key: `rating-${category}`,
    section: 'ratings',
    label: label(category),
    best: 'max',
    bestLabel: t('best.topRated'),
    cell: ({ pg }) => {
      if (pg.ratingCount === 0) return { value: null, lines: [t('cells.noReviews')] };
      const value = category === 'overall' ? pg.ratingAvg : (pg.ratingBreakdown?.[category] ?? null);
      if (value === null) return NONE;
      const lines = [t('cells.rating', { rating: value.toFixed(1) })];
      if (category === 'overall') lines.push(t('cells.reviews', { count: pg.ratingCount }));
      return { value, lines };
    },
  }));
}

// ---------- Kota Cares ----------
/** Female wardens are a rule for girls' and co-ed places only. */
const appliesTo = (item: ChecklistItem, pg: ComparePg) => item !== 'female_warden' || pg.gender !== 'boys';

/** Items that apply to this PG, and how many of them the team found met. */
export function kotaCaresScore(pg: ComparePg): { met: number; applicable: number } {
  const applicable = CHECKLIST_ITEMS.filter((item) => appliesTo(item, pg));
  const met = applicable.filter((item) => pg.verification.checklist.some((c) => c.item === item && c.ok)).length;
  return { met, applicable: applicable.length };
}

function kotaCaresRows(ctx: RowContext): RowDef[] {
  const { t } = ctx;
  const summary: RowDef = {
    key: 'kotaCares',
    section: 'kotaCares',
    label: t('rows.kotaCaresMet'),
    best: 'max',
    bestLabel: t('best.mostChecks'),
    cell: ({ pg }) => {
      const { met, applicable } = kotaCaresScore(pg);
      const lines = [t('cells.checksMet', { met, total: applicable })];
      if (pg.verification.verifiedAt)
        lines.push(t('cells.verifiedOn', { date: ctx.formatDate(pg.verification.verifiedAt) }));
      return { value: applicable ? met / applicable : null, lines };
    },
  };
  const items: RowDef[] = CHECKLIST_ITEMS.map((item) => ({
    key: `check-${item}`,
    section: 'kotaCares',
    label: t(`listings:checklist.${item}`),
    cell: ({ pg }) => {
      if (!appliesTo(item, pg)) return { value: null, mark: 'na', lines: [t('cells.notApplicable')] };
      const entry = pg.verification.checklist.find((c) => c.item === item);
      if (!entry) return { value: null, mark: 'no', lines: [t('cells.notChecked')] };
      return entry.ok
        ? { value: null, mark: 'yes', lines: [t('cells.met')] }
        : { value: null, mark: 'no', lines: [t('cells.notMet')] };
    },
  }));
  return [summary, ...items];
}

// ---------- House rules ----------
function ruleRows(ctx: RowContext): RowDef[] {
  const { t } = ctx;
  return [
    {
      key: 'entryTime',
      section: 'rules',
      label: t('rows.entryTime'),
      cell: ({ pg }) => ({ value: null, lines: [pg.rules.entryTime ?? t('cells.noCurfew')] }),
    },
    {
      key: 'visitors',
      section: 'rules',
      label: t('rows.visitors'),
      cell: ({ pg }) => ({
        value: null,
        mark: pg.rules.visitorsAllowed ? 'yes' : 'no',
        lines: [t(pg.rules.visitorsAllowed ? 'cells.yes' : 'cells.no')],
      }),
    },
    {
      key: 'parentsStay',
      section: 'rules',
      label: t('rows.parentsStay'),
      cell: ({ pg }) => ({
        value: null,
        mark: pg.rules.parentsStayAvailable ? 'yes' : 'no',
        lines: [t(pg.rules.parentsStayAvailable ? 'cells.yes' : 'cells.no')],
      }),
    },
  ];
}

/** Every row of the comparison, in the order shown. */
export function compareRows(columns: readonly CompareColumn[], ctx: RowContext): RowDef[] {
  return [
    ...distanceRows(ctx),
    ...roomOptionRows(columns, ctx),
    totalMonthlyRow(ctx),
    ...costRows(ctx),
    ...bedRows(ctx),
    ...foodRows(ctx),
    ...ratingRows(ctx),
    ...kotaCaresRows(ctx),
    ...ruleRows(ctx),
  ];
}
