// A typo-tolerant place resolver for Kota: areas, coachings and their branches (the catalogue, which the API
// reads from Firestore and passes in) and common landmarks. It needs no Google key and no network call of its
// own (docs/listing-model.md §Places). It never imports the compiled seed catalogue: that is seed data only,
// and an area an admin adds must be searchable (docs/decisions/020-catalogue-single-source.md).
import type { Area, Branch, Coaching } from './schemas/catalogue';
import type { Place } from './schemas/search';
import { toLatin } from './transliterate';

export type LocalPlaceKind = 'area' | 'branch' | 'coaching' | 'landmark';

export type GazetteerEntry = {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  kind: LocalPlaceKind;
  /** Other names people type: 'Kunhadi', 'Allen Samarth', 'Kota railway station'. */
  aliases: readonly string[];
};

/** Common landmarks students and parents search for. APPROXIMATE demo coordinates, like the catalogue's. */
export const KOTA_LANDMARKS: readonly Omit<GazetteerEntry, 'kind'>[] = [
  {
    id: 'kota-junction',
    name: 'Kota Junction Railway Station',
    address: 'Bhimganj Mandi, Kota',
    lat: 25.2226,
    lng: 75.8826,
    aliases: ['Kota Junction', 'Kota railway station', 'Kota station', 'KOTA Jn'],
  },
  {
    id: 'nayapura-bus-stand',
    name: 'Nayapura Bus Stand',
    address: 'Nayapura, Kota',
    lat: 25.1855,
    lng: 75.8408,
    aliases: ['Kota bus stand', 'Nayapura', 'Roadways bus stand'],
  },
  {
    id: 'city-mall',
    name: 'City Mall',
    address: 'Jhalawar Road, Kota',
    lat: 25.1412,
    lng: 75.8468,
    aliases: ['City Mall Kota'],
  },
  {
    id: 'kishore-sagar',
    name: 'Kishore Sagar Lake',
    address: 'Kishore Sagar, Kota',
    lat: 25.1765,
    lng: 75.8432,
    aliases: ['Kishore Sagar', 'Jag Mandir'],
  },
  {
    id: 'seven-wonders-park',
    name: 'Seven Wonders Park',
    address: 'Kishore Sagar, Kota',
    lat: 25.1728,
    lng: 75.8452,
    aliases: ['7 Wonders Park', 'Seven Wonders'],
  },
  {
    id: 'chambal-garden',
    name: 'Chambal Garden',
    address: 'Amar Niwas, Kota',
    lat: 25.1556,
    lng: 75.8232,
    aliases: [],
  },
  {
    id: 'chambal-river-front',
    name: 'Chambal River Front',
    address: 'Chambal River, Kota',
    lat: 25.1795,
    lng: 75.8318,
    aliases: ['River Front', 'Riverfront'],
  },
  { id: 'kota-barrage', name: 'Kota Barrage', address: 'Chambal River, Kota', lat: 25.1948, lng: 75.8272, aliases: [] },
  {
    id: 'mbs-hospital',
    name: 'MBS Hospital',
    address: 'Nayapura, Kota',
    lat: 25.1808,
    lng: 75.8398,
    aliases: ['Maharao Bhim Singh Hospital', 'MBS'],
  },
  {
    id: 'new-medical-college-hospital',
    name: 'New Medical College Hospital',
    address: 'Rangbari, Kota',
    lat: 25.1125,
    lng: 75.8372,
    aliases: ['Medical College Kota', 'Government Medical College'],
  },
  {
    id: 'kota-university',
    name: 'University of Kota',
    address: 'MBS Marg, Kota',
    lat: 25.1618,
    lng: 75.8219,
    aliases: ['Kota University', 'UOK'],
  },
  {
    id: 'gumanpura',
    name: 'Gumanpura',
    address: 'Gumanpura, Kota',
    lat: 25.1702,
    lng: 75.8512,
    aliases: ['Gumanpura market'],
  },
  {
    id: 'kota-airport',
    name: 'Kota Airport',
    address: 'Aerodrome Circle, Kota',
    lat: 25.1602,
    lng: 75.8456,
    aliases: ['Aerodrome', 'Aerodrome Circle'],
  },
  {
    id: 'cad-circle',
    name: 'CAD Circle',
    address: 'CAD Road, Kota',
    lat: 25.1573,
    lng: 75.8541,
    aliases: ['CAD Chauraha'],
  },
  {
    id: 'kota-collectorate',
    name: 'Collectorate Circle',
    address: 'Civil Lines, Kota',
    lat: 25.1742,
    lng: 75.8488,
    aliases: ['Collectorate', 'Civil Lines'],
  },
  { id: 'anantpura', name: 'Anantpura', address: 'Anantpura, Kota', lat: 25.1045, lng: 75.8605, aliases: [] },
];

