// The catalogue (coachings, branches, areas) as searches read it: from Firestore, cached in this instance and
// validated on every use by one read of `meta/catalogue`, whose version every catalogue write changes in the
// same transaction (docs/decisions/020-catalogue-single-source.md). So a change reaches search on every instance
// at once, and a warm request costs one document read instead of the whole catalogue.
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { CATALOGUE_VERSION_DOC } from '@kotastay/shared/collections';
import { catalogueGazetteerEntries, createGazetteer, type Gazetteer } from '@kotastay/shared/gazetteer';
import type { Area, Branch, Coaching } from '@kotastay/shared/schemas/catalogue';
import { listed } from '../../lib/converter';
import { metaDoc } from '../../lib/meta';
import { areasCol, asArea, asBranch, asCoaching, branchesCol, coachingsCol } from './catalogue-store';

const metaRef = (): DocumentReference => metaDoc(CATALOGUE_VERSION_DOC);

export type Catalogue = {
  coachings: readonly Coaching[];
  branches: readonly Branch[];
  areas: readonly Area[];
  gazetteer: Gazetteer;
};

/** What one call cost, for the X-Docs-Read header and the read counts in the decision record. */
export type CatalogueRead = { catalogue: Catalogue; docsRead: number };

/**
 * Marks the catalogue changed, inside the transaction (or batch) that changes it: a random version, so a
 * deleted and re-created meta document can never bring an old version back.
 */
export function bumpCatalogueVersion(tx: Transaction): void {
  tx.set(metaRef(), catalogueVersionData());
}

/** The version document's content, for writers outside a transaction (the seed's batches). */
export const catalogueVersionData = () => ({ version: randomUUID(), updatedAt: FieldValue.serverTimestamp() });

let cached: { version: string; catalogue: Catalogue } | null = null;

async function loadCatalogue(): Promise<{ catalogue: Catalogue; docsRead: number }> {
  const [c, b, a] = await Promise.all([
    coachingsCol().withConverter(asCoaching).get(),
    branchesCol().withConverter(asBranch).get(),
    areasCol().withConverter(asArea).get(),
  ]);
  // Lists: an entry that does not match its schema is left out (and logged), not the whole catalogue.
  const coachings = listed(c.docs);
  const branches = listed(b.docs);
  const areas = listed(a.docs);
  const gazetteer = createGazetteer(catalogueGazetteerEntries({ coachings, branches, areas }));
  return { catalogue: { coachings, branches, areas, gazetteer }, docsRead: c.size + b.size + a.size };
}

/**
 * The current catalogue. Reads: 1 (the version) while nothing changed; 1 + every catalogue document after a
 * change, on a cold instance, or while no version document exists yet (then nothing is cached: a catalogue
 * written around the API, without a version, must still be read as it is).
 */
export async function currentCatalogue(): Promise<CatalogueRead> {
  const meta = await metaRef().get();
  const version: unknown = meta.get('version');
  if (typeof version === 'string' && cached?.version === version) return { catalogue: cached.catalogue, docsRead: 1 };
  const loaded = await loadCatalogue();
  // Read the version before the collections: if a write lands in between, the cache holds newer data under an
  // older version, and the next request's check reloads it. Never the other way round.
  cached = typeof version === 'string' ? { version, catalogue: loaded.catalogue } : null;
  return { catalogue: loaded.catalogue, docsRead: 1 + loaded.docsRead };
}

/** For tests: forget the cached catalogue. */
export function clearCatalogueCacheForTests(): void {
  cached = null;
}
