// The limits module against the worked examples of Firestore's documentation (storage-size: the 147-byte task
// document) and the index-entry rules it implements, so the search index's limits test rests on counted rules.
import { describe, expect, test } from 'vitest';
import { commitBytes, documentBytes, documentNameBytes, indexEntryCount, type IndexConfig } from './firestore-limits';

describe('sizes (firebase.google.com/docs/firestore/storage-size)', () => {
  test("the documentation's task document is 147 bytes: name 44, fields 71, 32 more", () => {
    expect(documentNameBytes('users/jeff/tasks/my_task_id')).toBe(44);
    const task = { type: 'Personal', done: false, priority: 1, description: 'Learn Cloud Firestore' };
    expect(documentBytes('users/jeff/tasks/my_task_id', task)).toBe(147);
  });

  test('maps count their keys and values, arrays their values; a commit is its sets plus its deletes’ names', () => {
    expect(documentBytes('c/d', { m: { ab: 'x' }, a: [1, true, null] })).toBe(2 + 2 + 16 + (2 + 3 + 2) + (2 + 8 + 1 + 1) + 32);
    expect(commitBytes([{ path: 'c/d', data: {} }, { path: 'c/e' }])).toBe(2 + 2 + 16 + 32 + (2 + 2 + 16));
  });
});

describe('index entries', () => {
  const doc = { a: 1, b: 'x', m: { c: 1, d: { e: 'y' } }, arr: ['x', 'y', 'x'] };
  const none: IndexConfig = { indexes: [] };

  test('automatic indexes: ascending and descending for each non-array value (maps recursed), array-contains per distinct value', () => {
    expect(indexEntryCount(none, 'col', doc)).toBe(2 + 2 + 2 + 2 + 2);
  });

  test('an exemption on a map covers its subfields; other collection groups keep theirs', () => {
    const exempt: IndexConfig = { indexes: [], fieldOverrides: [{ collectionGroup: 'col', fieldPath: 'm', indexes: [] }] };
    expect(indexEntryCount(exempt, 'col', doc)).toBe(2 + 2 + 2);
    expect(indexEntryCount(exempt, 'other', doc)).toBe(10);
    const one: IndexConfig = { indexes: [], fieldOverrides: [{ collectionGroup: 'col', fieldPath: 'arr', indexes: [{ order: 'ASCENDING' }] }] };
    expect(indexEntryCount(one, 'col', doc)).toBe(2 + 2 + 4 + 1);
  });

  test('a composite index adds one entry per combination of its values, none when a field is missing', () => {
    const composite: IndexConfig = {
      indexes: [
        { collectionGroup: 'col', fields: [{ fieldPath: 'a', order: 'ASCENDING' }, { fieldPath: 'arr', arrayConfig: 'CONTAINS' }] },
        { collectionGroup: 'col', fields: [{ fieldPath: 'a', order: 'ASCENDING' }, { fieldPath: 'missing', order: 'ASCENDING' }] },
      ],
    };
    expect(indexEntryCount(composite, 'col', doc)).toBe(10 + 2);
  });
});
