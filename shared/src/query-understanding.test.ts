import { describe, expect, test } from 'vitest';
import { catalogueGazetteerEntries, createGazetteer, tokensOf } from './gazetteer';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from './kota-catalogue';
import { understandQuery, type NameMatcher } from './query-understanding';
import { queryWithout } from './query-words';
import { toLatin } from './transliterate';

const places = createGazetteer(
  catalogueGazetteerEntries({ coachings: KOTA_COACHINGS, branches: KOTA_BRANCHES, areas: KOTA_AREAS }),
);
const NAMES: Record<string, string> = {
  'pg-1': 'Nandini Girls Hostel',
  'pg-2': 'Nandini Residency',
  'pg-3': 'Shree Balaji PG',
  'pg-4': 'Om Sai Hostel',
};
/** Exact folded words only: the real index (functions/…/name-index.ts) adds typos; here the logic is under test. */
const matcherOf = (all: Record<string, string>): NameMatcher => ({
  idsByWord: (words) =>
    words.map((w) => {
      const f = tokensOf(w).join('');
      return f ? Object.keys(all).filter((id) => tokensOf(all[id] as string).includes(f)) : [];
    }),
  nameOf: (id) => all[id],
});
const wordsOfNames = (all: Record<string, string>) => new Set(Object.values(all).flatMap((n) => tokensOf(n)));
/** What `query` means among the PGs named `all`. */
const understandAmong = (all: Record<string, string>, query: string) =>
  understandQuery(query, { places, names: matcherOf(all), nameWords: wordsOfNames(all) });
const names = matcherOf(NAMES);
const nameWords = wordsOfNames(NAMES);
const understand = (q: string) => understandQuery(q, { places, names, nameWords });
const unknownWords = (q: string) => {
  const u = understand(q);
  return u.unknown.map((i) => u.words[i]);
};

describe('transliteration', () => {
  test.each([
    ['तलवंडी', 'talvandee'],
    ['लड़कियों', 'ladkiyon'],
    ['गर्ल्स', 'garls'],
    ['९०००', '9000'],
    ['Talwandi', 'Talwandi'],
  ])('%s → %s', (hi, latin) => expect(toLatin(hi)).toBe(latin));
});

describe('understandQuery', () => {
  test.each([
    ['Girls PG', { gender: 'girls' }],
    ['boys hostel with ac', { gender: 'boys', ac: true }],
    ['non ac', { ac: false }],
    ['veg food', { food: 'veg' }],
    ['pg without food', { food: 'none' }],
    ['single room under 9000', { sharing: ['single'], maxRentInr: 9000 }],
    ['below 9k', { maxRentInr: 9000 }],
    ['upto ₹10,000', { maxRentInr: 10000 }],
    ['9000 se kam', { maxRentInr: 9000 }],
    ['10 हज़ार से कम', { maxRentInr: 10000 }],
    ['between 6000 and 9000', { minRentInr: 6000, maxRentInr: 9000 }],
    ['6000-9000', { minRentInr: 6000, maxRentInr: 9000 }],
    ['above 8000', { minRentInr: 8000 }],
    ['2 sharing', { sharing: ['double'] }],
    ['attached bathroom wifi', { attachedBathroom: true, amenities: ['wifi'] }],
    ['spring fan', { amenities: ['anti_suicide_fan'] }],
    ['ladkiyon ka hostel kota', { gender: 'girls' }],
    ['grils pg', { gender: 'girls' }],
  ])('%s → filters %o', (q, filters) => {
    expect(understand(q).filters).toEqual(filters);
    expect(unknownWords(q)).toEqual([]);
  });

  test.each([
    ['talwandi', 'area:talwandi'],
    ['talwndi', 'area:talwandi'],
    ['near landmark city', 'area:landmark-city'],
    ['alen', 'coaching:allen'],
    ['resonanse', 'coaching:resonance'],
    ['pg with attached bathroom near motion', 'coaching:motion'],
    ['तलवंडी में गर्ल्स पीजी', 'area:talwandi'],
    ['girls pg near allen samarth under 9000', 'branch:allen-samarth'],
  ])('%s → place %s', (q, id) => {
    expect(understand(q).place?.id).toBe(id);
  });

  test('a Hindi query: the place and the filter, each with the words it came from', () => {
    const u = understand('तलवंडी में गर्ल्स पीजी');
    expect(u.place?.id).toBe('area:talwandi');
    expect(u.filters).toEqual({ gender: 'girls' });
    expect(u.parts.map((p) => [p.kind, p.words])).toEqual([
      ['place', [0]],
      ['filter', [2]],
    ]);
    expect(u.unknown).toEqual([]);
  });

  test('a PG name: the PGs named so, those with more of the words first; a name word is not a typo of a search word', () => {
    expect(understand('Nandini Girls Hostel').nameIds).toEqual(['pg-1', 'pg-2']);
    expect(understand('shree balaji').nameIds).toEqual(['pg-3']);
    // 'Shree' is one letter from 'three' (a sharing word): it stays a name.
    expect(understand('shree balaji').filters).toEqual({});
    expect(understand('om sai talwandi')).toMatchObject({ nameIds: ['pg-4'], place: { id: 'area:talwandi' } });
  });

  test('words that mean nothing are said, not dropped; noise is not reported', () => {
    expect(unknownWords('xyzzy talwandi')).toEqual(['xyzzy']);
    expect(unknownWords('best pg near me in kota')).toEqual([]);
    expect(understand('qwerty').parts).toEqual([]);
  });

  test('removing a part takes its words out of the query', () => {
    const u = understand('girls pg talwandi under 9000');
    const budget = u.parts.find((p) => p.kind === 'filter' && p.key === 'maxRentInr');
    expect(queryWithout(u, budget?.words ?? [])).toBe('girls pg talwandi');
  });

  test('numbers that are not rents are not budgets', () => {
    expect(understand('2 sharing').filters.maxRentInr).toBeUndefined();
    expect(understand('pg 500').filters).toEqual({});
  });
});

