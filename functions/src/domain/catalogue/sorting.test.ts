import { expect, test } from 'vitest';
import { byName, byPopularRank } from './sorting';

test('byName ignores case and orders numbers naturally', () => {
  const names = byName([{ name: 'vibrant' }, { name: 'Allen 10' }, { name: 'Allen 9' }, { name: 'Motion' }]).map(
    (x) => x.name,
  );
  expect(names).toEqual(['Allen 9', 'Allen 10', 'Motion', 'vibrant']);
});

test('byPopularRank puts ranked items first in rank order, then unranked by name', () => {
  const items = [
    { name: 'Zeta' },
    { name: 'Motion', popularRank: 2 },
    { name: 'Beta' },
    { name: 'Allen', popularRank: 1 },
    { name: 'Resonance', popularRank: 2 },
  ];
  expect(byPopularRank(items).map((x) => x.name)).toEqual(['Allen', 'Motion', 'Resonance', 'Beta', 'Zeta']);
});

test('sorting does not mutate its input', () => {
  const input = [{ name: 'b' }, { name: 'a' }];
  byName(input);
  expect(input.map((x) => x.name)).toEqual(['b', 'a']);
});
