// Age from a date of birth, in Kota's calendar (docs/decisions/203-children-and-parental-consent.md). Zod-free, so
// the screens import it without zod.

/** Under 18 on the day: a child (DPDP Act 2023, s. 2(f)). */
export const ADULT_AGE = 18;
/** Dates of birth outside these ages are refused as typing mistakes (a student of 9 or 90 is one). */
export const MIN_AGE = 10;
export const MAX_AGE = 80;

/** A calendar date, YYYY-MM-DD, that exists (2009-02-29 does not). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Whole years from `birthDate` to the Kota day of `nowMs` (IST). */
export function ageOn(birthDate: string, nowMs: number): number {
  const today = new Date(nowMs + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A child on `nowMs`: a known date of birth less than 18 years ago. */
export const isChild = (birthDate: unknown, nowMs: number): boolean =>
  typeof birthDate === 'string' && isCalendarDate(birthDate) && ageOn(birthDate, nowMs) < ADULT_AGE;

/** Why a typed date of birth is refused, or null when it is a real date of a plausible age. */
export function birthDateProblem(s: string, nowMs = Date.now()): string | null {
  if (!isCalendarDate(s)) return 'Enter your date of birth.';
  const age = ageOn(s, nowMs);
  return age < MIN_AGE || age > MAX_AGE ? `Check the year: you should be ${MIN_AGE} to ${MAX_AGE}.` : null;
}

