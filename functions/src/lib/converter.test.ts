// The read converter without an emulator: it sees only a snapshot's id, path and data.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { DocumentSchemaError, readAs } from './converter';

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
