// A listing's performance, per week (docs/decisions/216-occupancy-slots-performance.md): the funnel from a search
// appearance to a move-in, counted by the Functions that serve each step (never by a client writing Firestore).
import { KOTA_UTC_OFFSET_MS } from '../constants';

export const FUNNEL = ['searchAppearances', 'pageViews', 'saves', 'visitRequests', 'visitsDone', 'moveIns'] as const;
export type FunnelStep = (typeof FUNNEL)[number];
export type FunnelCounts = Record<FunnelStep, number>;

export const emptyFunnel = (): FunnelCounts => ({ searchAppearances: 0, pageViews: 0, saves: 0, visitRequests: 0, visitsDone: 0, moveIns: 0 });

/** The Monday (Kota time) of the week `ms` falls in, as YYYY-MM-DD: the week's key. */
export function weekOf(ms: number): string {
  const kota = new Date(ms + KOTA_UTC_OFFSET_MS);
  const day = (kota.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(kota.getUTCFullYear(), kota.getUTCMonth(), kota.getUTCDate() - day)).toISOString().slice(0, 10);
}

/** The last `n` weeks' keys, the current one first. */
export const lastWeeks = (ms: number, n: number): string[] =>
  Array.from({ length: n }, (_, i) => weekOf(ms - i * 7 * 86_400_000));

/** Each step as a share of the one before it (0–1), null when the step before is 0. */
export function conversions(c: FunnelCounts): Record<Exclude<FunnelStep, 'searchAppearances'>, number | null> {
  const of = (a: number, b: number) => (b > 0 ? a / b : null);
  return {
    pageViews: of(c.pageViews, c.searchAppearances),
    saves: of(c.saves, c.pageViews),
    visitRequests: of(c.visitRequests, c.pageViews),
    visitsDone: of(c.visitsDone, c.visitRequests),
    moveIns: of(c.moveIns, c.visitsDone),
  };
}

export type WeekStats = { week: string; counts: FunnelCounts; conversion: ReturnType<typeof conversions> };

/** A room option's rent against the median of comparable live listings in its area (same gender, sharing, AC, food). */
export type RentComparison = { roomId: string; sharing: string; ac: boolean; rentInr: number; medianInr: number | null; comparables: number };

/** GET /api/listings/{pgId}/performance: the last 4 weeks (newest first), rents against the area, why visits ended. */
export type PerformanceResponse = {
  pgId: string;
  weeks: WeekStats[];
  rents: RentComparison[];
  /** Why visits ended without a move-in in the last 4 weeks (the team's cancel reasons), most frequent first. */
  noMoveInReasons: { reason: string; count: number }[];
};

export const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};