/** The catalogue fields the gazetteer reads (the API's documents and the seed data both fit). */
export type GazetteerCatalogue = {
  coachings: readonly Pick<Coaching, 'id' | 'name' | 'shortName'>[];
  branches: readonly Pick<Branch, 'id' | 'name' | 'coaching_id' | 'lat' | 'lng' | 'address'>[];
  areas: readonly Pick<Area, 'id' | 'name' | 'lat' | 'lng' | 'aliases'>[];
};

/** Catalogue + landmarks as gazetteer entries. A coaching resolves to its first (main) branch. */
export function catalogueGazetteerEntries(catalogue: GazetteerCatalogue): GazetteerEntry[] {
  const { coachings, branches, areas } = catalogue;
  const coachingById = new Map(coachings.map((c) => [c.id, c]));
  const entries: GazetteerEntry[] = [];
  for (const a of areas) {
    entries.push({
      id: `area:${a.id}`,
      name: a.name,
      address: `${a.name}, Kota`,
      lat: a.lat,
      lng: a.lng,
      kind: 'area',
      aliases: a.aliases ?? [],
    });
  }
  for (const c of coachings) {
    const main = branches.find((b) => b.coaching_id === c.id);
    if (!main) continue;
    const aliases = c.shortName ? [c.shortName] : [];
    entries.push({
      id: `coaching:${c.id}`,
      name: c.name,
      address: main.address,
      lat: main.lat,
      lng: main.lng,
      kind: 'coaching',
      aliases,
    });
  }
  for (const b of branches) {
    const coaching = coachingById.get(b.coaching_id);
    const brand = coaching?.shortName ?? coaching?.name ?? '';
    // "Samarth Campus" alone is ambiguous; people type "Allen Samarth".
    const bare = b.name.replace(/\b(campus|centre|center|branch)\b/gi, '').trim();
    const aliases = [`${brand} ${b.name}`, `${brand} ${bare}`];
    if (coaching && coaching.name !== brand) aliases.push(`${coaching.name} ${bare}`);
    entries.push({
      id: `branch:${b.id}`,
      name: brand && !b.name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${b.name}` : b.name,
      address: b.address,
      lat: b.lat,
      lng: b.lng,
      kind: 'branch',
      aliases,
    });
  }
  for (const l of KOTA_LANDMARKS) entries.push({ ...l, id: `landmark:${l.id}`, kind: 'landmark' });
  return entries;
}

// ---------- Matching ----------
/**
 * Lowercase, strip accents and punctuation, and fold common Hindi transliteration variants so that
 * 'Mahavir'/'Mahaveer', 'Rajiv'/'Rajeev', 'Talvandi'/'Talwandi' compare equal.
 */
export function normalise(text: string): string {
  // Hindi typed in Devanagari meets the Latin names (transliterate.ts).
  return toLatin(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function fold(token: string): string {
  return (
    token
      .replace(/w/g, 'v')
      // 'city' and Devanagari's 'सिटी' (sitee) meet: a final y is i, a soft c is s.
      .replace(/y$/, 'i')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/aa/g, 'a')
      .replace(/([bcdgkpt])h/g, '$1')
      // 'Laxmi' and 'Lakshmi' (लक्ष्मी) meet.
      .replace(/x/g, 'ks')
      .replace(/sh/g, 's')
      .replace(/z/g, 'j')
      .replace(/(.)\1+/g, '$1')
  );
}

/** The words of `text`, normalised. */
const wordsOfText = (text: string) => normalise(text).split(' ').filter(Boolean);
/** The words of `text` as matching compares them: normalised, then folded. */
export const tokensOf = (text: string) => wordsOfText(text).map(fold);

/**
 * A word as written, with only its c said as k or s: what a typo is measured on when the folded forms are too far
 * apart ('carear' is one letter from 'career', but folded 'carear' is two from 'carir'; 'korel' is one from 'koral').
 */
const spoken = (word: string) => word.replace(/c(?=[eiy])/g, 's').replace(/c(?!h)/g, 'k');
/** The words of `text` as `spoken` writes them, one for each of `tokensOf`'s. */
const spokenTokensOf = (text: string) => wordsOfText(text).map(spoken);

/** Optimal string alignment (restricted Damerau-Levenshtein) distance, stopping early above `max`. */
export function damerauLevenshtein(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (i > 0 && rowMin > max) return max + 1;
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** Typos allowed for a token of this length: none for short words, where one typo is another word. */
export const typoBudget = (length: number) => (length <= 3 ? 0 : length <= 7 ? 1 : 2);

/** How well one query token matches one name token, 0..1 (`qs`, `cs`: the same words as `spoken` writes them). */
function tokenScore(q: string, c: string, isLastQueryToken: boolean, qs: string, cs: string): number {
  if (q === c) return 1;
  // Partial words: the user is still typing ('samar' → 'samarth'), any token for 3+ letters.
  if (c.startsWith(q) && (q.length >= 3 || (isLastQueryToken && q.length >= 2)))
    return 0.75 + 0.2 * (q.length / c.length);
  const budget = typoBudget(q.length);
  if (budget === 0) return 0;
  let d = damerauLevenshtein(q, c, budget);
  if (d > budget && (qs !== q || cs !== c)) d = damerauLevenshtein(qs, cs, budget);
  if (d <= budget) return 0.9 - 0.15 * d;
  // A typo inside a partial word ('alen sam' is fine; 'kishor sag' too).
  if (c.length > q.length) {
    const dp = damerauLevenshtein(q, c.slice(0, q.length), budget);
    if (dp <= budget) return 0.65 - 0.1 * dp;
  }
  return 0;
}

function trigrams(text: string): Set<string> {
  const s = `  ${text} `;
  const out = new Set<string>();
  for (let i = 0; i < s.length - 2; i++) out.add(s.slice(i, i + 3));
  return out;
}

/** Jaccard similarity of character trigrams, for run-together or split words ('landmarkcity'). */
function trigramSimilarity(ta: ReadonlySet<string>, tb: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared || 1);
}

/** A name as matching compares it, its trigrams made once with the index, not on every search (issue #25). */
type IndexedName = { tokens: string[]; spoken: string[]; joined: string; trigrams: Set<string> };
type Indexed = { entry: GazetteerEntry; names: IndexedName[] };

/** Folded words run together, one letter where two meet, as `fold` writes one word ('vigyannagar' → 'vigyanagar'). */
const joinedOf = (tokens: readonly string[]) => tokens.join('').replace(/(.)\1+/g, '$1');

function indexName(text: string): IndexedName {
  const tokens = tokensOf(text);
  const joined = joinedOf(tokens);
  return { tokens, spoken: spokenTokensOf(text), joined, trigrams: trigrams(joined) };
}

/** Score of a query against one name, 0..1. */
function nameScore(
  qTokens: string[],
  qSpoken: string[],
  qJoined: string,
  qTrigrams: ReadonlySet<string>,
  name: IndexedName,
): number {
  let sum = 0;
  let unmatched = 0;
  const used = new Set<number>();
  qTokens.forEach((q, qi) => {
    let best = 0;
    let bestAt = -1;
    name.tokens.forEach((c, ci) => {
      if (used.has(ci)) return;
      const s = tokenScore(q, c, qi === qTokens.length - 1, qSpoken[qi] ?? q, name.spoken[ci] ?? c);
      if (s > best) {
        best = s;
        bestAt = ci;
      }
    });
    if (bestAt >= 0) used.add(bestAt);
    else unmatched++;
    sum += best;
  });
  const tokenPart = sum / qTokens.length;
  // Prefer names the query covers fully: 'allen' → the coaching before each 'Allen … Campus'.
  const coverage = used.size / name.tokens.length;
  // A query word that matches nothing ('mahavir nagar' vs 'Jawahar Nagar') is strong evidence against.
  const tokenBased = tokenPart === 0 ? 0 : (0.85 * tokenPart + 0.15 * coverage) * 0.8 ** unmatched;
  const trigram = qJoined.length >= 4 ? 0.9 * trigramSimilarity(qTrigrams, name.trigrams) : 0;
  return Math.max(tokenBased, trigram);
}

const KIND_ORDER: Record<LocalPlaceKind, number> = { area: 0, coaching: 1, branch: 2, landmark: 3 };
/** Below this a match is noise. */
export const MIN_PLACE_SCORE = 0.5;

export type Gazetteer = {
  search(query: string, limit?: number): Place[];
  /** The folded words of every place's names ('chambal', 'garden'): query understanding reads none of them as a typo. */
  words?: ReadonlySet<string>;
};

export function createGazetteer(entries: readonly GazetteerEntry[]): Gazetteer {
  const index: Indexed[] = entries.map((entry) => ({
    entry,
    names: [entry.name, ...entry.aliases].map(indexName),
  }));
  const words = new Set(
    entries.flatMap((e) => [e.name, ...e.aliases].flatMap((n) => normalise(n).split(' ').filter(Boolean).map(fold))),
  );
  return {
    words,
    search(query, limit = 8) {
      const qTokens = tokensOf(query);
      if (qTokens.length === 0) return [];
      const qSpoken = spokenTokensOf(query);
      const qJoined = joinedOf(qTokens);
      const qTrigrams = trigrams(qJoined);
      const scored: { e: GazetteerEntry; score: number }[] = [];
      for (const { entry, names } of index) {
        let score = 0;
        for (const n of names) score = Math.max(score, nameScore(qTokens, qSpoken, qJoined, qTrigrams, n));
        if (score >= MIN_PLACE_SCORE) scored.push({ e: entry, score });
      }
      scored.sort(
        (a, b) => b.score - a.score || KIND_ORDER[a.e.kind] - KIND_ORDER[b.e.kind] || a.e.name.localeCompare(b.e.name),
      );
      return scored.slice(0, limit).map(({ e, score }) => ({
        id: e.id,
        name: e.name,
        address: e.address,
        lat: e.lat,
        lng: e.lng,
        kind: e.kind,
        score: Math.round(score * 1000) / 1000,
        source: 'local' as const,
      }));
    },
  };
}
