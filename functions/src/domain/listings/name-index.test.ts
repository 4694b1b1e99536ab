import { describe, expect, test } from 'vitest';
import { buildNameIndex, nameIndexOfCell, nameMatcher } from './name-index';

const index = buildNameIndex([
  { id: 'a', name: 'Nandini Girls Hostel' },
  { id: 'b', name: 'Nandini Residency' },
  { id: 'c', name: 'Shree Balaji Residency' },
  { id: 'd', name: 'Resonance View PG' },
  { id: 'e', name: '' },
  { id: 'f', name: 'Achievers Niwas' },
  { id: 'g', name: 'Laxmi Bhawan' },
]);
const m = nameMatcher([index]);

describe('PG names by word', () => {
  test('exact, folded spelling variants, typos, Devanagari, a partly typed last word', () => {
    expect(m.idsByWord(['nandini']).at(0)?.sort()).toEqual(['a', 'b']);
    expect(m.idsByWord(['shri']).at(0)).toEqual(['c']); // Shree/Shri fold together
    expect(m.idsByWord(['nandni']).at(0)?.sort()).toEqual(['a', 'b']); // one letter missing
    expect(m.idsByWord(['नंदिनी']).at(0)?.sort()).toEqual(['a', 'b']);
    expect(m.idsByWord(['bal', 'nand']).at(1)?.sort()).toEqual(['a', 'b']); // only the last word as a prefix
    expect(m.idsByWord(['bal', 'nand']).at(0)).toEqual([]);
  });

  test('a word is folded once: "achievers" exactly and "achiever" by one letter find Achievers Niwas', () => {
    expect(m.idsByWord(['achievers', 'achiever', 'acheivers', 'ACHIEVERS'])).toEqual([['f'], ['f'], ['f'], ['f']]);
  });

  test('short words need to be exact; a name-less entry is not indexed', () => {
    expect(m.idsByWord(['pq']).at(0)).toEqual([]);
    expect(m.words.has('')).toBe(false);
    expect(m.words.has('nandini')).toBe(true);
    expect(m.nameOf('e')).toBeUndefined();
    expect(m.nameOf('c')).toBe('Shree Balaji Residency');
  });
});

describe("a cell's index follows its entries", () => {
  test('a renamed, removed or added listing is found by its new name only; the rest need no rebuild', () => {
    const first = [
      { id: 'a', name: 'Nandini Girls Hostel' },
      { id: 'b', name: 'Shree Balaji Residency' },
    ];
    const index = nameIndexOfCell('cell-x', first);
    expect(nameIndexOfCell('cell-x', first)).toBe(index);
    const next = [
      { id: 'a', name: 'Meera Girls Hostel' },
      { id: 'c', name: 'Galaxy Residency' },
    ];
    const same = nameIndexOfCell('cell-x', next);
    expect(same).toBe(index);
    const m2 = nameMatcher([same]);
    expect(m2.idsByWord(['nandini'])).toEqual([[]]);
    expect(m2.idsByWord(['meera'])).toEqual([['a']]);
    expect(m2.idsByWord(['balaji'])).toEqual([[]]);
    expect(m2.idsByWord(['galaxy'])).toEqual([['c']]);
    expect(m2.words.has('nandini')).toBe(false);
    expect(m2.words.has('residensi')).toBe(true);
  });
});
