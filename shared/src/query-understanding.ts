// What a search box query means (docs/decisions/205-search-understanding.md): a place (area, coaching, campus,
// landmark — Latin or Devanagari, typos allowed), words of a PG's name, and the filters the product has (gender,
// sharing, AC, food, attached bathroom, amenities, budget) and cheapest first ("sasta", decision 225), each with
// the words it came from, so the results page can show it as a chip and take it back out of the query. Words that mean nothing to search ("pg", "near", "में")
// are noise; any other word is reported as not understood, never silently dropped.
// Pure: the places come from the catalogue's gazetteer, the names from the search index (the API passes both in).
import type { Gazetteer, LocalPlaceKind } from './gazetteer';
import { damerauLevenshtein, fold, normalise, tokensOf } from './gazetteer';
import type { Amenity, Gender, Sharing } from './schemas/pg';
import type { FoodFilter } from './listing-filters';
import { MAX_RENT_FILTER_INR } from './vocabulary';
import { toLatin } from './transliterate';

/** The filters a query can set (a subset of the listing filters, by the same keys). */
export type UnderstoodFilters = {
  gender?: Gender;
  sharing?: Sharing[];
  ac?: boolean;
  food?: FoodFilter;
  attachedBathroom?: boolean;
  amenities?: Amenity[];
  minRentInr?: number;
  maxRentInr?: number;
};
export type UnderstoodFilterKey = keyof UnderstoodFilters;

/** One thing understood, and the words of the query (indexes into `words`) it came from. */
export type UnderstoodPart =
  | {
      kind: 'place';
      words: number[];
      place: { id: string; name: string; kind: LocalPlaceKind; lat: number; lng: number };
    }
  | { kind: 'name'; words: number[]; text: string }
  | { kind: 'filter'; words: number[]; key: UnderstoodFilterKey; value: string | number | boolean }
  | { kind: 'sort'; words: number[]; value: UnderstoodSort }
  /** "near me", "mere paas": around the searcher, where only their device can say (decision 230). */
  | { kind: 'nearMe'; words: number[] };

/** The orders a query can ask for: "cheap", "sasta", "सबसे सस्ता" (decision 225). */
export type UnderstoodSort = 'price_asc' | 'rating';

export type Understanding = {
  /** The query's words as typed (split on spaces). */
  words: string[];
  parts: UnderstoodPart[];
  filters: UnderstoodFilters;
  place: Extract<UnderstoodPart, { kind: 'place' }>['place'] | null;
  /** PGs whose names the query's name words match, best first (empty when it names none). */
  nameIds: string[];
  /** Indexes of the words that mean nothing to search and are not noise. */
  unknown: number[];
  /** The order the query asks for; absent when it asks for none (the API's default, or the request's, applies). */
  sort?: UnderstoodSort;
  /** The query asks for PGs around the searcher ("pg near me") and names no place or PG. */
  nearMe?: true;
};

/** Folded words, asked one at a time (the words of the PG names). */
type WordSet = { has(word: string): boolean };

/** PG names, searched word by word (typos and a partly typed last word allowed). */
export type NameMatcher = {
  /** For each word, the ids of the PGs whose name has it (empty when none), best first. */
  idsByWord(words: readonly string[]): string[][];
  /** A PG's name, to put first those that have more of the query's words ("Nandini Girls Hostel" before "Nandini PG"). */
  nameOf?(id: string): string | undefined;
};

// ---------- Tokens ----------
type Token = { text: string; folded: string; word: number; num: number | null };

/** Spellings joined before splitting: "a/c", "wi-fi", "co-ed", "non-ac", "9,000", "₹", "Rs.". */
function prepare(raw: string): string {
  return toLatin(raw)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/\ba[./]c\b/g, 'ac')
    .replace(/\bwi-fi\b/g, 'wifi')
    .replace(/\bco-ed\b/g, 'coed')
    .replace(/\bnon-/g, 'non ')
    .replace(/\/-/g, ' ')
    .replace(/₹|\brs\.?(?=\s|\d|$)|\binr\b/g, ' ')
    .replace(/(\d)(k?)\s*-\s*(\d)/g, '$1$2 to $3')
    .replace(/(\d)(k|thousand|hazar|hazaar|hajar)\b/g, '$1 $2');
}

function tokenise(query: string): { words: string[]; tokens: Token[] } {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const tokens: Token[] = [];
  words.forEach((w, word) => {
    for (const part of prepare(w).split(/[^a-z0-9.]+/)) {
      const text = part.replace(/^\.+|\.+$/g, '');
      if (!text) continue;
      const num = /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
      const folded = num === null ? fold(normalise(text).replace(/ /g, '')) : text;
      if (!folded) continue;
      // A Map, not an object: 'constructor' typed in the box is a word, not Object's own property (it crashed search).
      const loan = LOANWORDS.get(folded);
      if (loan) {
        tokens.push({ text: loan, folded: fold(loan), word, num: null });
        continue;
      }
      // Two search words run together ('girlspg', 'boyshostel').
      const split =
        num === null && !SEARCH_WORDS.has(folded) ? splitRunTogether(normalise(text).replace(/ /g, '')) : null;
      if (split) for (const half of split) tokens.push({ text: half, folded: half, word, num: null });
      else tokens.push({ text, folded, word, num });
    }
  });
  return { words, tokens };
}

/**
 * English words Kota writes in Devanagari, as transliterate.ts spells them (folded), and Devanagari brand names:
 * 'कोटा जंक्शन', 'सिटी मॉल', 'एलन'.
 */
const LOANWORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    janksan: 'junction',
    jankson: 'junction',
    stesan: 'station',
    relve: 'railway',
    mol: 'mall',
    mal: 'mall',
    aspatal: 'hospital',
    hospital: 'hospital',
    sarkil: 'circle',
    sarkal: 'circle',
    kalonii: 'colony',
    kaloni: 'colony',
    bas: 'bus',
    stend: 'stand',
    stand: 'stand',
    park: 'park',
    elan: 'allen',
    alen: 'allen',
    mosan: 'motion',
    rejonens: 'resonance',
    rejonans: 'resonance',
    vaibrent: 'vibrant',
    vaibrant: 'vibrant',
    kariyar: 'career',
    karier: 'career',
    poiant: 'point',
    point: 'point',
    nyuklias: 'nucleus',
    anakedemi: 'unacademy',
    rilaibal: 'reliable',
    fijiks: 'physics',
    valah: 'wallah',
    vidyapit: 'vidyapeeth',
    kainpas: 'campus',
    kaimpas: 'campus',
    bajat: 'budget',
  }),
);

/** 'girlspg' → ['girls', 'pg'] (folded) when both halves are search words as written. */
function splitRunTogether(text: string): string[] | null {
  for (let at = 3; at <= text.length - 2; at++) {
    const a = text.slice(0, at);
    const b = text.slice(at);
    if (SEARCH_WORDS_AS_WRITTEN.has(a) && SEARCH_WORDS_AS_WRITTEN.has(b)) return [fold(a), fold(b)];
  }
  return null;
}

// ---------- The words that mean a filter ----------
type Meaning =
  | { key: 'gender'; value: Gender }
  | { key: 'sharing'; value: Sharing }
  | { key: 'ac'; value: boolean }
  | { key: 'food'; value: FoodFilter }
  | { key: 'attachedBathroom'; value: true }
  | { key: 'amenities'; value: Amenity }
  | { key: 'sort'; value: UnderstoodSort }
  | { key: 'nearMe' }
  | { key: 'noise' }
  | { key: 'under' }
  | { key: 'over' }
  | { key: 'thousand' };

const G = (value: Gender): Meaning => ({ key: 'gender', value });
const S = (value: Sharing): Meaning => ({ key: 'sharing', value });
const F = (value: FoodFilter): Meaning => ({ key: 'food', value });
const A = (value: Amenity): Meaning => ({ key: 'amenities', value });
const NOISE: Meaning = { key: 'noise' };

