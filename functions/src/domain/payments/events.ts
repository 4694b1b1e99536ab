// The only file that names `payment_events/{eventId}`: each gateway webhook event handled, recorded in the same
// transaction as its effect so a redelivered event changes nothing (docs/decisions/080-bookings-and-payments.md). The
// payments module owns it because both what a payment pays — a visit token (bookings) and a month's rent (stays) —
// record their events here (docs/decisions/209-monthly-rent.md). Functions only.
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';

export const paymentEventRef = (eventId: string) => db().collection(COLLECTIONS.paymentEvents).doc(eventId);

/** A webhook event being handled: recorded in `payment_events/{id}` in the same transaction as its effect. */
export type GatewayEvent = { id: string; type: string };
