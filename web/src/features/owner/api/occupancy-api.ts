// Occupancy, beds filled elsewhere and closed visit slots (docs/decisions/216-occupancy-slots-performance.md).
import { queryOptions } from '@tanstack/react-query';
import type { SlotsResponse } from '@kotastay/shared/schemas/booking';
import type { OccupancyResponse, RoomOccupancy } from '@kotastay/shared/schemas/occupancy';
import type { PerformanceResponse } from '@kotastay/shared/schemas/listing-stats';
import { apiGet, apiSend } from '../../../lib/api-client';

const seg = encodeURIComponent;

/** `beds`: the live draft's free beds, so a move-in or a tap (which change them) asks again. */
export const occupancyOptions = (pgId: string, beds: string) =>
  queryOptions({
    queryKey: ['owner', 'occupancy', pgId, beds] as const,
    queryFn: ({ signal }) => apiGet<OccupancyResponse>(`/listings/${seg(pgId)}/occupancy`, { signal, cache: 'no-store' }),
  });

/** One bed more (+1) or fewer (−1) filled outside KotaStay; `expected` is the count on screen. */
export const changeElsewhere = (pgId: string, roomId: string, change: 1 | -1, expected: number) =>
  apiSend<RoomOccupancy>('POST', `/listings/${seg(pgId)}/elsewhere`, { roomId, change, expected });

export const ownerSlotsOptions = (pgId: string, date: string) =>
  queryOptions({
    queryKey: ['owner', 'slots', pgId, date] as const,
    queryFn: ({ signal }) => apiGet<SlotsResponse>(`/bookings/slots?pgId=${seg(pgId)}&date=${seg(date)}`, { signal, cache: 'no-store' }),
  });

export const setSlotUnavailable = (pgId: string, date: string, slot: string, unavailable: boolean) =>
  apiSend<unknown>('POST', '/bookings/slots', { pgId, date, slot, unavailable });

export const performanceOptions = (pgId: string) =>
  queryOptions({
    queryKey: ['owner', 'performance', pgId] as const,
    queryFn: ({ signal }) => apiGet<PerformanceResponse>(`/listings/${seg(pgId)}/performance`, { signal }),
    staleTime: 5 * 60_000,
  });