describe('cheap means cheapest first (decision 225)', () => {
  const sortPart = (q: string) => understand(q).parts.find((p) => p.kind === 'sort');
  test.each([
    ['cheap pg', [0]],
    ['cheapest hostel', [0]],
    ['cheep pg', [0]],
    ['sasta pg', [0]],
    ['sasti hostel', [0]],
    ['saste kamre', [0]],
    ['सस्ता पीजी कोटा', [0]],
    ['सस्ती', [0]],
    ['sabse sasta', [0, 1]],
    ['सबसे सस्ता पीजी', [0, 1]],
    ['budget hostel', [0]],
    ['pg in budget', [1, 2]],
    ['affordable pg', [0]],
    ['low rent pg', [0, 1]],
    ['low cost hostel', [0, 1]],
    ['kam kiraya pg', [0, 1]],
    ['कम किराया', [0, 1]],
    ['economical room', [0]],
    ['lowest price pg', [0, 1]],
    ['किफायती पीजी', [0]],
    ['kifayati hostel', [0]],
    ['budget friendly pg', [0, 1]],
    ['pg price low to high', [1, 2, 3, 4]],
  ])('%s → price_asc, from words %o, nothing left not understood', (q, words) => {
    const u = understand(q);
    expect(u.sort).toBe('price_asc');
    expect(sortPart(q)).toEqual({ kind: 'sort', value: 'price_asc', words });
    expect(u.unknown).toEqual([]);
    expect(u.filters).toEqual({});
  });

  test.each(['budget 8000', 'budget ₹8,000', '8000 budget', 'बजट 8000'])('%s is a maximum rent, not a sort', (q) => {
    const u = understand(q);
    expect(u.filters).toEqual({ maxRentInr: 8000 });
    expect(u.sort).toBeUndefined();
    expect(u.parts.map((p) => p.kind)).toEqual(['filter']);
    expect(u.unknown).toEqual([]);
  });

  test('with a place and a gender: each its own part, the sort last', () => {
    const u = understand('cheap girls pg near talwandi');
    expect(u.place?.id).toBe('area:talwandi');
    expect(u.filters).toEqual({ gender: 'girls' });
    expect(u.sort).toBe('price_asc');
    expect(u.parts.map((p) => [p.kind, p.words])).toEqual([
      ['place', [4]],
      ['filter', [1]],
      ['sort', [0]],
    ]);
    expect(queryWithout(u, u.parts[2]?.words ?? [])).toBe('girls pg near talwandi');
  });

  test('Hindi: तलवंडी में सबसे सस्ता गर्ल्स पीजी', () => {
    const u = understand('तलवंडी में सबसे सस्ता गर्ल्स पीजी');
    expect(u).toMatchObject({
      place: { id: 'area:talwandi' },
      filters: { gender: 'girls' },
      sort: 'price_asc',
      unknown: [],
    });
    expect(u.parts.find((p) => p.kind === 'sort')?.words).toEqual([2, 3]);
  });

  test('no cheap word, no sort', () => {
    for (const q of ['girls pg talwandi', 'under 9000', 'nandini girls hostel'])
      expect(understand(q).sort).toBeUndefined();
  });
});

