// PG names as the search box finds them (docs/decisions/205-search-understanding.md): a MiniSearch index of the
// public listings' names (from the search index's entries, no other read), word by word with the gazetteer's
// normalising and folding (so 'Shri'/'Shree', 'Nandni'/'Nandini' and Devanagari meet), one typo in a word of 4–7
// letters and two in a longer one, and a partly typed word as a prefix. Built once per cell version and kept
// with the cell's cached entries.
import MiniSearch from 'minisearch';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import type { LatLng } from '@kotastay/shared/geo';
import { cellsCovering } from './search-index';
import { readIndexCells } from './search-index-cache';
import { tokensOf, typoBudget } from '@kotastay/shared/gazetteer';
import type { NameMatcher } from '@kotastay/shared/query-understanding';

export type NamedEntry = { id: string; name: string };

type Doc = { id: string; name: string };
/** One index of names, and the set of their folded words. */
export type NameIndex = { search: MiniSearch<Doc>; words: Set<string>; names: Map<string, string> };

export function buildNameIndex(entries: readonly NamedEntry[]): NameIndex {
  const search = new MiniSearch<Doc>({
    fields: ['name'],
    idField: 'id',
    tokenize: (text) => tokensOf(text),
    processTerm: (term) => term,
  });
  const docs = entries.filter((e) => e.name);
  search.addAll(docs.map((e) => ({ id: e.id, name: e.name })));
  const words = new Set<string>();
  for (const e of docs) for (const w of tokensOf(e.name)) words.add(w);
  return { search, words, names: new Map(docs.map((e) => [e.id, e.name])) };
}

const cache = new WeakMap<readonly NamedEntry[], NameIndex>();
/** The index of these entries (one cell's, as cached), built on first use. */
export function nameIndexOf(entries: readonly NamedEntry[]): NameIndex {
  let index = cache.get(entries);
  if (!index) {
    index = buildNameIndex(entries);
    cache.set(entries, index);
  }
  return index;
}

/** Ids whose name has `word` (folded), best first: exact words first, then typos and prefixes. */
function idsOfWord(index: NameIndex, word: string, isLast: boolean): { id: string; score: number }[] {
  const folded = tokensOf(word).join('');
  if (!folded) return [];
  const hits = index.search.search(folded, {
    fuzzy: (term) => typoBudget(term.length),
    // A word still being typed ('nand'), from three letters.
    prefix: (term) => isLast && term.length >= 3,
    weights: { fuzzy: 0.6, prefix: 0.8 },
  });
  return hits.map((h) => ({ id: String(h.id), score: h.score }));
}

/** A matcher over several indexes (one per cell): a word's ids are the union, best first. */
export function nameMatcher(indexes: readonly NameIndex[]): NameMatcher & { words: Set<string>; nameOf(id: string): string | undefined } {
  const words = new Set<string>();
  for (const i of indexes) for (const w of i.words) words.add(w);
  return {
    words,
    nameOf: (id) => {
      for (const i of indexes) {
        const n = i.names.get(id);
        if (n !== undefined) return n;
      }
      return undefined;
    },
    idsByWord(list) {
      return list.map((word, k) => {
        const all = indexes.flatMap((i) => idsOfWord(i, word, k === list.length - 1));
        all.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
        return all.map((h) => h.id);
      });
    },
  };
}

/**
 * Where names are looked for: the index cells of the city, 12 km around Kota's centre (4 cells: a directory read
 * each per search; the whole 20 km a search may reach would be 8). Kota's student areas are within 8 km.
 */
export const NAME_RADIUS_M = 12_000;
export const NAME_CELLS = cellsCovering(DEFAULT_CENTER, NAME_RADIUS_M);

export type PgNameHit = { id: string; name: string; areaId: string; location: LatLng };

/**
 * Public PGs whose names have every word of `query` (typos allowed; the last word may be partly typed), those with
 * more of its words first: the search box's suggestions. Reads the directories of Kota's index cells (the shards
 * only when a cell changed).
 */
export async function findPgsByName(query: string, limit: number): Promise<{ hits: PgNameHit[]; docsRead: number }> {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { hits: [], docsRead: 0 };
  const cells = await readIndexCells(NAME_CELLS);
  const matcher = nameMatcher([...cells.byCell.values()].filter((e) => e.length).map(nameIndexOf));
  const lists = matcher.idsByWord(words);
  if (lists.some((l) => !l.length)) return { hits: [], docsRead: cells.docsRead };
  let ids = lists[0] as string[];
  for (const l of lists.slice(1)) {
    const keep = new Set(l);
    ids = ids.filter((id) => keep.has(id));
  }
  const byId = new Map(cells.entries.map((e) => [e.id, e]));
  const hits: PgNameHit[] = [];
  for (const id of ids.slice(0, limit)) {
    const e = byId.get(id);
    if (e) hits.push({ id, name: e.name, areaId: e.areaId, location: e.location });
  }
  return { hits, docsRead: cells.docsRead };
}
