// The only file that names the outbox collection: messages waiting to be sent, written by the modules that send them
// (bookings, kyc) in their own transactions and delivered by this module (docs/decisions/080-bookings-and-payments.md).
import { FieldValue, type DocumentReference, type Query, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { exportedDoc } from '../../lib/exported-doc';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { OutboxDoc } from '@kotastay/shared/schemas/booking';
import { db } from '../../lib/admin';

export const outboxCol = () => db().collection(COLLECTIONS.outbox);
export const outboxRef = (id: string): DocumentReference => outboxCol().doc(id);

/** What a message says and to whom; `newTextMessage` adds the delivery fields every new message starts with. */
export type TextMessage = Pick<OutboxDoc, 'toUid' | 'toPhone' | 'audience' | 'template' | 'params' | 'text' | 'bookingId'> & {
  language?: OutboxDoc['language'];
  createdAt: unknown;
};

/** A new pending SMS (not yet tried): the outbox document for `m`. */
export const newTextMessage = (m: TextMessage): OutboxDoc => ({
  ...m,
  channel: 'sms',
  status: 'pending',
  provider: null,
  providerMessageId: null,
  error: null,
  attempts: 0,
  sentAt: null,
});

/** Queues a message in `tx` (a new document, so the outboxDelivery trigger sends it once the transaction commits). */
export function enqueueMessage(tx: Transaction, message: object): void {
  tx.create(outboxCol().doc(), message);
}

/** Every message to a user (their data: a KYC retention run clears the admin's free text in theirs). */
export const messagesTo = (uid: string): Query => outboxCol().where('toUid', '==', uid);

/** Every message to a phone number (a parent's texts, which carry no uid). */
export const messagesToPhone = (phone: string): Query => outboxCol().where('toPhone', '==', phone);

async function messagesOf(uid: string, phone: string | null): Promise<QueryDocumentSnapshot[]> {
  const [byUid, byPhone] = await Promise.all([messagesTo(uid).get(), phone ? messagesToPhone(phone).get() : null]);
  const all = new Map<string, QueryDocumentSnapshot>();
  for (const d of [...byUid.docs, ...(byPhone?.docs ?? [])]) all.set(d.id, d);
  return [...all.values()];
}

/** The messages sent (or queued) to a user, by uid and by their number (docs/decisions/204-data-rights-in-the-app.md). */
export async function messageDataOf(uid: string, phone: string | null): Promise<ExportedDoc[]> {
  return (await messagesOf(uid, phone)).map((d) => exportedDoc(d));
}

/**
 * An account's deletion: its messages lose the number, the text and the values in it, and the uid becomes the
 * tombstone; what was sent and when stays (delivery records). Idempotent.
 */
export async function redactMessagesTo(uid: string, phone: string | null, tombstoneId: string): Promise<number> {
  const docs = await messagesOf(uid, phone);
  for (const d of docs) {
    await d.ref.update({
      toUid: d.get('toUid') === null || d.get('toUid') === undefined ? null : tombstoneId,
      toPhone: null,
      text: FieldValue.delete(),
      params: FieldValue.delete(),
      redactedAt: new Date().toISOString(),
    });
  }
  return docs.length;
}
