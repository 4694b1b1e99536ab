// Firestore trigger: every write of pgs/{pgId} puts that listing's search-index entry where its current document
// says (docs/decisions/120-search-index.md). Idempotent: it reads the listing in its transaction, so a repeated or
// late event writes the current state, and a listing that is no longer public (or is deleted) leaves the index.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { triggerOptions } from '../options';
import { db } from '../lib/admin';
import { asLocation, isPublicSource, type IndexSource } from '../domain/pgs/search-index';
import { syncSearchIndexEntry } from '../domain/pgs/search-index-store';

export const searchIndexSync = onDocumentWritten(
  { ...triggerOptions, document: 'pgs/{pgId}' },
  async (event) => {
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    // Private before and after (a draft saved, a listing under review): nothing of it is or was in the index. A
    // later write that makes it public has its own event, which reads the listing as it is then.
    if (!isPublicSource(before as IndexSource | undefined) && !isPublicSource(after as IndexSource | undefined)) return;
    // The cell it was in: when it moved (or was deleted), its entry must leave that cell too.
    await syncSearchIndexEntry(db(), event.params.pgId, asLocation(before?.location));
  },
);