describe('"top rated" means best rated first (decision 228)', () => {
  test.each([
    ['top rated pg', [0, 1]],
    ['highest rated hostel in landmark city', [0, 1]],
    ['best rated girls pg near talwandi', [0, 1]],
    ['pg with good ratings', [3]],
    ['achhi rating wala pg', [0, 1]],
  ])('%s → rating, from words %o, nothing left not understood', (q, words) => {
    const u = understand(q);
    expect(u.sort).toBe('rating');
    expect(u.parts.find((p) => p.kind === 'sort')).toEqual({ kind: 'sort', value: 'rating', words });
    expect(u.unknown).toEqual([]);
  });

  test('"best" alone is still noise, not an order', () => {
    expect(understand('best pg in kota').sort).toBeUndefined();
  });

  test('two orders: the first is applied, the other named as not understood', () => {
    const u = understand('cheap top rated pg');
    expect(u.sort).toBe('price_asc');
    expect(u.parts.filter((p) => p.kind === 'sort')).toEqual([{ kind: 'sort', value: 'price_asc', words: [0] }]);
    expect(u.unknown.map((i) => u.words[i])).toEqual(['top', 'rated']);
  });
});

describe('what held-out queries taught (round three)', () => {
  test.each([
    ['hostel where food is not included', { food: 'none' }],
    ['khana nahi chahiye', { food: 'none' }],
    ['खाना नहीं चाहिए', { food: 'none' }],
    ['girls pg ac nahi chahiye', { gender: 'girls', ac: false }],
    ['khana nahi chahiye girls', { food: 'none', gender: 'girls' }],
    ['non veg nahi chahiye', { food: 'veg' }],
    ['no non veg', { food: 'veg' }],
    ['अटैच बाथरूम वाला कमरा', { attachedBathroom: true }],
    ['बाथरूम अटैच', { attachedBathroom: true }],
    ['room with own washroom', { attachedBathroom: true }],
    ['bathroom attach wala kamra', { attachedBathroom: true }],
    ['separate toilet', { attachedBathroom: true }],
  ])('a negation after its word, Hindi "attach": %s', (q, filters) => {
    const u = understand(q);
    expect(u.filters).toEqual(filters);
    expect(u.unknown).toEqual([]);
  });

  test('the words a negation covers are one chip ("food is not included")', () => {
    const u = understand('pg food is not included');
    expect(u.parts).toEqual([{ kind: 'filter', key: 'food', value: 'none', words: [1, 2, 3, 4] }]);
  });

  test('a word one typo from a place\'s word and a noise word is the place\'s ("indar" is not "andar")', () => {
    expect(understand('indar vihar').place?.id).toBe('area:indra-vihar');
    expect(understand('talwandi andar').place?.id).toBe('area:talwandi');
  });

  test('a campus with a typo beats its coaching alone ("motion dorna")', () => {
    expect(understand('motion dorna').place?.id).toBe('branch:motion-drona');
    expect(understand('motion').place?.id).toBe('coaching:motion');
    expect(understand('pg near motion').place?.id).toBe('coaching:motion');
  });

  test('two words a name writes as one are read together ("guru kripa": Gurukripa); words each in a name are not ("sai kripa")', () => {
    const joined: Record<string, string> = { a: 'Gurukripa Residency', b: 'Sai Kripa PG', c: 'Om Sai Hostel' };
    const u = understandAmong(joined, 'guru kripa residency');
    expect(u.nameIds).toEqual(['a']);
    expect(u.unknown).toEqual([]);
    // Both words in names as they are: not joined.
    expect(understandAmong(joined, 'sai kripa').nameIds).toEqual(['b']);
    // One word a name writes as two: split ('saikripa' for Sai Kripa), never into a piece under 3 letters.
    const split = understandAmong(joined, 'saikripa hostel');
    expect([split.nameIds, split.unknown]).toEqual([['b'], []]);
    expect(understandAmong(joined, 'omsai').nameIds).toEqual([]);
    // Words each in some name, but never in one together, are joined too ('guru' and 'kripa' below).
    const more = { ...joined, d: 'Guru Nanak PG' };
    expect(understandAmong(more, 'guru kripa').nameIds).toEqual(['a']);
    // A split only where one name has both halves: 'omkripa' is no name's.
    const none = understandAmong(joined, 'omkripa');
    expect([none.nameIds, none.unknown]).toEqual([[], [0]]);
    // A letter after a name is no part of it.
    expect(understandAmong(joined, 'gurukripa g').unknown).toEqual([1]);
  });
});

