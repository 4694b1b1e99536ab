// What a paid Google Places lookup must get past before the provider is asked
// (docs/decisions/192-paid-lookups-and-id-card-metadata.md): the client's lookups this minute and the site's
// lookups this Kota day, both counted in one Firestore transaction BEFORE the call. A refused lookup is a 429
// and counts nowhere; an allowed one counts even if the provider then fails (it may have been billed).
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { PLACES_GOOGLE_DAILY_CAP, PLACES_GOOGLE_PER_CLIENT_PER_MINUTE } from '@kotastay/shared/constants';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { retentionMs } from '@kotastay/shared/retention';
import { db } from '../../lib/admin';
import { KindedError } from '../errors';
import { logger } from '../../lib/log';

export type PlacesBudget = { perClientPerMinute: number; dailyCap: number };

const MINUTE_MS = 60_000;
/** A client's minute document outlives its minute by this much, then Firestore's TTL policy deletes it. */
const RATE_DOC_TTL_MS = 10 * MINUTE_MS;

const positiveInt = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 0) return n;
  logger.warn('A setting is not a whole number; using the default', { name, value: raw, fallback });
  return fallback;
};

/** The limits: the constants, or PLACES_GOOGLE_DAILY_CAP / PLACES_GOOGLE_PER_CLIENT_PER_MINUTE from the environment (0 stops all lookups). */
export function placesBudget(env: Record<string, string | undefined> = process.env): PlacesBudget {
  return {
    perClientPerMinute: positiveInt(env.PLACES_GOOGLE_PER_CLIENT_PER_MINUTE, PLACES_GOOGLE_PER_CLIENT_PER_MINUTE, 'PLACES_GOOGLE_PER_CLIENT_PER_MINUTE'),
    dailyCap: positiveInt(env.PLACES_GOOGLE_DAILY_CAP, PLACES_GOOGLE_DAILY_CAP, 'PLACES_GOOGLE_DAILY_CAP'),
  };
}

export const placesRateLimited = () =>
  new KindedError(
    'rate_limited',
    'places_rate_limited',
    'Too many map searches from this device in the last minute. Pick a place from the list, or wait a minute and type again.',
  );

export const placesDailyQuotaReached = () =>
  new KindedError(
    'rate_limited',
    'places_daily_quota',
    "Map search has reached today's limit. Pick an area, coaching or landmark from the list; map search is back after midnight (Kota time).",
  );

/** The client's minute document: its key hashed, so no IP address or uid is stored in the clear. */
export const clientDocId = (clientKey: string) => createHash('sha256').update(clientKey).digest('hex');

/**
 * Counts one Google lookup for `clientKey` (`uid:…` or `ip:…`), or throws 429 places_rate_limited /
 * places_daily_quota without counting it. Throws whatever Firestore throws when the count cannot be kept:
 * then nothing is sent to the provider either.
 */
export async function reserveGoogleLookup(clientKey: string, nowMs = Date.now(), budget: PlacesBudget = placesBudget()): Promise<void> {
  const window = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  const day = kotaDate(nowMs);
  const dayRef = db().collection(COLLECTIONS.placesQuota).doc(day);
  const clientRef = db().collection(COLLECTIONS.placesRate).doc(clientDocId(clientKey));
  await db().runTransaction(async (tx) => {
    const [daySnap, clientSnap] = await Promise.all([tx.get(dayRef), tx.get(clientRef)]);
    const sameWindow = clientSnap.get('window') === window;
    const clientCount = sameWindow ? Number(clientSnap.get('count') ?? 0) : 0;
    if (clientCount >= budget.perClientPerMinute) throw placesRateLimited();
    const dayCount = Number(daySnap.get('count') ?? 0);
    if (dayCount >= budget.dailyCap) throw placesDailyQuotaReached();
    tx.set(dayRef, { day, count: dayCount + 1, cap: budget.dailyCap, updatedAt: Timestamp.fromMillis(nowMs), expireAt: Timestamp.fromMillis(nowMs + retentionMs('placesQuota')) });
    tx.set(clientRef, { window, count: clientCount + 1, expireAt: Timestamp.fromMillis(window + RATE_DOC_TTL_MS) });
  });
}
