// Occupancy of an owner's PG (docs/decisions/216-occupancy-slots-performance.md): per room option, the beds taken by
// stays on KotaStay, the beds the owner fills elsewhere, and the free beds students see, with
// free = capacity − on KotaStay − elsewhere. Only free beds are stored (the room option's `bedsAvailable`, which the
// search index and the PG page carry); "elsewhere" is what the other two leave: capacity − on KotaStay − free.
import { z } from 'zod';
import { DocIdSchema } from './ids';

/** POST /api/listings/{pgId}/elsewhere: one bed more (+1) or fewer (−1) filled outside KotaStay, in one tap. */
export const ElsewhereBodySchema = z.strictObject({
  roomId: DocIdSchema,
  change: z.union([z.literal(1), z.literal(-1)], { error: 'Send 1 (one more bed filled elsewhere) or -1 (one fewer).' }),
  /** The "elsewhere" count on the owner's screen: a retried tap finds it changed and is refused (409 stale). */
  expected: z.int().min(0).max(500),
});
export type ElsewhereBody = z.infer<typeof ElsewhereBodySchema>;

export type RoomOccupancy = {
  roomId: string;
  sharing: string;
  ac: boolean;
  bedsTotal: number;
  /** Active stays (moved in, or under notice) in this room option. */
  onKotaStay: number;
  /** Beds the owner filled outside KotaStay: capacity − on KotaStay − free, never below 0. */
  elsewhere: number;
  bedsAvailable: number;
};

/** One stay under notice: when its bed comes back (the exit job gives it back on that date). */
export type ExpectedExit = { exitDate: string; roomId: string; firstName: string };

/** GET /api/listings/{pgId}/occupancy. `exits`: stays under notice, by exit date, at most the next 120 days. */
export type OccupancyResponse = { pgId: string; rooms: RoomOccupancy[]; exits: ExpectedExit[] };

/** Beds filled elsewhere, from the three numbers (never below 0: a room over-full by stays shows none). */
export const elsewhereOf = (bedsTotal: number, onKotaStay: number, bedsAvailable: number): number =>
  Math.max(0, bedsTotal - onKotaStay - bedsAvailable);

/** The most free beds a room option may show: its capacity less the beds KotaStay's stays hold. */
export const maxFreeBeds = (bedsTotal: number, onKotaStay: number): number => Math.max(0, bedsTotal - onKotaStay);
