// The student's side of /api/bookings and the local checkout (docs/decisions/080-bookings-and-payments.md#api).
// Every status change goes through these Functions; the screens read bookings live from Firestore.
import { queryOptions } from '@tanstack/react-query';
import type {
  CreateBookingBody,
  CreateBookingResponse,
  PaymentOrder,
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
    queryFn: ({ signal }) =>
      apiGet<SlotsResponse>(`/bookings/slots?pgId=${seg(pgId)}&date=${seg(date)}`, { signal }),
    enabled: Boolean(pgId && date),
    staleTime: 30_000,
  });

export const createBooking = (body: CreateBookingBody) => apiSend<CreateBookingResponse>('POST', '/bookings', body);

/** The order to pay an unpaid booking with (the same order again while it is unpaid). */
export const orderForBooking = (bookingId: string) =>
  apiSend<{ order: PaymentOrder }>('POST', `/bookings/${seg(bookingId)}/pay`).then(orderOf);

/** Razorpay Checkout's handler answer, posted back as is. */
export const verifyPayment = (bookingId: string, body: VerifyPaymentBody) =>
  apiSend<TransitionResponse>('POST', `/bookings/${seg(bookingId)}/pay/verify`, body);

export type FailedAttempt = { orderId: string; outcome: 'failed' | 'cancelled'; code?: string; description?: string };
export const reportPaymentFailed = (bookingId: string, body: FailedAttempt) =>
  apiSend<unknown>('POST', `/bookings/${seg(bookingId)}/pay/failed`, body);

export const cancelBooking = (bookingId: string) =>
  apiSend<TransitionResponse>('POST', `/bookings/${seg(bookingId)}/cancel`, {});

/** GET /api/payments/local/orders/{orderId}: what the local checkout shows. */
export type LocalOrderView = {
  order: PaymentOrder;
  status?: string;
  booking?: { id: string; pgName: string; roomLabel: string; visitDate: string; visitSlot: string } | null;
};
export const localOrderOptions = (orderId: string) =>
  queryOptions({
    queryKey: bookingKeys.localOrder(orderId),
    queryFn: ({ signal }) => apiGet<unknown>(`/payments/local/orders/${seg(orderId)}`, { signal }).then(localOrderOf),
    retry: false,
  });

export type LocalCompleteAnswer =
  | ({ outcome: 'success' } & VerifyPaymentBody)
  | { outcome: 'failed' | 'cancelled'; code?: string; description?: string };
export const completeLocalOrder = (orderId: string, outcome: 'success' | 'failed' | 'cancelled') =>
  apiSend<Record<string, unknown>>('POST', `/payments/local/orders/${seg(orderId)}/complete`, { outcome }).then(
    (r): LocalCompleteAnswer =>
      outcome === 'success'
        ? {
            outcome,
            razorpay_order_id: String(r.razorpay_order_id ?? ''),
            razorpay_payment_id: String(r.razorpay_payment_id ?? ''),
            razorpay_signature: String(r.razorpay_signature ?? ''),
          }
        : {
            outcome,
            ...(typeof r.code === 'string' ? { code: r.code } : {}),
            ...(typeof r.description === 'string' ? { description: r.description } : {}),
          },
  );

/** `{order}` or a bare order: the answer's shape is the backend's, the screens need the order. */
function orderOf(r: unknown): PaymentOrder {
  const o = r as { order?: PaymentOrder } & Partial<PaymentOrder>;
  return (o.order ?? o) as PaymentOrder;
}

function localOrderOf(r: unknown): LocalOrderView {
  const o = r as Partial<LocalOrderView> & Partial<PaymentOrder>;
  if (o.order) return { order: o.order, status: o.status, booking: o.booking ?? null };
  return { order: o as PaymentOrder, status: o.status, booking: o.booking ?? null };
}

/** The API's error code (`slot_full`, `already_booked`, …), or null for a network failure. */
export function errorCode(err: unknown): string | null {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body !== null && 'error' in err.body) {
    const code = (err.body as { error?: unknown }).error;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** The API's own message for an error, when it gave one. */
export function errorMessage(err: unknown): string | null {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body !== null && 'message' in err.body) {
    const m = (err.body as { message?: unknown }).message;
    return typeof m === 'string' && m ? m : null;
  }
  return null;
}
