// The student's side of /api/bookings and the local checkout (docs/decisions/080-bookings-and-payments.md#api).
// Every status change goes through these Functions; the screens read bookings live from Firestore.
import { queryOptions } from '@tanstack/react-query';
import type {
  CreateBookingBody,
  CreateBookingResponse,
  LocalOrderView,
  SlotsResponse,
  TransitionResponse,
  VerifyPaymentBody,
} from '@kotastay/shared/schemas/booking';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client';

const seg = encodeURIComponent;

export const bookingKeys = {
  slots: (pgId: string, date: string) => ['bookings', 'slots', pgId, date] as const,
  localOrder: (orderId: string) => ['bookings', 'local-order', orderId] as const,
};

export const slotsOptions = (pgId: string, date: string) =>
  queryOptions({
    queryKey: bookingKeys.slots(pgId, date),
    queryFn: ({ signal }) => apiGet<SlotsResponse>(`/bookings/slots?pgId=${seg(pgId)}&date=${seg(date)}`, { signal }),
    enabled: Boolean(pgId && date),
    staleTime: 30_000,
  });

export const createBooking = (body: CreateBookingBody) => apiSend<CreateBookingResponse>('POST', '/bookings', body);

/** The order to pay an unpaid booking with (the same order again while it is unpaid). */
export const orderForBooking = (bookingId: string) =>
  apiSend<CreateBookingResponse>('POST', `/bookings/${seg(bookingId)}/pay`).then((r) => r.order);

/** Razorpay Checkout's handler answer, posted back as is. */
export const verifyPayment = (bookingId: string, body: VerifyPaymentBody) =>
  apiSend<TransitionResponse>('POST', `/bookings/${seg(bookingId)}/pay/verify`, body);

/** A month's rent paid through the same checkout (docs/decisions/209-monthly-rent.md): verified on the rent route. */
export const verifyRentPayment = (stayId: string, month: string, body: VerifyPaymentBody) =>
  apiSend<unknown>('POST', `/stays/${seg(stayId)}/rent/${seg(month)}/pay/verify`, body);

export type FailedAttempt = { orderId: string; outcome: 'failed' | 'cancelled'; code?: string; description?: string };
export const reportPaymentFailed = (bookingId: string, body: FailedAttempt) =>
  apiSend<unknown>('POST', `/bookings/${seg(bookingId)}/pay/failed`, body);

export const cancelBooking = (bookingId: string) =>
  apiSend<TransitionResponse>('POST', `/bookings/${seg(bookingId)}/cancel`, {});

export const localOrderOptions = (orderId: string) =>
  queryOptions({
    queryKey: bookingKeys.localOrder(orderId),
    queryFn: ({ signal }) => apiGet<LocalOrderView>(`/payments/local/orders/${seg(orderId)}`, { signal }),
    retry: false,
  });

/** What the local checkout hands the page, as Razorpay Checkout would: the signed fields, a failure, or a cancel. */
export type LocalCompleteAnswer =
  | ({ outcome: 'success' } & VerifyPaymentBody)
  | { outcome: 'failed'; code?: string; description?: string }
  | { outcome: 'cancelled' };
type LocalCompleteBody = VerifyPaymentBody | { error: { code?: string; description?: string } } | { cancelled: true };
const LOCAL_OUTCOME = { success: 'success', failed: 'failure', cancelled: 'cancel' } as const;

export const completeLocalOrder = (orderId: string, outcome: 'success' | 'failed' | 'cancelled') =>
  apiSend<LocalCompleteBody>('POST', `/payments/local/orders/${seg(orderId)}/complete`, {
    outcome: LOCAL_OUTCOME[outcome],
  }).then((r): LocalCompleteAnswer => {
    if ('razorpay_signature' in r) {
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = r;
      return { outcome: 'success', razorpay_order_id, razorpay_payment_id, razorpay_signature };
    }
    if ('error' in r) {
      return {
        outcome: 'failed',
        ...(r.error.code ? { code: r.error.code.slice(0, 64) } : {}),
        ...(r.error.description ? { description: r.error.description.slice(0, 300) } : {}),
      };
    }
    return { outcome: 'cancelled' };
  });

/** The API's error code (`slot_full`, `already_booked`, …), or null for a network failure. */
export function errorCode(err: unknown): string | null {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body !== null && 'error' in err.body) {
    const code = (err.body as { error?: unknown }).error;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** The API's own message for an error (in the reader's language), when it gave one. */
export { apiErrorMessage as errorMessage } from '../../../i18n/api-errors';