/** Phrases (English, Hinglish, and Hindi as transliterate.ts writes it), longest matched first. */
const PHRASES: readonly (readonly [string, Meaning])[] = [
  ...[
    'girls',
    'girl',
    'ladies',
    'lady',
    'women',
    'womens',
    'female',
    'females',
    'gals',
    'garls',
    'ladki',
    'ladkiyon',
    'ladkiyo',
    'ladkiya',
    'ladkiyan',
    'ladkiyaan',
    'mahila',
    // A parent searching for a child: "for my daughter", "beti ke liye", "बेटी के लिए".
    'daughter',
    'daughters',
    'beti',
    'betiyon',
    'bitiya',
  ].map((w) => [w, G('girls')] as const),
  ...[
    'boys',
    'boy',
    'gents',
    'male',
    'males',
    'ladke',
    'ladka',
    'ladko',
    'ladkon',
    'boyz',
    'boyj',
    'boyaz',
    'boyas',
    'son',
    'sons',
    'beta',
    'bete',
    'beton',
  ].map((w) => [w, G('boys')] as const),
  ...['coed', 'co ed', 'unisex', 'mixed', 'both boys and girls', 'boys and girls', 'girls and boys'].map(
    (w) => [w, G('coed')] as const,
  ),
  ...[
    'single',
    'single room',
    'private room',
    'single sharing',
    'single seater',
    'one sharing',
    '1 sharing',
    '1 seater',
    'singal',
    'akela',
    'single occupancy',
  ].map((w) => [w, S('single')] as const),
  ...[
    'double',
    'double sharing',
    'double room',
    'twin sharing',
    'twin',
    'two sharing',
    '2 sharing',
    '2 seater',
    'dabal',
    'do sharing',
  ].map((w) => [w, S('double')] as const),
  ...['triple', 'triple sharing', 'three sharing', '3 sharing', '3 seater', 'tripal', 'teen sharing'].map(
    (w) => [w, S('triple')] as const,
  ),
  ...['ac', 'air conditioned', 'air conditioner', 'airconditioned', 'esee', 'with ac', 'ac room'].map(
    (w) => [w, { key: 'ac', value: true }] as const,
  ),
  ...['non ac', 'without ac', 'no ac', 'nonac', 'non ac room'].map((w) => [w, { key: 'ac', value: false }] as const),
  ...[
    'veg',
    'vegetarian',
    'pure veg',
    'veg food',
    'veg only',
    'only veg',
    'shakahari',
    'shaakaahaaree',
    'jain food',
  ].map((w) => [w, F('veg')] as const),
  ...[
    'food',
    'with food',
    'meals',
    'meal',
    'mess',
    'khana',
    'khaanaa',
    'khane',
    'khaane',
    'bhojan',
    'tiffin',
    'food included',
    'with meals',
    'non veg',
    'nonveg',
  ].map((w) => [w, F('included')] as const),
  ...['without food', 'no food', 'food not included', 'self cooking', 'bina khana'].map((w) => [w, F('none')] as const),
  // Around the searcher: only their device knows where that is (decision 230). Beside a place or a PG's name these
  // words are noise ("nearby allen": near Allen).
  ...[
    'near me',
    'near to me',
    'nearby',
    'near by',
    'nearby me',
    'near by me',
    'close to me',
    'around me',
    'near my location',
    'my location',
    'current location',
    'my current location',
    'near my place',
    'mere paas',
    'mere pas',
    'mere pass',
    'mere aas paas',
    'mere aaspaas',
    'aas paas',
    'aaspaas',
    'mere nazdeek',
    'mere najdeek',
    'mere nazdik',
    'mere najdik',
    'mere karib',
    'mere kareeb',
  ].map((w) => [w, { key: 'nearMe' }] as const),
  ...[
    // "attached bathroom", "bathroom attach", "own washroom", "separate toilet"…
    ...['bathroom', 'bath', 'washroom', 'toilet', 'latrine', 'bathrooms', 'washrooms'].flatMap((room) => [
      `attached ${room}`,
      `attach ${room}`,
      `${room} attached`,
      `${room} attach`,
      `private ${room}`,
      `own ${room}`,
      `separate ${room}`,
      `personal ${room}`,
      `apna ${room}`,
      `apne ${room}`,
      `apni ${room}`,
    ]),
    'attached',
    'अटैच बाथरूम',
    'अटैच्ड बाथरूम',
    'अटैच वॉशरूम',
    'अटैच्ड वॉशरूम',
    'अटैच टॉयलेट',
    'बाथरूम अटैच',
    'अटैच्ड',
    'अटैच',
  ].map((w) => [w, { key: 'attachedBathroom', value: true }] as const),
  ...['wifi', 'wi fi', 'internet', 'broadband', 'वाईफाई', 'वाई फाई', 'वाई-फाई', 'इंटरनेट'].map(
    (w) => [w, A('wifi')] as const,
  ),
  ...['cooler', 'air cooler', 'कूलर'].map((w) => [w, A('cooler')] as const),
  ...['laundry', 'washing machine', 'dhobi', 'लॉन्ड्री', 'वॉशिंग मशीन', 'धोबी'].map((w) => [w, A('laundry')] as const),
  ...['housekeeping', 'room cleaning', 'cleaning'].map((w) => [w, A('housekeeping')] as const),
  ...['cctv', 'camera', 'cameras', 'सीसीटीवी', 'कैमरा', 'कैमरे'].map((w) => [w, A('cctv')] as const),
  ...['biometric', 'biometric entry', 'बायोमेट्रिक'].map((w) => [w, A('biometric')] as const),
  ...['power backup', 'inverter', 'generator', 'backup', 'पावर बैकअप', 'इन्वर्टर', 'इनवर्टर', 'जनरेटर'].map(
    (w) => [w, A('power_backup')] as const,
  ),
  ...['ro', 'ro water', 'water purifier', 'purifier', 'drinking water'].map((w) => [w, A('ro_water')] as const),
  ...['study table', 'table'].map((w) => [w, A('study_table')] as const),
  ...['warden', 'वार्डन'].map((w) => [w, A('warden')] as const),
  ...['female warden', 'lady warden', 'ladies warden', 'लेडी वार्डन', 'महिला वार्डन'].map(
    (w) => [w, A('female_warden')] as const,
  ),
  ...['geyser', 'hot water', 'गीजर', 'गरम पानी', 'गर्म पानी'].map((w) => [w, A('geyser')] as const),
  ...['lift', 'elevator', 'लिफ्ट'].map((w) => [w, A('lift')] as const),
  ...['parking', 'bike parking', 'पार्किंग'].map((w) => [w, A('parking')] as const),
  ...['spring fan', 'spring loaded fan', 'anti suicide fan', 'safety fan', 'anti hanging fan'].map(
    (w) => [w, A('anti_suicide_fan')] as const,
  ),
  ...['gym', 'जिम'].map((w) => [w, A('gym')] as const),
  ...['library', 'reading room', 'लाइब्रेरी'].map((w) => [w, A('library')] as const),
  ...['fridge', 'refrigerator', 'फ्रिज'].map((w) => [w, A('fridge')] as const),
  ...['cctv camera'].map((w) => [w, A('cctv')] as const),
  // Cheapest first; "budget" is one too when no amount follows it (understandQuery, step 3).
  ...[
    'cheap',
    'cheep',
    'cheapest',
    'cheaper',
    'cheapest first',
    'sasta',
    'sasti',
    'saste',
    'sastaa',
    'sabse sasta',
    'sabse sasti',
    'sabse saste',
    'affordable',
    'low rent',
    'low cost',
    'low budget',
    'low price',
    'lowest',
    'lowest price',
    'lowest rent',
    'kam kiraya',
    'kam kiraye',
    'kam kirae',
    'sabse kam kiraya',
    'economical',
    'economic',
    'inexpensive',
    'budget friendly',
    'pocket friendly',
    'kifayati',
    'kiphaaytee',
    'price low to high',
    'low to high',
  ].map((w) => [w, { key: 'sort', value: 'price_asc' }] as const),
  // Best rated first (decision 228): "best" alone stays noise, a word every search could say.
  ...[
    'top rated',
    'highest rated',
    'best rated',
    'high rated',
    'highly rated',
    'top rating',
    'high rating',
    'highest rating',
    'best rating',
    'best reviewed',
    'top reviewed',
    'rated',
    'rating',
    'ratings',
    'reviews',
    'sabse acchi rating',
    'achhi rating',
    'acchi rating',
  ].map((w) => [w, { key: 'sort', value: 'rating' }] as const),
  ...[
    'under',
    'below',
    'upto',
    'up to',
    'within',
    'max',
    'maximum',
    'less than',
    'lesser than',
    'not more than',
    'budget',
    'till',
    'se kam',
    'tak',
    'andar',
    'ke andar',
    'or less',
    'cheaper than',
    'in budget',
    'budget of',
    'around',
    'approx',
  ].map((w) => [w, { key: 'under' }] as const),
  ...['above', 'over', 'more than', 'min', 'minimum', 'at least', 'atleast', 'se jyada', 'se zyada', 'se upar'].map(
    (w) => [w, { key: 'over' }] as const,
  ),
  ...['k', 'thousand', 'hazar', 'hazaar', 'hajar', 'hajaar'].map((w) => [w, { key: 'thousand' }] as const),
  // Words that mean "a place to stay", "near", "in Kota", "I want": nothing to filter by.
  ...[
    'pg',
    'pgs',
    'p g',
    'peejee',
    'paying guest',
    'paying guests',
    'hostel',
    'hostels',
    'hostal',
    'room',
    'rooms',
    'kamra',
    'kamre',
    'flat',
    'flats',
    'accommodation',
    'stay',
    'house',
    'home',
    'rent',
    'on rent',
    'for rent',
    'rental',
    'per month',
    'month',
    'monthly',
    'pm',
    'near',
    'nearest',
    'close to',
    'close',
    'next to',
    'beside',
    'behind',
    'opposite',
    'in',
    'at',
    'of',
    'on',
    'to',
    'by',
    'the',
    'a',
    'an',
    'for',
    'with',
    'and',
    'or',
    'me',
    'mein',
    'men',
    'ka',
    'ki',
    'ke',
    'ko',
    'se',
    'pas',
    'paas',
    'wala',
    'wali',
    'wale',
    'kota',
    'kotaa',
    'rajasthan',
    'student',
    'students',
    'best',
    'good',
    'nice',
    'top',
    'find',
    'show',
    'want',
    'need',
    'looking',
    'i',
    'available',
    'vacancy',
    'vacant',
    'chahiye',
    'saath',
    'sath',
    'liye',
    'lie',
    'ke liye',
    'service',
    'vala',
    'vali',
    'jee',
    'neet',
    'aspirant',
    'aspirants',
    'coaching',
    'institute',
    'classes',
    'campus',
    'center',
    'centre',
    'branch',
    'area',
    'colony',
    'sector',
    'rs',
    'rupees',
    'rupaye',
    'inr',
    'only',
    'facility',
    'facilities',
    'new',
    'verified',
    'safe',
    'secure',
    'sharing',
    'seater',
    'bed',
    'beds',
    'bedded',
    'hai',
    'h',
    'chaiye',
    'chhatravas',
    'chhaatraavaas',
    'where',
    'which',
    'jahan',
    'jaha',
    // A parent's sentence: "my son needs", "मेरी बेटी के लिए … चाहिए", "kiraye wala", "mahina" (not "mahila").
    'my',
    'mera',
    'meri',
    'mere',
    'needs',
    'is',
    'served',
    'aur',
    'kiraya',
    'kiraye',
    'kiraaye',
    'mahina',
    'mahine',
    'maheena',
    'saamne',
    'samne',
    'nazdeek',
    'najdeek',
    'nazdik',
    'najdik',
    'ke nazdeek',
  ].map((w) => [w, NOISE] as const),
];

