import { describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { DATA_EXPORT_SECTIONS } from '@kotastay/shared/schemas/privacy';
import { EXPORTED_COLLECTIONS, EXPORT_SECTIONS, NO_PERSONAL_DATA, WITHHELD_FROM_EXPORT } from './collections';

describe('the data export against the data model (docs/decisions/204-data-rights-in-the-app.md)', () => {
  const all = Object.values(COLLECTIONS);
  const lists = {
    exported: [...EXPORTED_COLLECTIONS],
    withheld: Object.keys(WITHHELD_FROM_EXPORT).map((k) => COLLECTIONS[k as keyof typeof COLLECTIONS]),
    noPersonalData: Object.keys(NO_PERSONAL_DATA).map((k) => COLLECTIONS[k as keyof typeof COLLECTIONS]),
  };

  test('every collection is exported, withheld with a reason, or said to hold no personal data', () => {
    const placed = new Set(Object.values(lists).flat());
    expect(all.filter((c) => !placed.has(c))).toEqual([]);
  });

  test('no collection is in two lists, and every listed name is a collection', () => {
    const listed = Object.values(lists).flat();
    expect(listed.filter((c, i) => listed.indexOf(c) !== i)).toEqual([]);
    expect(listed.filter((c) => !(all as string[]).includes(c))).toEqual([]);
    expect(listed.filter((c) => c === undefined)).toEqual([]);
  });

  test('every section of the export names its collections, and every reason is written', () => {
    expect(Object.keys(EXPORT_SECTIONS).sort()).toEqual([...DATA_EXPORT_SECTIONS].sort());
    for (const why of [...Object.values(WITHHELD_FROM_EXPORT), ...Object.values(NO_PERSONAL_DATA)])
      expect(why?.length).toBeGreaterThan(3);
  });
});
