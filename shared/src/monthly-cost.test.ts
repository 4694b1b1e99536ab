import { describe, expect, test } from 'vitest';
import { monthlyCost, monthlyExtrasInr, totalOrNull, type MonthlyCharges } from './monthly-cost';
import { ChargesCompleteSchema, messMismatch } from './schemas/charges';

const none = { mode: 'not_offered', inrPerMonth: 0 } as const;
const included = { mode: 'included', inrPerMonth: 0 } as const;
const charges = (over: Partial<MonthlyCharges> = {}): MonthlyCharges => ({
  electricity: { mode: 'included', inrPerUnit: 0, unitsPerMonth: 0, inrPerMonth: 0 },
  mess: included,
  laundry: included,
  wifi: included,
  waterCooler: none,
  transport: none,
  oneTime: [],
  ...over,
});

describe('monthlyCost', () => {
  test('everything included or not offered: the total is the rent', () => {
    const c = monthlyCost(9000, charges());
    expect(c).toMatchObject({ rentInr: 9000, stated: true, extrasInr: 0, totalInr: 9000 });
    expect(c.lines.map((l) => [l.key, l.mode, l.inr])).toEqual([
      ['electricity', 'included', 0],
      ['mess', 'included', 0],
      ['laundry', 'included', 0],
      ['wifi', 'included', 0],
      ['waterCooler', 'not_offered', 0],
      ['transport', 'not_offered', 0],
    ]);
  });

  test('electricity by the unit is the rate times the expected units, with rate and units on the line', () => {
    const c = monthlyCost(
      8500,
      charges({ electricity: { mode: 'per_unit', inrPerUnit: 9, unitsPerMonth: 80, inrPerMonth: 0 } }),
    );
    expect(c.lines[0]).toEqual({ key: 'electricity', mode: 'per_unit', inr: 720, inrPerUnit: 9, unitsPerMonth: 80 });
    expect(c.totalInr).toBe(9220);
  });

  test('a fixed electricity charge adds its monthly amount, whatever stray per-unit numbers say', () => {
    const c = monthlyCost(
      8000,
      charges({ electricity: { mode: 'fixed', inrPerUnit: 9, unitsPerMonth: 80, inrPerMonth: 600 } }),
    );
    expect(c.lines[0]).toEqual({ key: 'electricity', mode: 'fixed', inr: 600 });
    expect(c.totalInr).toBe(8600);
  });

  test('mess not included in the rent adds its monthly charge; included adds nothing', () => {
    const without = monthlyCost(7000, charges({ mess: { mode: 'monthly', inrPerMonth: 3000 } }));
    expect(without.totalInr).toBe(10_000);
    expect(without.lines.find((l) => l.key === 'mess')).toEqual({ key: 'mess', mode: 'monthly', inr: 3000 });
    expect(monthlyCost(7000, charges({ mess: included })).totalInr).toBe(7000);
  });

  test('a not-offered extra adds nothing even if an amount was left in it', () => {
    expect(monthlyCost(7000, charges({ laundry: { mode: 'not_offered', inrPerMonth: 400 } })).totalInr).toBe(7000);
  });

  test('every extra adds up, and a per-unit rate with paise is rounded once, to whole rupees', () => {
    const c = monthlyCost(
      10_000,
      charges({
        electricity: { mode: 'per_unit', inrPerUnit: 8.5, unitsPerMonth: 75, inrPerMonth: 0 }, // 637.5 → 638
        mess: { mode: 'monthly', inrPerMonth: 2800 },
        laundry: { mode: 'monthly', inrPerMonth: 300 },
        wifi: { mode: 'monthly', inrPerMonth: 200 },
        waterCooler: { mode: 'monthly', inrPerMonth: 500 },
        transport: { mode: 'monthly', inrPerMonth: 700 },
      }),
    );
    expect(c.lines[0]?.inr).toBe(638);
    expect(c.extrasInr).toBe(638 + 2800 + 300 + 200 + 500 + 700);
    expect(c.totalInr).toBe(10_000 + c.extrasInr);
    expect(Number.isInteger(c.totalInr)).toBe(true);
  });

  test('one-time charges are listed, never added to the month', () => {
    const oneTime = [{ label: 'Mattress and bedding kit', inr: 1500 }];
    const c = monthlyCost(9000, charges({ oneTime }));
    expect(c.oneTime).toEqual(oneTime);
    expect(c.totalInr).toBe(9000);
  });

  test('a listing without charges (published before they were asked for): rent only, not stated', () => {
    for (const missing of [undefined, null]) {
      expect(monthlyCost(9000, missing)).toEqual({
        rentInr: 9000,
        stated: false,
        lines: [],
        extrasInr: 0,
        totalInr: 9000,
        oneTime: [],
      });
      expect(monthlyExtrasInr(missing)).toBeNull();
    }
  });

  test('monthlyExtrasInr is the same for every room, so a room total is rent + extras', () => {
    const c = charges({
      mess: { mode: 'monthly', inrPerMonth: 3000 },
      electricity: { mode: 'fixed', inrPerUnit: 0, unitsPerMonth: 0, inrPerMonth: 500 },
    });
    expect(monthlyExtrasInr(c)).toBe(3500);
    for (const rent of [6000, 9000, 14_000])
      expect(totalOrNull(rent, monthlyExtrasInr(c))).toBe(monthlyCost(rent, c).totalInr);
    expect(totalOrNull(9000, null)).toBeNull();
  });
});