/** Negations: "without mess", "no food", "bina khana". */
const NEGATIONS = new Set(['without', 'no', 'bina', 'vithout', 'vitaut', 'binaa'].map((w) => fold(w)));
/** Negations said after what they negate: "food not included", "khana nahi", "AC नहीं". */
const NEGATIONS_AFTER = new Set(['not', 'nahi', 'nahin', 'nai', 'mat'].map((w) => fold(w)));
/** Words between a thing and its negation ("food is not"), and what may follow it ("not included", "nahi chahiye"). */
const NEGATION_LINKS = new Set(['is', 'are', 'hai', 'h', 'ho'].map((w) => fold(w)));
const NEGATED_WORDS = new Set(['included', 'provided', 'available', 'chahiye', 'chaiye', 'chahie'].map((w) => fold(w)));
/** The index after a negation that follows token `from` ("is not included"), or null when none does. */
function negationAfter(tokens: readonly Token[], used: readonly (string | null)[], from: number): number | null {
  let j = from;
  while (j < tokens.length && used[j] === null && NEGATION_LINKS.has((tokens[j] as Token).folded)) j++;
  const t = tokens[j];
  if (!t || used[j] !== null || !NEGATIONS_AFTER.has(t.folded)) return null;
  j++;
  while (j < tokens.length && used[j] === null && NEGATED_WORDS.has((tokens[j] as Token).folded)) j++;
  return j;
}
/** "aas paas" after "X ke" is around X ("station ke aas paas"), not around the searcher. */
const AROUND = new Set(['aas', 'aaspaas'].map((w) => fold(w)));
const OF = fold('ke');

type Phrase = { folded: string[]; meaning: Meaning };
const PHRASE_LIST: Phrase[] = PHRASES.map(([text, meaning]) => ({
  folded: text.split(' ').map((w) => fold(normalise(w).replace(/ /g, ''))),
  meaning,
})).sort((a, b) => b.folded.length - a.folded.length);
/** The one-word phrases as written, for splitting run-together words. */
const SEARCH_WORDS_AS_WRITTEN = new Set(PHRASES.map(([text]) => text).filter((t) => !t.includes(' ')));
/** The one-word phrases (folded). */
const SEARCH_WORDS = new Set(
  PHRASE_LIST.filter((p) => p.folded.length === 1 && (p.folded[0] as string).length >= 2).map(
    (p) => p.folded[0] as string,
  ),
);