describe("what a parents' held-out set taught (round five)", () => {
  test.each([
    ['hostel for my daughter', { gender: 'girls' }],
    ['my son needs a single room', { gender: 'boys', sharing: ['single'] }],
    ['beti ke liye pg', { gender: 'girls' }],
    ['बेटे के लिए हॉस्टल', { gender: 'boys' }],
    ['dus hazar se kam', { maxRentInr: 10000 }],
    ['दस हजार से कम में सिंगल रूम', { maxRentInr: 10000, sharing: ['single'] }],
    ['सात हज़ार रुपये से कम किराये वाला कमरा', { maxRentInr: 7000 }],
    ['nine thousand tak', { maxRentInr: 9000 }],
    ['do sharing', { sharing: ['double'] }],
    ['₹7,500 महीना तक एसी कमरा', { maxRentInr: 7500, ac: true }],
    ['वाईफाई और सीसीटीवी वाला हॉस्टल', { amenities: ['wifi', 'cctv'] }],
    ['अपने बाथरूम वाला कमरा', { attachedBathroom: true }],
    ['pg with wardn', { amenities: ['warden'] }],
  ])('%s', (q, filters) => {
    const u = understand(q);
    expect(u.filters).toEqual(filters);
    expect(u.unknown.map((i) => u.words[i])).toEqual([]);
  });

  test('a place run together where two letters meet: "vigyannagar" is Vigyan Nagar', () => {
    expect(understand('vigyannagar').place?.id).toBe('area:vigyan-nagar');
  });

  test.each(['pg near my locaton', 'girls pg my locatoin', 'mere nazdek pg', 'mere kareb'])(
    'a word that is noise alone still starts a longer phrase with a typo: %s is near me',
    (q) => {
      const u = understand(q);
      expect([u.nearMe, u.unknown]).toEqual([true, []]);
    },
  );

  test('a number word is a number only before "thousand": "pg at talwandi" has no budget', () => {
    expect(understand('pg at talwandi').filters).toEqual({});
  });

  test('a word one typo from a place\'s word is that place ("chambal gardan"), not a warden', () => {
    const u = understand('chambal gardan');
    expect([u.place?.id, u.filters]).toEqual(['landmark:chambal-garden', {}]);
  });

  test('a name with the query\'s words spelt otherwise comes first ("गर्ल्स" is Girls)', () => {
    const two: Record<string, string> = { a: 'Annapurna Rooms', b: 'Annapurna Girls PG' };
    expect(understandAmong(two, 'अन्नपूर्णा गर्ल्स पीजी').nameIds).toEqual(['b', 'a']);
  });
});

describe("a place's own words are not typos of search words (decision 228)", () => {
  test('"pg near chambal garden" is Chambal Garden, not a warden', () => {
    const u = understand('pg near chambal garden');
    expect(u.place?.id).toBe('landmark:chambal-garden');
    expect(u.filters).toEqual({});
    expect(u.unknown).toEqual([]);
  });

  test('a typo of a search word that is no place word is still read ("wardn" is a warden)', () => {
    expect(understand('girls pg with wardn').filters).toEqual({ gender: 'girls', amenities: ['warden'] });
  });

  test('"rgn" is Rajeev Gandhi Nagar', () => {
    expect(understand('rgn pg').place?.id).toBe('area:rajeev-gandhi-nagar');
  });
});

