// The monthly charges a listing states (docs/decisions/160-true-monthly-cost.md), as zod schemas:
// `DraftChargesSchema` is what the owner's draft may hold while typing (each extra null until answered; the
// Firestore rules mirror it field by field), `ChargesCompleteSchema` what submit requires and what `pgs/{id}.charges`
// holds. The arithmetic is in ../monthly-cost.ts.
import { z } from 'zod';
import { formatInr, formatNumber } from '../format';
import {
  DEPOSIT_LABEL,
  ELECTRICITY_MODES,
  EXTRA_MODES,
  MAX_EXTRA_INR_PER_MONTH,
  MAX_INR_PER_UNIT,
  MAX_ONE_TIME_CHARGE_INR,
  MAX_ONE_TIME_CHARGES,
  MAX_UNITS_PER_MONTH,
  ONE_TIME_LABEL_MAX,
  type MonthlyCharges,
} from '../monthly-cost';

const int = (min: number, max: number, message?: string) =>
  z.number(message).int(message).min(min, message).max(max, message);
/** ₹/unit: a number with at most two decimals (paise). */
const perUnit = (min: number, message?: string) =>
  z
    .number(message)
    .min(min, message)
    .max(MAX_INR_PER_UNIT, message)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most two decimals (paise).');

// ---------- While typing (the draft) ----------
export const DraftElectricitySchema = z.strictObject({
  mode: z.enum(ELECTRICITY_MODES),
  inrPerUnit: perUnit(0),
  unitsPerMonth: int(0, MAX_UNITS_PER_MONTH),
  inrPerMonth: int(0, MAX_EXTRA_INR_PER_MONTH),
});
export const DraftExtraSchema = z.strictObject({
  mode: z.enum(EXTRA_MODES),
  inrPerMonth: int(0, MAX_EXTRA_INR_PER_MONTH),
});
export const DraftOneTimeSchema = z.strictObject({
  label: z.string().max(ONE_TIME_LABEL_MAX),
  inr: int(0, MAX_ONE_TIME_CHARGE_INR),
});

/** The draft's charges: each recurring extra null until the owner answers it. */
export const DraftChargesSchema = z.strictObject({
  electricity: DraftElectricitySchema.nullable(),
  mess: DraftExtraSchema.nullable(),
  laundry: DraftExtraSchema.nullable(),
  wifi: DraftExtraSchema.nullable(),
  waterCooler: DraftExtraSchema.nullable(),
  transport: DraftExtraSchema.nullable(),
  oneTime: z.array(DraftOneTimeSchema).max(MAX_ONE_TIME_CHARGES),
});
export type DraftCharges = z.infer<typeof DraftChargesSchema>;

export function emptyDraftCharges(): DraftCharges {
  return { electricity: null, mess: null, laundry: null, wifi: null, waterCooler: null, transport: null, oneTime: [] };
}

// ---------- Complete (submit, and the public listing) ----------
const ANSWER = 'Say whether this is included in the rent, not offered, or how much it costs a month.';
const MONTHLY = `Enter the monthly charge: ₹1 to ${formatInr(MAX_EXTRA_INR_PER_MONTH)}.`;

export const ElectricitySchema = z
  .strictObject(
    {
      mode: z.enum(ELECTRICITY_MODES, 'Say how electricity is billed: included, per unit or a fixed monthly amount.'),
      inrPerUnit: perUnit(0),
      unitsPerMonth: int(0, MAX_UNITS_PER_MONTH),
      inrPerMonth: int(0, MAX_EXTRA_INR_PER_MONTH),
    },
    'Say how electricity is billed: included, per unit or a fixed monthly amount.',
  )
  .superRefine((e, ctx) => {
    if (e.mode === 'per_unit') {
      if (e.inrPerUnit < 1)
        ctx.addIssue({
          code: 'custom',
          path: ['inrPerUnit'],
          message: `Enter the rate per unit: ₹1 to ₹${MAX_INR_PER_UNIT}.`,
        });
      if (e.unitsPerMonth < 1)
        ctx.addIssue({
          code: 'custom',
          path: ['unitsPerMonth'],
          message: `Enter the units a student uses in a month: 1 to ${formatNumber(MAX_UNITS_PER_MONTH)}.`,
        });
    } else if (e.mode === 'fixed' && e.inrPerMonth < 1) {
      ctx.addIssue({ code: 'custom', path: ['inrPerMonth'], message: MONTHLY });
    }
  })
  // Stored without the numbers the mode does not use, so the public document says one thing.
  .transform((e) => ({
    mode: e.mode,
    inrPerUnit: e.mode === 'per_unit' ? e.inrPerUnit : 0,
    unitsPerMonth: e.mode === 'per_unit' ? e.unitsPerMonth : 0,
    inrPerMonth: e.mode === 'fixed' ? e.inrPerMonth : 0,
  }));

export const ExtraSchema = z
  .strictObject({ mode: z.enum(EXTRA_MODES, ANSWER), inrPerMonth: int(0, MAX_EXTRA_INR_PER_MONTH) }, ANSWER)
  .superRefine((c, ctx) => {
    if (c.mode === 'monthly' && c.inrPerMonth < 1)
      ctx.addIssue({ code: 'custom', path: ['inrPerMonth'], message: MONTHLY });
  })
  .transform((c) => ({ mode: c.mode, inrPerMonth: c.mode === 'monthly' ? c.inrPerMonth : 0 }));

export const OneTimeChargeSchema = z.strictObject({
  label: z
    .string()
    .trim()
    .min(2, 'Name the charge (at least 2 characters).')
    .max(ONE_TIME_LABEL_MAX)
    .refine(
      (l) => !DEPOSIT_LABEL.test(l),
      "Kota's guidelines forbid security and caution deposits: remove this charge.",
    ),
  inr: int(1, MAX_ONE_TIME_CHARGE_INR, `Enter the amount: ₹1 to ${formatInr(MAX_ONE_TIME_CHARGE_INR)}.`),
});

export const ChargesCompleteSchema = z.strictObject(
  {
    electricity: ElectricitySchema,
    mess: ExtraSchema,
    laundry: ExtraSchema,
    wifi: ExtraSchema,
    waterCooler: ExtraSchema,
    transport: ExtraSchema,
    oneTime: z.array(OneTimeChargeSchema).max(MAX_ONE_TIME_CHARGES),
  },
  'State the monthly charges.',
);
// The schema's output is the shared type, so the arithmetic and the documents cannot disagree.
export const MonthlyChargesSchema: z.ZodType<MonthlyCharges, unknown> = ChargesCompleteSchema;

/** The mess line must agree with the Food step: in the rent when meals are included, otherwise not. */
export function messMismatch(foodIncluded: boolean, mess: { mode: string } | null | undefined): string | null {
  if (!mess) return null;
  if (foodIncluded && mess.mode !== 'included')
    return 'Meals are included in the rent (Food step): the mess is included.';
  if (!foodIncluded && mess.mode === 'included')
    return 'Meals are not included in the rent (Food step): choose "not offered" or the monthly mess charge.';
  return null;
}