/** Exact, or one typo in a word of 5+ letters ('grils', 'hostle', 'bathrom'). */
function sameWord(q: string, p: string): boolean {
  if (q === p) return true;
  return q.length >= 5 && p.length >= 5 && damerauLevenshtein(q, p, 1) <= 1;
}

/** The folded first words of the phrases of two or more words ("my" of "my location"). */
const FIRST_WORDS = new Set(PHRASE_LIST.filter((p) => p.folded.length > 1).map((p) => p.folded[0] as string));

/**
 * The longest phrase starting at token i, with the number of tokens it covers: as written, else with typos. A word
 * that is a phrase alone does not hide a longer phrase it starts, read with a typo ("my locaton", "mere nazdek").
 */
function phraseAt(tokens: readonly Token[], i: number, names: WordSet): { meaning: Meaning; length: number } | null {
  const exact = phraseMatch(tokens, i, names, false);
  if (exact && (exact.length > 1 || !FIRST_WORDS.has((tokens[i] as Token).folded))) return exact;
  const typo = phraseMatch(tokens, i, names, true);
  return typo && typo.length > (exact?.length ?? 0) ? typo : exact;
}

function phraseMatch(
  tokens: readonly Token[],
  i: number,
  names: WordSet,
  typos: boolean,
): { meaning: Meaning; length: number } | null {
  for (const p of PHRASE_LIST) {
    if (i + p.folded.length > tokens.length) continue;
    let ok = true;
    for (let k = 0; k < p.folded.length; k++) {
      const t = tokens[i + k] as Token;
      if (t.num !== null && !/^\d+$/.test(p.folded[k] as string)) {
        ok = false;
        break;
      }
      // A typo'd phrase word must not be a word of a PG's name as it is ('Shree' is not 'three').
      const exact = t.folded === p.folded[k];
      if (!exact && (!typos || !sameWord(t.folded, p.folded[k] as string) || names.has(t.folded))) {
        ok = false;
        break;
      }
    }
    if (ok) return { meaning: p.meaning, length: p.folded.length };
  }
  return null;
}

// ---------- Money ----------
const BETWEEN = fold('between');
const BUDGET = fold('budget');
/**
 * Numbers written as words, read only before "thousand" ("dus hazar", "दस हज़ार", "nine thousand"): alone, "do" and
 * "at" are words.
 */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  (
    [
      [['ek', 'one', 'एक'], 1],
      [['dedh', 'डेढ़'], 1.5],
      [['do', 'two', 'दो'], 2],
      [['dhai', 'ढाई'], 2.5],
      [['teen', 'three', 'तीन'], 3],
      [['char', 'chaar', 'four', 'चार'], 4],
      [['panch', 'paanch', 'five', 'पांच', 'पाँच'], 5],
      [['chhe', 'chhah', 'six', 'छह', 'छः'], 6],
      [['saat', 'seven', 'सात'], 7],
      [['aath', 'eight', 'आठ'], 8],
      [['nau', 'nine', 'नौ'], 9],
      [['das', 'dus', 'ten', 'दस'], 10],
      [['gyarah', 'gyara', 'eleven', 'ग्यारह'], 11],
      [['barah', 'bara', 'twelve', 'बारह'], 12],
      [['pandrah', 'fifteen', 'पंद्रह'], 15],
      [['bees', 'twenty', 'बीस'], 20],
    ] as const
  ).flatMap(([words, n]) => words.map((w) => [fold(normalise(w).replace(/ /g, '')), n] as const)),
);
/** "k", "thousand", "hazar" (folded). */
const THOUSAND_WORDS = new Set(
  PHRASE_LIST.filter((p) => p.meaning.key === 'thousand' && p.folded.length === 1).map((p) => p.folded[0] as string),
);
const isThousand = (t: Token | undefined) => t !== undefined && THOUSAND_WORDS.has(t.folded);
/** The amount at token i ("9000", "9.5 k", "10 hazaar", "dus hazar"), with the tokens it covers; null when none. */
function amountAt(tokens: readonly Token[], i: number): { inr: number; length: number } | null {
  const t = tokens[i];
  if (!t) return null;
  const next = tokens[i + 1];
  const times = isThousand(next);
  const n = t.num ?? (times ? NUMBER_WORDS.get(t.folded) : undefined);
  if (n === undefined) return null;
  const inr = Math.round(times ? n * 1000 : n);
  return { inr, length: times ? 2 : 1 };
}
/** A sum a PG costs a month; smaller numbers are counts ("2 sharing") or distances. */
const isRent = (inr: number) => inr >= 1000 && inr <= MAX_RENT_FILTER_INR;

// ---------- Places ----------
const MIN_SPAN_SCORE = 0.62;
/**
 * Words many places share: on its own, none names a place ("zorawar vihar" is not Indra Vihar, "city" is not
 * Landmark City); with a distinctive word, they help ("Indra Vihar", "Kota Junction").
 */
const GENERIC_PLACE_WORDS = new Set(
  [
    'nagar',
    'vihar',
    'colony',
    'park',
    'city',
    'road',
    'circle',
    'marg',
    'puram',
    'complex',
    'enclave',
    'extension',
    'sector',
    'scheme',
    'mandi',
    'bazar',
    'bazaar',
    'market',
    'chowk',
    'chauraha',
    'main',
    'campus',
    'centre',
    'center',
    'branch',
    'station',
    'junction',
    'garden',
    'hospital',
    'lake',
    'mall',
    'stand',
    'bus',
    'railway',
    'industrial',
    'area',
    'academy',
    'institute',
    'classes',
    'education',
    'point',
    'kota',
  ].map((w) => fold(w)),
);
const MIN_WORD_SCORE = 0.72;

