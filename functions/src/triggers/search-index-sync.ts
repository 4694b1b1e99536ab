// Firestore trigger: every write of pgs/{pgId} puts that listing's search-index entry where its current document
// says (docs/decisions/120-search-index.md). Idempotent: it reads the listing in its transaction, so a repeated or
// late event writes the current state, and a listing that is no longer public (or is deleted) leaves the index.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { LatLng } from '@kotastay/shared/geo';
import { config } from '../config';
import { db } from '../lib/admin';
import { syncSearchIndexEntry } from '../domain/pgs/search-index-store';

export const searchIndexSync = onDocumentWritten(
  { document: 'pgs/{pgId}', region: config.region, memory: '256MiB' },
  async (event) => {
    // The cell it was in: when it moved (or was deleted), its entry must leave that cell too.
    const before = event.data?.before.exists ? (event.data.before.get('location') as LatLng | undefined) : undefined;
    await syncSearchIndexEntry(db(), event.params.pgId, before ?? null);
  },
);