describe('ChargesCompleteSchema (what submit requires)', () => {
  const issues = (v: unknown) =>
    Object.fromEntries(
      (ChargesCompleteSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );

  test('a complete statement passes and drops the numbers its modes do not use', () => {
    const parsed = ChargesCompleteSchema.parse(
      charges({
        electricity: { mode: 'fixed', inrPerUnit: 9, unitsPerMonth: 80, inrPerMonth: 600 },
        laundry: { mode: 'included', inrPerMonth: 300 },
      }),
    );
    expect(parsed.electricity).toEqual({ mode: 'fixed', inrPerUnit: 0, unitsPerMonth: 0, inrPerMonth: 600 });
    expect(parsed.laundry).toEqual({ mode: 'included', inrPerMonth: 0 });
  });

  test('an unanswered extra, a monthly charge of 0, per-unit without a rate or units are named', () => {
    const bad = issues({
      ...charges(),
      electricity: { mode: 'per_unit', inrPerUnit: 0, unitsPerMonth: 0, inrPerMonth: 0 },
      mess: { mode: 'monthly', inrPerMonth: 0 },
      wifi: null,
    });
    expect(Object.keys(bad).sort()).toEqual([
      'electricity.inrPerUnit',
      'electricity.unitsPerMonth',
      'mess.inrPerMonth',
      'wifi',
    ]);
  });

  test('out-of-bounds, fractional rupees and three-decimal rates are refused', () => {
    expect(Object.keys(issues({ ...charges(), mess: { mode: 'monthly', inrPerMonth: 20_001 } }))).toEqual([
      'mess.inrPerMonth',
    ]);
    expect(Object.keys(issues({ ...charges(), mess: { mode: 'monthly', inrPerMonth: 99.5 } }))).toEqual([
      'mess.inrPerMonth',
    ]);
    expect(
      Object.keys(
        issues({
          ...charges(),
          electricity: { mode: 'per_unit', inrPerUnit: 8.555, unitsPerMonth: 80, inrPerMonth: 0 },
        }),
      ),
    ).toEqual(['electricity.inrPerUnit']);
    expect(
      Object.keys(
        issues({ ...charges(), electricity: { mode: 'per_unit', inrPerUnit: 51, unitsPerMonth: 80, inrPerMonth: 0 } }),
      ),
    ).toEqual(['electricity.inrPerUnit']);
  });

  test('a one-time charge that is a deposit is refused (Kota Cares); an unnamed one too', () => {
    expect(issues({ ...charges(), oneTime: [{ label: 'Security deposit', inr: 5000 }] })['oneTime.0.label']).toMatch(
      /deposits/,
    );
    expect(issues({ ...charges(), oneTime: [{ label: 'Caution money', inr: 5000 }] })['oneTime.0.label']).toMatch(
      /deposits/,
    );
    expect(Object.keys(issues({ ...charges(), oneTime: [{ label: ' ', inr: 100 }] }))).toEqual(['oneTime.0.label']);
    expect(Object.keys(issues({ ...charges(), oneTime: [{ label: 'Bedding kit', inr: 1500 }] }))).toEqual([]);
  });

  test('the mess agrees with the Food step', () => {
    expect(messMismatch(true, { mode: 'monthly' })).toMatch(/included/);
    expect(messMismatch(false, { mode: 'included' })).toMatch(/not included/);
    expect(messMismatch(true, { mode: 'included' })).toBeNull();
    expect(messMismatch(false, { mode: 'not_offered' })).toBeNull();
    expect(messMismatch(false, null)).toBeNull();
  });
});