type Span = { from: number; to: number; score: number; place: Extract<UnderstoodPart, { kind: 'place' }>['place'] };

/**
 * `free`: tokens no filter took (noise words included: 'Kota Junction', 'City Mall Kota'); a span must have a word
 * that is not noise.
 */
function bestPlace(
  tokens: readonly Token[],
  free: readonly boolean[],
  noise: ReadonlySet<number>,
  places: Gazetteer,
  names: WordSet,
): Span | null {
  let best: Span | null = null;
  let bestValue = 0;
  for (let from = 0; from < tokens.length; from++) {
    for (let to = from; to < tokens.length && free[to]; to++) {
      if (!free[from]) break;
      const span = tokens.slice(from, to + 1);
      if (span.length > 5) break;
      if (span.every((t, k) => t.num !== null || noise.has(from + k))) continue;
      const generic = span.every((t, k) => noise.has(from + k) || GENERIC_PLACE_WORDS.has(t.folded));
      // Only common words: a place only when they are its very name, and never one word alone.
      if (generic && span.length < 2) continue;
      const hit = places.search(span.map((t) => t.text).join(' '), 1)[0];
      if (!hit || hit.lat === null || hit.lng === null || hit.kind === 'google' || hit.kind === 'pg') continue;
      const one = span.filter((_, k) => !noise.has(from + k)).length === 1 && span.length === 1;
      // A lone word that is a word of a PG's name as typed is a place only when it matches one well.
      const min = one ? (names.has((span[0] as Token).folded) ? 0.9 : MIN_WORD_SCORE) : MIN_SPAN_SCORE;
      if (hit.score < (generic ? 0.94 : min)) continue;
      const value = hit.score * (1 + 0.2 * (span.length - 1));
      if (value > bestValue) {
        bestValue = value;
        best = {
          from,
          to,
          score: hit.score,
          place: { id: hit.id, name: hit.name, kind: hit.kind as LocalPlaceKind, lat: hit.lat, lng: hit.lng },
        };
      }
    }
  }
  return best;
}

const wordsOf = (tokens: readonly Token[]) => [...new Set(tokens.map((t) => t.word))];

/**
 * What `query` means. `nameWords` are the folded words of the PG names (a word of a name is not read as a typo of a
 * search word or of a short place).
 */