describe("Object's own property names are plain words", () => {
  // 'constructor' read LOANWORDS' inherited property (a function) and threw inside search: a 500 for a typed word.
  test.each(Object.getOwnPropertyNames(Object.prototype))('%s', (word) => {
    for (const q of [word, `${word} talwandi`, `girls ${word}`, word.toUpperCase()]) {
      const u = understand(q);
      expect(u.words.length).toBeGreaterThan(0);
      expect(u.parts.every((p) => p.kind !== 'name')).toBe(true);
    }
  });
});

describe('"near me" asks for the searcher\'s own position (decision 230)', () => {
  test.each([
    ['pg near me', {}],
    ['hostel nearby', {}],
    ['pg near my location', {}],
    ['mere paas pg', {}],
    ['मेरे पास पीजी', {}],
    ['आसपास हॉस्टल', {}],
    ['girls pg near me under 9000', { gender: 'girls', maxRentInr: 9000 }],
    ['मेरे आस पास गर्ल्स पीजी', { gender: 'girls' }],
  ])('"%s": near me, every word understood, with its filters', (q, filters) => {
    const u = understand(q);
    expect(u.nearMe).toBe(true);
    expect(u.place).toBeNull();
    expect(u.filters).toEqual(filters);
    expect(u.unknown).toEqual([]);
    expect(u.parts[0]?.kind).toBe('nearMe');
  });

  test('the chip takes the words it came from ("near me" of "girls pg near me")', () => {
    const u = understand('girls pg near me');
    expect(u.parts.find((p) => p.kind === 'nearMe')?.words).toEqual([2, 3]);
  });

  test.each([
    ['nearby allen', 'coaching:allen'],
    ['pg nearby talwandi', 'area:talwandi'],
    ['near me talwandi', 'area:talwandi'],
  ])('beside a place the words only say near ("%s")', (q, place) => {
    const u = understand(q);
    expect(u.place?.id).toBe(place);
    expect(u.nearMe).toBeUndefined();
    expect(u.parts.some((p) => p.kind === 'nearMe')).toBe(false);
    expect(u.unknown).toEqual([]);
  });

  test('beside a PG\'s name too ("nandini near me")', () => {
    const u = understand('nandini near me');
    expect(u.nameIds.length).toBeGreaterThan(0);
    expect(u.nearMe).toBeUndefined();
    expect(u.unknown).toEqual([]);
  });

  // "X ke aas paas" is "around X": the searcher's own position only when nothing stands before "ke".
  test.each([
    ['station ke aas paas pg', 'station'],
    ['स्टेशन के आसपास पीजी', 'स्टेशन'],
  ])('"%s" is around %s, not near me: that word is named as not understood', (q, word) => {
    const u = understand(q);
    expect(u.nearMe).toBeUndefined();
    expect(u.parts.some((p) => p.kind === 'nearMe')).toBe(false);
    expect(u.unknown.map((k) => u.words[k])).toEqual([word]);
  });

  test('"talwandi ke aas paas" is around Talwandi, "kota ke aaspaas" around Kota; "mere aas paas" stays near me', () => {
    const around = understand('talwandi ke aas paas pg');
    expect(around.place?.id).toBe('area:talwandi');
    expect(around.unknown).toEqual([]);
    const kota = understand('kota ke aaspaas hostel'); // around Kota: the results around its centre, all understood
    expect(kota.nearMe).toBeUndefined();
    expect(kota.unknown).toEqual([]);
    expect(understand('pg mere aas paas').nearMe).toBe(true);
    expect(understand('aas paas pg').nearMe).toBe(true);
  });

  test('"me" alone is still Hinglish for "in" ("talwandi me pg"), and "meera" is no "me"', () => {
    expect(understand('talwandi me pg').nearMe).toBeUndefined();
    expect(understand('pg near meera').nearMe).toBeUndefined();
  });
});
