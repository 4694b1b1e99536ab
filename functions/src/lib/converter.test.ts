// The read converter without an emulator: it sees only a snapshot's id, path and data.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type * as Logger from 'firebase-functions/logger';
import type { LogEntry } from 'firebase-functions/logger';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { DocumentSchemaError, listed, readAs } from './converter';

const written = vi.hoisted(() => [] as LogEntry[]);
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof Logger>();
  return { ...actual, write: (e: LogEntry) => written.push(e) };
});
afterEach(() => {
  written.length = 0;
});

const snap = (path: string, data: Record<string, unknown>) =>
  ({ id: path.split('/').pop(), ref: { path }, data: () => data }) as unknown as QueryDocumentSnapshot;

const Thing = z.object({ id: z.string(), name: z.string(), count: z.number().int() });

describe('readAs', () => {
  test('a matching document reads, with its id from the snapshot', () => {
    const c = readAs(Thing, { idField: 'id' });
    expect(c.fromFirestore(snap('things/t1', { name: 'a', count: 2, id: 'stale' }))).toEqual({ id: 't1', name: 'a', count: 2 });
  });

  test('without idField the data is parsed as stored', () => {
    expect(readAs(Thing.omit({ id: true })).fromFirestore(snap('things/t1', { name: 'a', count: 2 }))).toEqual({ name: 'a', count: 2 });
  });

  test('a mismatching document throws an error naming its path and the field', () => {
    const c = readAs(Thing, { idField: 'id' });
    const read = () => c.fromFirestore(snap('things/t2', { name: 'a', count: 'two' }));
    expect(read).toThrow(DocumentSchemaError);
    expect(read).toThrow(/^Firestore document things\/t2 does not match its schema — count: /);
  });

  test('nested fields are named by their path', () => {
    const c = readAs(z.object({ a: z.object({ b: z.array(z.number()) }) }));
    expect(() => c.fromFirestore(snap('x/y', { a: { b: [1, 'z'] } }))).toThrow(/x\/y .* a\.b\.1: /);
  });

  test('a partial (field-masked) read parses with a picked schema', () => {
    const c = readAs(Thing.pick({ id: true, name: true }), { idField: 'id' });
    expect(c.fromFirestore(snap('things/t3', { name: 'b' }))).toEqual({ id: 't3', name: 'b' });
  });

  test('it is for reads only', () => {
    expect(() => readAs(Thing).toFirestore({ id: 'x', name: 'a', count: 1 })).toThrow(/for reads/);
  });
});

describe('listed (a list read)', () => {
  // A query's documents as Firestore hands them over: each one's data() goes through the query's converter.
  const queried = <T>(c: { fromFirestore(s: QueryDocumentSnapshot): T }, docs: [string, Record<string, unknown>][]) =>
    docs.map(([path, data]) => ({ ref: { path }, data: () => c.fromFirestore(snap(path, data)) }));

  test('a document that does not match is left out and logged once with its path and field; the others read', () => {
    const docs = queried(readAs(Thing, { idField: 'id' }), [
      ['things/a', { name: 'a', count: 1 }],
      ['things/bad', { name: 'b', count: 'two' }],
      ['things/c', { name: 'c', count: 3 }],
    ]);
    expect(listed(docs).map((t) => t.id)).toEqual(['a', 'c']);
    expect(written).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        path: 'things/bad',
        issues: [expect.objectContaining({ path: 'count', code: 'invalid_type' })],
      }),
    ]);
  });

  test('any other error is not swallowed', () => {
    const docs = [{ ref: { path: 'things/x' }, data: (): never => { throw new Error('deadline exceeded'); } }];
    expect(() => listed(docs)).toThrow('deadline exceeded');
    expect(written).toEqual([]);
  });
});