export function understandQuery(
  query: string,
  deps: { places: Gazetteer; names?: NameMatcher; nameWords?: { has(word: string): boolean } },
): Understanding {
  const { words, tokens } = tokenise(query);
  const nameWords: WordSet = deps.nameWords ?? new Set<string>();
  // A word of a PG's or a place's name as typed is that word, not a typo of a search word ('Shree' is not 'three',
  // the 'garden' of Chambal Garden is not 'warden').
  // And a word one typo from a place's word is that place's word misspelt, not a search word's: "chambal gardan" is
  // Chambal Garden, though "gardan" is as close to वार्डन (vardan).
  const placeWords = deps.places.words;
  const near = new Map<string, boolean>();
  const nearPlaceWord = (w: string) => {
    if (w.length < 5 || placeWords === undefined) return false;
    let found = near.get(w);
    if (found === undefined) {
      found = [...placeWords].some((p) => p.length >= 5 && sameWord(w, p));
      near.set(w, found);
    }
    return found;
  };
  const exactWords: WordSet = {
    has: (w) => nameWords.has(w) || (placeWords?.has(w) ?? false) || nearPlaceWord(w),
  };
  const used: (string | null)[] = tokens.map(() => null);
  const parts: UnderstoodPart[] = [];
  const filters: UnderstoodFilters = {};
  const noise = new Set<number>();

  const addFilter = (key: UnderstoodFilterKey, value: string | number | boolean, from: number, length: number) => {
    const covered = tokens.slice(from, from + length);
    for (let k = from; k < from + length; k++) used[k] = key;
    // "शाकाहारी खाना" (veg food): veg says more than "food".
    if (key === 'food' && value === 'included' && filters.food === 'veg') value = 'veg';
    if (key === 'food' && value === 'veg' && filters.food === 'included') {
      const earlier = parts.find((p) => p.kind === 'filter' && p.key === 'food');
      if (earlier && earlier.kind === 'filter') earlier.value = 'veg';
    }
    if (key === 'sharing' || key === 'amenities') {
      const list = ((filters as Record<string, unknown[]>)[key] ??= []);
      if (!list.includes(value)) list.push(value);
    } else {
      (filters as Record<string, unknown>)[key] = value;
    }
    const same = parts.find((p) => p.kind === 'filter' && p.key === key && p.value === value);
    if (same) same.words = [...new Set([...same.words, ...wordsOf(covered)])];
    else parts.push({ kind: 'filter', key, value, words: wordsOf(covered) });
  };

  let sort: UnderstoodSort | undefined;
  const addSort = (value: UnderstoodSort, from: number, length: number) => {
    // One order: a second, different one ("cheap top rated") is not applied, so it is named as not understood.
    if (sort !== undefined && sort !== value) return;
    for (let k = from; k < from + length; k++) used[k] = 'sort';
    sort = value;
    const words = wordsOf(tokens.slice(from, from + length));
    const same = parts.find((p) => p.kind === 'sort');
    if (same) same.words = [...new Set([...same.words, ...words])];
    else parts.push({ kind: 'sort', value, words });
  };

  // 1. Budgets: "under 9000", "9k se kam", "between 6000 and 9000", "6000 to 9000", a bare "8500".
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const phrase = phraseAt(tokens, i, exactWords);
    const dir = phrase && (phrase.meaning.key === 'under' || phrase.meaning.key === 'over') ? phrase.meaning.key : null;
    const at = dir ? i + (phrase as { length: number }).length : i;
    let amount = amountAt(tokens, at);
    if (!amount) continue;
    // "8-10k": the thousands written once, after the range.
    if (!isRent(amount.inr) && amount.length === 1) {
      const joiner = tokens[at + 1];
      const upper = joiner && ['to', 'se'].includes(joiner.folded) ? amountAt(tokens, at + 2) : null;
      if (upper && upper.length === 2 && isRent(amount.inr * 1000) && amount.inr * 1000 <= upper.inr)
        amount = { inr: amount.inr * 1000, length: 1 };
    }
    if (!isRent(amount.inr)) continue;
    let end = at + amount.length;
    // "6000 to 9000", "between 6000 and 9000", "6000 se 9000 tak"
    const joiner = tokens[end];
    const second = joiner && ['to', 'and', 'se', 'till'].includes(joiner.folded) ? amountAt(tokens, end + 1) : null;
    if (second && isRent(second.inr)) {
      const [lo, hi] = [Math.min(amount.inr, second.inr), Math.max(amount.inr, second.inr)];
      const start = i > 0 && tokens[i - 1]?.folded === BETWEEN && !used[i - 1] ? i - 1 : i;
      end = end + 1 + second.length;
      const after = phraseAt(tokens, end, exactWords);
      if (after?.meaning.key === 'under') end += after.length;
      addFilter('minRentInr', lo, start, end - start);
      addFilter('maxRentInr', hi, start, end - start);
      i = end - 1;
      continue;
    }
    // A direction after the amount: "9000 se kam", "9000 tak", "8000 se jyada".
    const after = phraseAt(tokens, end, exactWords);
    let direction = dir;
    if (!direction && after && (after.meaning.key === 'under' || after.meaning.key === 'over')) {
      direction = after.meaning.key;
      end += after.length;
    }
    addFilter(direction === 'over' ? 'minRentInr' : 'maxRentInr', amount.inr, i, end - i);
    i = end - 1;
  }

  // 2. "2 sharing", "3 seater", "1 bed": sharing by the count.
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    if (used[i] || used[i + 1] || t.num === null) continue;
    const sharing = (['single', 'double', 'triple'] as const)[t.num - 1];
    if (sharing && ['sharing', 'seater', 'bed', 'beds', 'bedded', 'sarin', 'sar'].includes(next.folded))
      addFilter('sharing', sharing, i, 2);
  }

  // 3. Filter words and noise, longest phrase first.
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const hit = phraseAt(tokens, i, exactWords);
    if (!hit) continue;
    const m = hit.meaning;
    const covered = tokens.slice(i, i + hit.length);
    // "budget hostel" asks for cheap ones; "budget 8000" was a maximum rent (step 1).
    if (
      m.key === 'under' &&
      covered.some((t) => t.folded === BUDGET) &&
      (tokens[i + hit.length]?.num ?? null) === null
    ) {
      addSort('price_asc', i, hit.length);
    } else if (m.key === 'sort') {
      addSort(m.value, i, hit.length);
    } else if (m.key === 'nearMe') {
      // "station ke aas paas": around whatever stands before "ke" (a place found in step 4, else not understood).
      const aroundX = i >= 2 && tokens[i - 1]?.folded === OF && AROUND.has((tokens[i] as Token).folded);
      for (let k = i; k < i + hit.length; k++) {
        used[k] = aroundX ? 'noise' : 'nearMe';
        if (aroundX) noise.add(k);
      }
    } else if (m.key === 'noise' || m.key === 'under' || m.key === 'over' || m.key === 'thousand') {
      for (let k = i; k < i + hit.length; k++) {
        used[k] = 'noise';
        noise.add(k);
      }
    } else {
      // "without mess", "no ac", "bina khana": the opposite, with the negation's word.
      const prev = tokens[i - 1];
      const negated = i > 0 && prev !== undefined && used[i - 1] === null && NEGATIONS.has(prev.folded);
      // "food is not included", "khana nahi chahiye", "AC नहीं": the negation after, with the words up to it.
      const after = negationAfter(tokens, used, i + hit.length);
      const negatable = (m.key === 'food' && m.value === 'included') || m.key === 'ac';
      // Not non-veg ("non veg nahi chahiye", "no non veg") is veg, not no food.
      const nonVeg = covered.some((t) => t.folded === 'non' || t.folded === 'nonveg');
      const opposite = m.key === 'food' ? (nonVeg ? 'veg' : 'none') : !m.value;
      if (negated && negatable) addFilter(m.key, opposite, i - 1, hit.length + 1);
      else if (after && negatable) {
        addFilter(m.key, opposite, i, after - i);
        i = after - hit.length;
      } else addFilter(m.key, m.value, i, hit.length);
    }
    i += hit.length - 1;
  }

  // 4. The place: the best-matching run of the words left.
  let place: Understanding['place'] = null;
  const span = bestPlace(
    tokens,
    used.map((u) => u === null || u === 'noise'),
    noise,
    deps.places,
    nameWords,
  );
  if (span) {
    place = span.place;
    for (let k = span.from; k <= span.to; k++) used[k] = 'place';
    parts.unshift({ kind: 'place', place, words: wordsOf(tokens.slice(span.from, span.to + 1)) });
  }

  // 5. A PG's name: the words left that PG names have (all of them in one name).
  let nameIds: string[] = [];
  const single = tokens.map((t, i) => ({ t, i })).filter(({ i }) => used[i] === null);
  if (deps.names && single.length) {
    const { words: left, lists } = nameUnits(
      single.map(({ t, i }) => ({ text: t.text, at: i, number: t.num !== null })),
      deps.names,
      nameWords,
    );
    let ids: string[] | null = null;
    const matched: number[] = [];
    lists.forEach((list, k) => {
      if (!list.length) return;
      const next: string[] = ids === null ? list : ids.filter((id) => list.includes(id));
      if (!next.length) return;
      ids = next;
      matched.push(...(left[k] as { at: number[] }).at);
    });
    if (ids !== null && matched.length) {
      nameIds = rankByOverlap(ids, tokens, deps.names);
      for (const k of matched) used[k] = 'name';
      const nameTokens = matched.map((k) => tokens[k] as Token);
      const nameWordIndexes = wordsOf(nameTokens);
      parts.push({ kind: 'name', words: nameWordIndexes, text: nameWordIndexes.map((k) => words[k]).join(' ') });
    }
  }

  // 6. "near me" asks for the searcher's own position, unless the query names a place or a PG: then it is noise.
  const nearMeTokens = tokens.filter((_, i) => used[i] === 'nearMe');
  let nearMe = false;
  if (nearMeTokens.length && !place && !nameIds.length) {
    nearMe = true;
    parts.push({ kind: 'nearMe', words: wordsOf(nearMeTokens) });
  } else {
    tokens.forEach((_, i) => {
      if (used[i] === 'nearMe') used[i] = 'noise';
    });
  }

  // 7. What is left is not understood (a word all of whose pieces were noise is not reported).
  const unknownWords = new Set<number>();
  tokens.forEach((t, i) => {
    if (used[i] === null) unknownWords.add(t.word);
  });
  const order = { place: 0, nearMe: 0, name: 1, filter: 2, sort: 3 } as const;
  parts.sort((a, b) => order[a.kind] - order[b.kind]);
  const unknown = [...unknownWords].sort((a, b) => a - b);
  return { words, parts, filters, place, nameIds, unknown, ...(sort ? { sort } : {}), ...(nearMe ? { nearMe } : {}) };
}

