// The only file that names the outbox collection: messages waiting to be sent, written by the modules that send them
// (bookings, kyc) in their own transactions and delivered by this module (docs/decisions/080-bookings-and-payments.md).
import type { DocumentReference, Query, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';

export const outboxCol = () => db().collection(COLLECTIONS.outbox);
export const outboxRef = (id: string): DocumentReference => outboxCol().doc(id);

/** Queues a message in `tx` (a new document, so the outboxDelivery trigger sends it once the transaction commits). */
export function enqueueMessage(tx: Transaction, message: object): void {
  tx.create(outboxCol().doc(), message);
}

/** Every message to a user (their data: a KYC retention run clears the admin's free text in theirs). */
export const messagesTo = (uid: string): Query => outboxCol().where('toUid', '==', uid);
