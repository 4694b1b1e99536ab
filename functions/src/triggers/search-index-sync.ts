// Firestore trigger: every write of pgs/{pgId} puts that listing's search-index entry where its current document
// says (docs/decisions/120-search-index.md). Idempotent: it reads the listing in its transaction, so a repeated,
// retried or late event writes the current state, and a listing that is no longer public (or is deleted) leaves the
// index. Retried on failure; an event older than the cut-off is dropped for the repair job
// (docs/decisions/198-retries-repair-and-caps.md).
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { injectedFailure } from '../lib/faults';
import { runLogged } from '../lib/log';
import { triggerOptions } from '../options';
import { asLocation, isPublicSource, syncSearchIndexEntry, type IndexSource } from '../domain/listings';
import { tooOld, type AgedEvent } from './event-age';

type Snap = Pick<DocumentSnapshot, 'exists'> & { data(): DocumentData | undefined };
/** What the handler reads of a `pgs/{pgId}` write event. */
export type ListingWriteEvent = AgedEvent & { params: { pgId: string }; data?: { before: Snap; after: Snap } };

export async function onListingWritten(event: ListingWriteEvent, nowMs = Date.now()): Promise<'dropped' | 'private' | 'synced'> {
  const pgId = event.params.pgId;
  const before = event.data?.before.exists ? event.data.before.data() : undefined;
  const after = event.data?.after.exists ? event.data.after.data() : undefined;
  // Private before and after (a draft saved, a listing under review): nothing of it is or was in the index. A
  // later write that makes it public has its own event, which reads the listing as it is then.
  if (!isPublicSource(before as IndexSource | undefined) && !isPublicSource(after as IndexSource | undefined)) return 'private';
  if (tooOld('searchIndexSync', event, { pgId }, nowMs)) return 'dropped';
  await injectedFailure('searchIndexSync', pgId);
  // The cell it was in: when it moved (or was deleted), its entry must leave that cell too.
  await syncSearchIndexEntry(db(), pgId, asLocation(before?.location));
  return 'synced';
}

export const searchIndexSync = onDocumentWritten({ ...triggerOptions, document: 'pgs/{pgId}' }, async (event) => {
  await runLogged('searchIndexSync', event.id, () => onListingWritten(event));
});