/**
 * The words to look names up by, with each one's ids (`NameMatcher.idsByWord`): the words as typed, except two
 * adjacent words a name writes as one ('guru kripa' for Gurukripa), read together where no name has both as they
 * are, and one word a name writes as two ('saikripa' for Sai Kripa), split where one name has both halves. `at` is
 * where each word was (adjacent: consecutive numbers); `words[k].at` lists the places a looked-up word covers.
 */
export function nameUnits(
  typed: readonly { text: string; at: number; number?: boolean }[],
  names: NameMatcher,
  nameWords: WordSet,
): { words: { text: string; at: number[] }[]; lists: string[][] } {
  const asTyped = names.idsByWord(typed.map((w) => w.text));
  const shareAName = (x: readonly string[] | undefined, y: readonly string[] | undefined) =>
    Boolean(x?.length && y?.length && x.some((id) => y.includes(id)));
  const words: { text: string; at: number[] }[] = [];
  let changed = false;
  for (let k = 0; k < typed.length; k++) {
    const a = typed[k] as (typeof typed)[number];
    const b = typed[k + 1];
    // Each part 3+ letters: 'nandini g' is Nandini and a letter, not one word with a typo.
    const joinable = b && b.at === a.at + 1 && !a.number && !b.number && a.text.length >= 3 && b.text.length >= 3;
    if (joinable && !shareAName(asTyped[k], asTyped[k + 1])) {
      const text = a.text + b.text;
      // As the last word it may be partly typed; before another, it must be whole (the '' after it).
      if (names.idsByWord(k + 2 === typed.length ? [text] : [text, ''])[0]?.length) {
        words.push({ text, at: [a.at, (b as (typeof typed)[number]).at] });
        changed = true;
        k++;
        continue;
      }
    }
    const halves = asTyped[k]?.length || a.number ? null : splitName(a.text, nameWords);
    const halfLists = halves ? names.idsByWord([...halves, '']) : [];
    if (halves && shareAName(halfLists[0], halfLists[1])) {
      for (const half of halves) words.push({ text: half, at: [a.at] });
      changed = true;
    } else words.push({ text: a.text, at: [a.at] });
  }
  return { words, lists: changed ? names.idsByWord(words.map((w) => w.text)) : asTyped };
}

/** 'saikripa' → ['sai', 'kripa'] when both halves (3+ letters each) are words of PG names; else null. */
function splitName(text: string, nameWords: WordSet): string[] | null {
  const word = normalise(text).replace(/ /g, '');
  for (let at = 3; at <= word.length - 3; at++) {
    const a = word.slice(0, at);
    const b = word.slice(at);
    if (nameWords.has(fold(a)) && nameWords.has(fold(b))) return [a, b];
  }
  return null;
}

/** Named PGs with more of the query's words (all of them: 'girls', 'hostel' too) first; else as the matcher ranked. */
function rankByOverlap(ids: readonly string[], tokens: readonly Token[], names: NameMatcher): string[] {
  if (!names.nameOf) return [...ids];
  const query = tokens.map((t) => t.folded);
  // A word the name has as it is, or with one typo in a word of 5+ letters ("गर्ल्स", garls, is Girls).
  const has = (w: string) => query.some((q) => sameWord(q, w));
  const overlap = new Map<string, number>();
  for (const id of ids) {
    const words = tokensOf(names.nameOf(id) ?? '');
    overlap.set(id, words.filter(has).length - 0.01 * words.length);
  }
  return ids
    .map((id, at) => ({ id, at }))
    .sort((a, b) => (overlap.get(b.id) ?? 0) - (overlap.get(a.id) ?? 0) || a.at - b.at)
    .map((x) => x.id);
}
