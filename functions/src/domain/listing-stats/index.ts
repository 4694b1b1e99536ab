// A listing's performance counters (docs/decisions/216-occupancy-slots-performance.md): the only module that names
// listing_stats. Each step of the funnel is counted by the Function that serves it — a search answer, the PG's API
// answer, a save, a booking, the desks' visit-done and move-in — into a buffer in the instance's memory, and the buffer
// is added to Firestore at most every FLUSH_MS: one write per listing and week per flush, to this instance's shard of
// the week's counts. So a page view costs no write of its own and no read, and no document is written more than
// once per FLUSH_MS by one instance (Firestore's ~1 write/s per document holds up to SHARDS × FLUSH_MS/1 s instances).
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  conversions,
  emptyFunnel,
  FUNNEL,
  lastWeeks,
  weekOf,
  type FunnelCounts,
  type FunnelStep,
  type WeekStats,
} from '@kotastay/shared/schemas/listing-stats';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { config } from '../../config';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';

/** Shards of one listing's week: an instance picks one at start and writes only it. */
export const SHARDS = 4;
/**
 * How long counts wait in memory: 10 s in production (lost if the instance dies first), 200 ms in the emulators;
 * the benchmark sets KOTASTAY_STATS_FLUSH_MS to measure production's batching (bench/listing-stats.mjs).
 */
export const FLUSH_MS = Number(process.env.KOTASTAY_STATS_FLUSH_MS) || (config.emulated ? 200 : 10_000);
/** Distinct listing-weeks held before a flush is forced (a search page names up to 20 listings). */
const MAX_BUFFERED = 400;
/** The reasons a visit ended without a move-in, counted as `noMoveIn.{reason}`. */
const REASON_PREFIX = 'noMoveIn';

const shard = Math.floor(Math.random() * SHARDS);
const statsCol = () => db().collection(COLLECTIONS.listingStats);

type Pending = { pgId: string; week: string; add: Record<string, number> };
const buffer = new Map<string, Pending>();
let timer: ReturnType<typeof setTimeout> | null = null;

function add(pgId: string, field: string, n: number, nowMs: number): void {
  const week = weekOf(nowMs);
  const id = `${pgId}_${week}_${shard}`;
  const p = buffer.get(id) ?? { pgId, week, add: {} };
  p.add[field] = (p.add[field] ?? 0) + n;
  buffer.set(id, p);
  if (buffer.size >= MAX_BUFFERED) void flushListingStats();
  else if (!timer) {
    timer = setTimeout(() => void flushListingStats(), FLUSH_MS);
    timer.unref?.();
  }
}

/** One step of the funnel for one listing (buffered; never throws, never waits). */
export function countListing(pgId: string, step: FunnelStep, n = 1, nowMs = Date.now()): void {
  if (n > 0) add(pgId, step, n, nowMs);
}

/** A search answer: one appearance for each listing on the page. */
export function countAppearances(pgIds: readonly string[], nowMs = Date.now()): void {
  for (const id of new Set(pgIds)) add(id, 'searchAppearances', 1, nowMs);
}

/** A visit that ended without a move-in (the booking cancelled after its visit), with the reason the team recorded. */
export function countNoMoveIn(pgId: string, reason: string, nowMs = Date.now()): void {
  add(pgId, `${REASON_PREFIX}.${reason}`, 1, nowMs);
}

/** Adds the buffered counts to Firestore (increments, ≤ 500 a batch); returns the documents written. */
export async function flushListingStats(): Promise<number> {
  if (timer) clearTimeout(timer);
  timer = null;
  const items = [...buffer];
  buffer.clear();
  let batch: WriteBatch = db().batch();
  const commits: Promise<unknown>[] = [];
  items.forEach(([id, p], i) => {
    const inc: Record<string, unknown> = {};
    for (const [field, n] of Object.entries(p.add)) {
      const [head, reason] = field.split('.');
      if (reason) inc[head!] = { ...((inc[head!] as Record<string, unknown> | undefined) ?? {}), [reason]: FieldValue.increment(n) };
      else inc[field] = FieldValue.increment(n);
    }
    batch.set(statsCol().doc(id), { pgId: p.pgId, week: p.week, shard, ...inc }, { merge: true });
    if ((i + 1) % 500 === 0) {
      commits.push(batch.commit());
      batch = db().batch();
    }
  });
  if (items.length % 500 !== 0) commits.push(batch.commit());
  // Counts are worth less than the request that made them: a failed flush is logged and dropped, never retried in a loop.
  await Promise.all(commits).catch((err: unknown) => logger.warn('listing stats not written', { docs: items.length, error: String(err) }));
  return items.length;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The last `weeks` weeks of a listing (the current one first): the shards summed; reasons over all of them. */
export async function listingWeeks(pgId: string, weeks = 4, nowMs = Date.now()): Promise<{ weeks: WeekStats[]; noMoveInReasons: { reason: string; count: number }[] }> {
  const keys = lastWeeks(nowMs, weeks);
  const snap = await statsCol().where('pgId', '==', pgId).where('week', 'in', keys).get();
  const byWeek = new Map<string, FunnelCounts>(keys.map((k) => [k, emptyFunnel()]));
  const reasons = new Map<string, number>();
  for (const d of snap.docs) {
    const c = byWeek.get(String(d.get('week')));
    if (!c) continue;
    for (const step of FUNNEL) c[step] += num(d.get(step));
    const r: unknown = d.get(REASON_PREFIX);
    if (r && typeof r === 'object') for (const [k, v] of Object.entries(r)) reasons.set(k, (reasons.get(k) ?? 0) + num(v));
  }
  return {
    weeks: keys.map((week) => {
      const counts = byWeek.get(week)!;
      return { week, counts, conversion: conversions(counts) };
    }),
    noMoveInReasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

/**
 * A booking transition the desks (or the student) made, as the API answered it: a visit done, a move-in, or a visit
 * that ended without one (cancelled after the visit, with the reason the team recorded). Only when it changed.
 */
export function countBookingStep(r: { changed: boolean; booking: Pick<BookingDoc, 'pgId' | 'status' | 'cancelReason' | 'timeline'> }, nowMs = Date.now()): void {
  if (!r.changed) return;
  const b = r.booking;
  if (b.status === 'visit_done') countListing(b.pgId, 'visitsDone', 1, nowMs);
  else if (b.status === 'confirmed') countListing(b.pgId, 'moveIns', 1, nowMs);
  else if (b.status === 'cancelled' && b.timeline.some((t) => t.status === 'visit_done')) countNoMoveIn(b.pgId, b.cancelReason ?? 'unknown', nowMs);
}
