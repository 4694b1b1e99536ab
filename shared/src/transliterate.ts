// Devanagari to Latin letters, the way people in Kota write Hindi words in Latin ("तलवंडी" → "talvandi",
// "लड़कियों" → "ladkiyon", "पीजी" → "peejee"), so a query typed in Hindi meets the catalogue's Latin names and the
// search words of query-understanding.ts (docs/decisions/205-search-understanding.md). Not a scholarly
// transliteration: it drops the inherent vowel where Hindi speech drops it (at a word's end, and between a
// vowel-consonant and a consonant-vowel, right to left: Ohala's rule), and maps the nukta letters to what Hinglish
// writes (ड़ → d as in "ladki", ज़ → z, फ़ → f). Matching then folds spelling variants (gazetteer.ts `fold`).

const VOWELS: Record<string, string> = {
  'अ': 'a', 'आ': 'aa', 'इ': 'i', 'ई': 'ee', 'उ': 'u', 'ऊ': 'oo', 'ऋ': 'ri', 'ए': 'e', 'ऐ': 'ai', 'ओ': 'o',
  'औ': 'au', 'ऑ': 'o', 'ऍ': 'e',
};
const SIGNS: Record<string, string> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ee', 'ु': 'u', 'ू': 'oo', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au',
  'ॉ': 'o', 'ॅ': 'e',
};
const CONSONANTS: Record<string, string> = {
  'क': 'k', 'ख': 'kh', 'ग': 'g', 'घ': 'gh', 'ङ': 'n', 'च': 'ch', 'छ': 'chh', 'ज': 'j', 'झ': 'jh', 'ञ': 'n',
  'ट': 't', 'ठ': 'th', 'ड': 'd', 'ढ': 'dh', 'ण': 'n', 'त': 't', 'थ': 'th', 'द': 'd', 'ध': 'dh', 'न': 'n',
  'प': 'p', 'फ': 'ph', 'ब': 'b', 'भ': 'bh', 'म': 'm', 'य': 'y', 'र': 'r', 'ल': 'l', 'व': 'v', 'श': 'sh',
  'ष': 'sh', 'स': 's', 'ह': 'h', 'ळ': 'l',
};
/** A consonant with a nukta (written as the letter and U+093C once decomposed). */
const NUKTA: Record<string, string> = { 'क': 'q', 'ख': 'kh', 'ग': 'g', 'ज': 'z', 'ड': 'd', 'ढ': 'dh', 'फ': 'f', 'य': 'y' };
const NUKTA_SIGN = '\u093C';
const VIRAMA = '\u094D';
/** Anusvara and chandrabindu sound as n here; visarga as h. */
const NASAL = new Set(['\u0902', '\u0901']);
const VISARGA = '\u0903';
const DIGIT_ZERO = 0x0966;

/** One written syllable: its consonant ('' for a vowel letter), its vowel ('' after a virama), and a nasal or h after. */
type Unit = { c: string; v: string; inherent: boolean; tail: string };

const isDevanagari = (ch: string) => ch >= '\u0900' && ch <= '\u097F';

function wordToLatin(word: string): string {
  const units: Unit[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const code = ch.charCodeAt(0);
    if (code >= DIGIT_ZERO && code <= DIGIT_ZERO + 9) {
      units.push({ c: String(code - DIGIT_ZERO), v: '', inherent: false, tail: '' });
      continue;
    }
    if (CONSONANTS[ch] !== undefined) {
      let c = CONSONANTS[ch] as string;
      // ज्ञ is said (and written in Latin) "gy": विज्ञान → vigyan.
      if (ch === 'ज' && chars[i + 1] === VIRAMA && chars[i + 2] === 'ञ') {
        c = 'gy';
        i += 2;
      }
      if (chars[i + 1] === NUKTA_SIGN) {
        c = NUKTA[ch] ?? c;
        i++;
      }
      const next = chars[i + 1];
      if (next === VIRAMA) {
        units.push({ c, v: '', inherent: false, tail: '' });
        i++;
      } else if (next !== undefined && SIGNS[next] !== undefined) {
        units.push({ c, v: SIGNS[next] as string, inherent: false, tail: '' });
        i++;
      } else {
        units.push({ c, v: 'a', inherent: true, tail: '' });
      }
      continue;
    }
    if (VOWELS[ch] !== undefined) {
      units.push({ c: '', v: VOWELS[ch] as string, inherent: false, tail: '' });
      continue;
    }
    const last = units[units.length - 1];
    if (NASAL.has(ch) && last) last.tail = 'n';
    else if (ch === VISARGA && last) last.tail = 'h';
    // Anything else in the block (danda, abbreviation signs) is dropped.
  }
  // Schwa deletion, right to left: the last syllable's inherent vowel, then V C[a] C V → V C C V.
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i] as Unit;
    if (!u.inherent || u.tail) continue;
    if (i === units.length - 1) {
      if (units.length > 1) u.v = '';
      continue;
    }
    const prev = units[i - 1];
    const next = units[i + 1] as Unit;
    if (prev && prev.v !== '' && next.c !== '' && next.v !== '') u.v = '';
  }
  return units.map((u) => u.c + u.v + u.tail).join('');
}

/** `text` with every run of Devanagari letters written in Latin letters; everything else as it was. */
export function toLatin(text: string): string {
  if (![...text].some(isDevanagari)) return text;
  const decomposed = text.normalize('NFD');
  let out = '';
  let run = '';
  for (const ch of decomposed) {
    if (isDevanagari(ch)) {
      run += ch;
      continue;
    }
    if (run) out += wordToLatin(run);
    run = '';
    out += ch;
  }
  if (run) out += wordToLatin(run);
  return out;
}
