// The true monthly cost of a room option (docs/decisions/160-true-monthly-cost.md): the rent plus every
// recurring extra the owner states (electricity per unit or fixed, mess, laundry, Wi-Fi, water cooler, transport
// to coaching), and the one-time charges beside it. ONE function computes it for the owner's wizard, the admin
// review, the cards, the PG page and the search index, so every screen and the sort agree to the rupee.
// Zod-free: the listing screens import it without pulling zod into their chunks (the schemas are in
// schemas/charges.ts).

/** How electricity is billed: in the rent, by the sub-meter (₹/unit × the units the owner expects), or a flat ₹/month. */
export const ELECTRICITY_MODES = ['included', 'per_unit', 'fixed'] as const;
export type ElectricityMode = (typeof ELECTRICITY_MODES)[number];

/** Every other recurring extra: in the rent, not offered at all, or ₹/month on top of the rent. */
export const EXTRA_MODES = ['included', 'not_offered', 'monthly'] as const;
export type ExtraMode = (typeof EXTRA_MODES)[number];

/** The recurring extras besides electricity, in display order. */
export const RECURRING_EXTRAS = ['mess', 'laundry', 'wifi', 'waterCooler', 'transport'] as const;
export type RecurringExtra = (typeof RECURRING_EXTRAS)[number];
/** Every recurring line of the breakdown, in display order. */
export type ChargeKey = 'electricity' | RecurringExtra;
export const CHARGE_KEYS: readonly ChargeKey[] = ['electricity', ...RECURRING_EXTRAS];

// Bounds (the draft schema, the Firestore rules and the wizard use the same numbers).
/** The most one recurring extra may cost a month (a Kota mess is ₹2,500–3,500). */
export const MAX_EXTRA_INR_PER_MONTH = 20_000;
/** ₹ per electricity unit (kWh): Kota's sub-meters charge ₹8–10. */
export const MAX_INR_PER_UNIT = 50;
export const MAX_UNITS_PER_MONTH = 2_000;
export const MAX_ONE_TIME_CHARGES = 5;
export const MAX_ONE_TIME_CHARGE_INR = 50_000;
export const ONE_TIME_LABEL_MAX = 60;

export type ElectricityCharge = {
  mode: ElectricityMode;
  /** ₹ per unit (per_unit; may have paise, e.g. 8.5); 0 otherwise. */
  inrPerUnit: number;
  /** Units a month the owner expects a resident to use (per_unit); 0 otherwise. */
  unitsPerMonth: number;
  /** Flat ₹ a month (fixed); 0 otherwise. */
  inrPerMonth: number;
};
export type ExtraCharge = { mode: ExtraMode; /** ₹ a month (monthly); 0 otherwise. */ inrPerMonth: number };
/** A charge paid once (at move-in or a year), e.g. "Mattress and bedding kit". Never a deposit (Kota Cares). */
export type OneTimeCharge = { label: string; inr: number };

/** What a published listing states (`pgs/{id}.charges`): every recurring extra answered. */
export type MonthlyCharges = { electricity: ElectricityCharge } & Record<RecurringExtra, ExtraCharge> & {
    oneTime: OneTimeCharge[];
  };

/** One line of the breakdown. `inr` is what it adds to the month (0 when included or not offered). */
export type CostLine = {
  key: ChargeKey;
  /** 'per_unit' | 'fixed' for electricity; 'monthly' for the others; or included / not offered. */
  mode: ElectricityMode | ExtraMode;
  inr: number;
  /** Electricity by the unit: the rate and the expected units, so the screen can say "₹9 × 80 units". */
  inrPerUnit?: number;
  unitsPerMonth?: number;
};

export type MonthlyCost = {
  rentInr: number;
  /** False for a listing that states no charges (published before charges were asked for): rent only. */
  stated: boolean;
  /** Every recurring line, in display order (empty when not stated). */
  lines: CostLine[];
  /** Sum of the recurring extras, whole rupees. */
  extrasInr: number;
  /** rentInr + extrasInr, whole rupees. */
  totalInr: number;
  /** One-time charges as stated (empty when none or not stated). */
  oneTime: OneTimeCharge[];
};

/** Electricity for one month, whole rupees (a per-unit rate with paise is rounded once, at the end). */
function electricityInr(e: ElectricityCharge): number {
  if (e.mode === 'per_unit') return Math.round(e.inrPerUnit * e.unitsPerMonth);
  if (e.mode === 'fixed') return Math.round(e.inrPerMonth);
  return 0;
}

const extraInr = (c: ExtraCharge): number => (c.mode === 'monthly' ? Math.round(c.inrPerMonth) : 0);

/** The breakdown lines of stated charges. */
function linesOf(charges: MonthlyCharges): CostLine[] {
  const e = charges.electricity;
  const electricity: CostLine =
    e.mode === 'per_unit'
      ? {
          key: 'electricity',
          mode: e.mode,
          inr: electricityInr(e),
          inrPerUnit: e.inrPerUnit,
          unitsPerMonth: e.unitsPerMonth,
        }
      : { key: 'electricity', mode: e.mode, inr: electricityInr(e) };
  return [
    electricity,
    ...RECURRING_EXTRAS.map((key): CostLine => ({ key, mode: charges[key].mode, inr: extraInr(charges[key]) })),
  ];
}

/**
 * What a listing's recurring extras add to a month, whole rupees; null when the listing states no charges. The
 * same for every room option (electricity is one expected-units figure per listing), so the search index keeps
 * this one number and a room's total is its rent plus it.
 */
export function monthlyExtrasInr(charges: MonthlyCharges | null | undefined): number | null {
  if (!charges) return null;
  return linesOf(charges).reduce((sum, l) => sum + l.inr, 0);
}

/** The true monthly cost of a room option at `rentInr`: the rent, each extra, the total, and the one-time charges. */
export function monthlyCost(rentInr: number, charges: MonthlyCharges | null | undefined): MonthlyCost {
  const rent = Math.round(rentInr);
  if (!charges) return { rentInr: rent, stated: false, lines: [], extrasInr: 0, totalInr: rent, oneTime: [] };
  const lines = linesOf(charges);
  const extrasInr = lines.reduce((sum, l) => sum + l.inr, 0);
  return { rentInr: rent, stated: true, lines, extrasInr, totalInr: rent + extrasInr, oneTime: [...charges.oneTime] };
}

/** A total from a rent and the index's extras figure: null when the extras are not stated. */
export function totalOrNull(rentInr: number, extrasInr: number | null | undefined): number | null {
  return extrasInr === null || extrasInr === undefined ? null : Math.round(rentInr) + extrasInr;
}

/** A one-time charge labelled as a deposit is what Kota Cares forbids (docs/requirements/kota-domain.md). */
export const DEPOSIT_LABEL = /deposit|caution|security|refundable|अमानत|जमानत|सिक्योरिटी/i;
