// Typed reads of Firestore documents: a converter (`ref.withConverter(readAs(schema))`) parses what a read returns
// with a zod schema, where a screen would otherwise cast `.data()` (issue #23; scripts/architecture.test.ts counts
// those casts). Name only the fields the read uses, so a document with more in it still reads. For reads only:
// nothing is written through it.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import type { z } from 'zod';

export function readAs<S extends z.ZodType>(schema: S): FirestoreDataConverter<z.output<S>, DocumentData> {
  return {
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.parse(snap.data()),
    toFirestore: () => {
      throw new Error('readAs is for reads: write through the plain reference.');
    },
  };
}
