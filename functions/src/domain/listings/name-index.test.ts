import { describe, expect, test } from 'vitest';
import { buildNameIndex, nameMatcher } from './name-index';

const index = buildNameIndex([
  { id: 'a', name: 'Nandini Girls Hostel' },
  { id: 'b', name: 'Nandini Residency' },
  { id: 'c', name: 'Shree Balaji Residency' },
  { id: 'd', name: 'Resonance View PG' },
  { id: 'e', name: '' },
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

  test('short words need to be exact; a name-less entry is not indexed', () => {
    expect(m.idsByWord(['pq']).at(0)).toEqual([]);
    expect(m.words.has('')).toBe(false);
    expect(m.nameOf('e')).toBeUndefined();
    expect(m.nameOf('c')).toBe('Shree Balaji Residency');
  });
});
