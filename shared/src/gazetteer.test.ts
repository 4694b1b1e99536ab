import { describe, expect, test } from 'vitest';
import { catalogueGazetteerEntries, createGazetteer, damerauLevenshtein, normalise } from './gazetteer';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from './kota-catalogue';

// The seed catalogue stands in for what the API reads from Firestore.
const kotaGazetteerEntries = () =>
  catalogueGazetteerEntries({ coachings: KOTA_COACHINGS, branches: KOTA_BRANCHES, areas: KOTA_AREAS });
const kota = createGazetteer(kotaGazetteerEntries());
const searchPlaces = (query: string, limit?: number) => kota.search(query, limit);

const first = (q: string) => searchPlaces(q, 5)[0];

describe('searchPlaces over the Kota gazetteer', () => {
  test.each([
    ['talwandi', 'area:talwandi'],
    ['Talwandi', 'area:talwandi'],
    ['talvandi', 'area:talwandi'], // transliteration variant
    ['talwadi', 'area:talwandi'], // one letter missing
    ['alen samarth', 'branch:allen-samarth'],
    ['allen samarth', 'branch:allen-samarth'],
    ['motion drona', 'branch:motion-drona'],
    ['motoin drona', 'branch:motion-drona'], // transposition
    ['kunhadi', 'area:landmark-city'], // an alias
    ['landmarkcity', 'area:landmark-city'], // run together
    ['mahavir nagar', 'area:mahaveer-nagar'],
    ['rajiv gandhi', 'area:rajeev-gandhi-nagar'],
    ['allen', 'coaching:allen'],
    ['kota junction', 'landmark:kota-junction'],
    ['kota junc', 'landmark:kota-junction'], // partial word
    ['railway station', 'landmark:kota-junction'],
    ['kishor sagar', 'landmark:kishore-sagar'],
    ['seven wonders', 'landmark:seven-wonders-park'],
    ['chambal garden', 'landmark:chambal-garden'],
    ['MBS hospital', 'landmark:mbs-hospital'],
    ['city mall', 'landmark:city-mall'],
    ['nayapura bus stand', 'landmark:nayapura-bus-stand'],
    ['gumanpura', 'landmark:gumanpura'],
    ['kota university', 'landmark:kota-university'],
    // A typo measured on the word as written when folding moves it further ('career' folds to 'carir'), and c as k.
    ['carear point', 'coaching:career-point'],
    ['korel park', 'area:coral-park'],
    ['kunhari', 'area:landmark-city'],
  ])('%s → %s', (query, id) => {
    expect(first(query)?.id).toBe(id);
  });

  test('Laxmi and Lakshmi (लक्ष्मी) fold to the same word', () => {
    const laxmi = createGazetteer([
      { id: 'l', name: 'Laxmi Nagar', address: 'Kota', lat: 25.1, lng: 75.8, kind: 'area', aliases: [] },
    ]);
    expect(laxmi.search('lakshmi nagar', 1)[0]?.score).toBe(1);
    expect(laxmi.search('लक्ष्मी नगर', 1)[0]?.score).toBe(1);
  });

  test('a partial word matches while the user is still typing', () => {
    expect(searchPlaces('indra vi', 3).map((p) => p.id)).toContain('area:indra-vihar');
    expect(searchPlaces('samar', 3).map((p) => p.id)).toContain('branch:allen-samarth');
  });

  test('nonsense and empty queries find nothing', () => {
    expect(searchPlaces('xyzzy qwerty')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('!!!')).toEqual([]);
  });

  test('one wrong word does not match a different place sharing the other word', () => {
    const ids = searchPlaces('mahavir nagar', 5).map((p) => p.id);
    expect(ids).not.toContain('area:jawahar-nagar');
    expect(ids).not.toContain('area:vigyan-nagar');
  });

  test('results are local places with coordinates, scores in 0..1, best first, at most `limit`', () => {
    const results = searchPlaces('allen', 4);
    expect(results).toHaveLength(4);
    for (const p of results) {
      expect(p.source).toBe('local');
      expect(typeof p.lat).toBe('number');
      expect(typeof p.lng).toBe('number');
      expect(p.score).toBeGreaterThan(0);
      expect(p.score).toBeLessThanOrEqual(1);
    }
    const scores = results.map((p) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  test('a branch carries its coaching brand and the catalogue coordinates', () => {
    const p = first('allen samarth');
    const branch = KOTA_BRANCHES.find((b) => b.id === 'allen-samarth');
    expect(p?.name).toMatch(/Allen/);
    expect(p?.lat).toBe(branch?.lat);
    expect(p?.lng).toBe(branch?.lng);
  });
});

test('every catalogue area, coaching (with a branch) and branch is in the gazetteer', () => {
  const ids = new Set(kotaGazetteerEntries().map((e) => e.id));
  for (const a of KOTA_AREAS) expect(ids).toContain(`area:${a.id}`);
  for (const b of KOTA_BRANCHES) expect(ids).toContain(`branch:${b.id}`);
  for (const c of KOTA_COACHINGS) {
    if (KOTA_BRANCHES.some((b) => b.coaching_id === c.id)) expect(ids).toContain(`coaching:${c.id}`);
  }
});

test('createGazetteer works over any entries', () => {
  const g = createGazetteer([
    { id: 'x:1', name: 'Shrinathpuram Stadium', address: 'Kota', lat: 25.1, lng: 75.8, kind: 'landmark', aliases: [] },
  ]);
  expect(g.search('shrinathpuram stadum')[0]?.id).toBe('x:1');
  expect(g.search('talwandi')).toEqual([]);
});

describe('damerauLevenshtein', () => {
  test('counts insertions, deletions, substitutions and adjacent transpositions as 1', () => {
    expect(damerauLevenshtein('allen', 'allen')).toBe(0);
    expect(damerauLevenshtein('alen', 'allen')).toBe(1);
    expect(damerauLevenshtein('allen', 'alen')).toBe(1);
    expect(damerauLevenshtein('motion', 'motoin')).toBe(1);
    expect(damerauLevenshtein('kota', 'kita')).toBe(1);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
  });
  test('stops early above the budget', () => {
    expect(damerauLevenshtein('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

test('normalise strips case, accents and punctuation', () => {
  expect(normalise("  Allen's  SAMARTH-Campus ")).toBe('allen s samarth campus');
  expect(normalise('Café')).toBe('cafe');
});
