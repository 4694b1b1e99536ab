// Typed reads of Firestore documents (issue #23): a converter parses what a read returns with the collection's zod
// schema, so a document that does not match is an error at the edge — naming the document's path and the field —
// where code would otherwise cast `.data()` (scripts/architecture.test.ts counts those casts). Each store defines its
// collection's converters next to the collection. For reads only: writes go through the plain reference.
//
// The document id: many stored types include `id`; `idField` puts `snap.id` there before parsing (the id is the
// document's name, whatever the stored field says). Reads with a field mask (`.select()`, `getAll`'s `fieldMask`)
// return partial documents: read those through a converter of a schema of just those fields (`Schema.pick`).
//
// A single document that does not match is an error (the read throws). A list does not fail for one: `listed` leaves
// a document that does not match out of a query's results and logs it (its path and the issues), so a queue, a
// student's bookings or an admin list still shows the rest.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  Query,
  QueryDocumentSnapshot,
  ReadOptions,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { logger } from './log';

/** A stored document that does not match its collection's schema. */
export class DocumentSchemaError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const fields = issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : '(document)'}: ${i.message}`);
    super(`Firestore document ${path} does not match its schema — ${fields.join('; ')}`);
    this.name = 'DocumentSchemaError';
  }
}

/** Parses `data` (read from the document at `path`) with `schema`, or throws a DocumentSchemaError. */
export function parseDocument<S extends z.ZodType>(path: string, schema: S, data: unknown): z.output<S> {
  const r = schema.safeParse(data);
  if (!r.success) throw new DocumentSchemaError(path, r.error.issues);
  return r.data;
}

/**
 * A read-only converter: `ref.withConverter(readAs(Schema))` or `query.withConverter(...)`. With `idField`, the
 * document's id is put in that field of the data before parsing. Through `withConverter` the schema must give an
 * object (QueryDocumentSnapshot.data throws on a falsy one); a schema that may give null is read with readThrough.
 */
export function readAs<S extends z.ZodType>(
  schema: S,
  opts: { idField?: string } = {},
): FirestoreDataConverter<z.output<S>, DocumentData> {
  const { idField } = opts;
  return {
    fromFirestore: (snap: QueryDocumentSnapshot) =>
      parseDocument(snap.ref.path, schema, idField === undefined ? snap.data() : { ...snap.data(), [idField]: snap.id }),
    toFirestore: () => {
      throw new Error('readAs is for reads: write through the plain reference.');
    },
  };
}

/**
 * `fs.getAll` of references that carry a converter, typed: Firestore's types drop the converter, though each
 * snapshot is built with its reference's (@google-cloud/firestore's document-reader).
 */
export async function getAllAs<T>(
  fs: Firestore,
  refs: readonly DocumentReference<T, DocumentData>[],
  options?: ReadOptions,
): Promise<DocumentSnapshot<T, DocumentData>[]> {
  const plain = refs as unknown as DocumentReference[];
  const snaps = await (options ? fs.getAll(...plain, options) : fs.getAll(...plain));
  return snaps as unknown as DocumentSnapshot<T, DocumentData>[];
}

/** A plain snapshot (one of a `getAll` over several collections) read through `converter`; null when missing. */
export function readThrough<T>(converter: FirestoreDataConverter<T, DocumentData>, snap: DocumentSnapshot | undefined): T | null {
  return snap?.exists ? converter.fromFirestore(snap as QueryDocumentSnapshot) : null;
}

/**
 * The documents of a list read (a query's `docs`, read through a converter) that match their schema, in order. One
 * that does not is left out and logged once, as an error naming its path and the fields (a DocumentSchemaError);
 * any other error is thrown. For single-document reads, read `.data()` and let it throw.
 */
export function listed<T>(docs: readonly { readonly ref: { readonly path: string }; data(): T }[]): T[] {
  const out: T[] = [];
  for (const doc of docs) {
    try {
      out.push(doc.data());
    } catch (err) {
      if (!(err instanceof DocumentSchemaError)) throw err;
      logger.error('A Firestore document that does not match its schema was left out', {
        path: err.path,
        issues: err.issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code, message: i.message })),
      });
    }
  }
  return out;
}

/** The documents `q` finds, read through `converter` as a list (`listed`: one that does not match is left out and logged). */
export async function readList<T>(q: Query, converter: FirestoreDataConverter<T, DocumentData>): Promise<T[]> {
  return listed((await q.withConverter(converter).get()).docs);
}
