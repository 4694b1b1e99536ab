// Opaque, stable pagination cursors: the sort they were made for, the last result's sort key and its id.
// Results are totally ordered by (key..., id), so "strictly after the cursor" neither repeats nor skips.
import { isDocId } from '@kotastay/shared/schemas/ids';
import { InvalidInput } from './errors';

export type SortKey = readonly (number | string)[];
export type CursorPayload = { s: string; k: SortKey; id: string };

export function encodeCursor(payload: CursorPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

const badCursor = () =>
  new InvalidInput('Check the request: cursor.', {
    cursor: 'This cursor is not valid for this search. Start again without a cursor.',
  });

/** Decodes a cursor made for `sort` with keys of `keyLength`; anything else is a 400 naming `cursor`. */
export function decodeCursor(raw: string, sort: string, keyLength: number): CursorPayload {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (typeof value !== 'object' || value === null) throw badCursor();
  const { s, k, id } = value as Record<string, unknown>;
  // The id goes to Firestore (startAfter on the document id): a reserved or path-like id must stop here.
  if (s !== sort || !isDocId(id)) throw badCursor();
  if (!Array.isArray(k) || k.length !== keyLength) throw badCursor();
  if (!k.every((x) => (typeof x === 'number' && Number.isFinite(x)) || (typeof x === 'string' && x.length <= 100))) {
    throw badCursor();
  }
  return { s, k: k as SortKey, id };
}

/** Lexicographic comparison of (key..., id). */
export function compareKeys(a: SortKey, aId: string, b: SortKey, bId: string): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number | string;
    const y = b[i] as number | string;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}
