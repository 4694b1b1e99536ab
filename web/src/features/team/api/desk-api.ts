// The desks' actions through /api (docs/decisions/080-bookings-and-payments.md#api): every transition is a
// Function's, in a transaction; the screens read the bookings live from Firestore and only send actions here.
import { queryOptions } from '@tanstack/react-query';
import type { CancelReason, Checklist, TransitionResponse } from '@kotastay/shared/schemas/booking';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client';

const bookingPath = (id: string, action: string) => `/bookings/${encodeURIComponent(id)}/${action}`;

/** GET /api/team/escorts: the booking-team members, by name. */
export type Escort = { uid: string; name: string; phone: string };

export const escortsOptions = () =>
  queryOptions({
    queryKey: ['team', 'escorts'] as const,
    queryFn: ({ signal }) => apiGet<{ items: Escort[] }>('/team/escorts', { signal }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });

export const scheduleVisit = (id: string, visitAt: string, escortUid?: string) =>
  apiSend<TransitionResponse>('POST', bookingPath(id, 'schedule'), escortUid ? { visitAt, escortUid } : { visitAt });
export const markVisitDone = (id: string) => apiSend<TransitionResponse>('POST', bookingPath(id, 'visit-done'));
export const markNoShow = (id: string) => apiSend<TransitionResponse>('POST', bookingPath(id, 'no-show'));
/** Staff cancel: a reason from STAFF_CANCEL_REASONS and an optional note. */
export const staffCancel = (id: string, reason: CancelReason, note: string) =>
  apiSend<TransitionResponse>('POST', bookingPath(id, 'cancel'), note.trim() ? { reason, note: note.trim() } : { reason });
export const saveChecklist = (id: string, checklist: Checklist) =>
  apiSend<TransitionResponse>('PUT', bookingPath(id, 'checklist'), { checklist });
export const confirmMoveIn = (id: string) => apiSend<TransitionResponse>('POST', bookingPath(id, 'confirm'));

/** The API's `error` code of a refusal ('no_free_bed', 'invalid_transition', …), or null. */
export function errorCode(err: unknown): string | null {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || err.body === null) return null;
  const code = (err.body as { error?: unknown }).error;
  return typeof code === 'string' ? code : null;
}

/** The API's own message when it sent one, else the error's text. */
export function apiMessage(err: unknown): string {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body !== null) {
    const message = (err.body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return err instanceof Error ? err.message : String(err);
}
