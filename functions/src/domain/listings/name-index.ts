// PG names as the search box finds them (docs/decisions/205-search-understanding.md): a MiniSearch index of the
// public listings' names (from the search index's entries, no other read), word by word with the gazetteer's
// normalising and folding (so 'Shri'/'Shree', 'Nandni'/'Nandini' and Devanagari meet), one typo in a word of 4–7
// letters and two in a longer one, and a partly typed word as a prefix. One index per cell, kept up to date with
// the cell's cached entries (nameIndexOfCell).
import MiniSearch from 'minisearch';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import type { LatLng } from '@kotastay/shared/geo';
import { cellsCovering } from './search-index';
import { readIndexCells } from './search-index-cache';
import { normalise, tokensOf, typoBudget } from '@kotastay/shared/gazetteer';
import { nameUnits, type NameMatcher } from '@kotastay/shared/query-understanding';

export type NamedEntry = { id: string; name: string };

type Doc = { id: string; name: string };
/** One index of names: MiniSearch's, each id's name, and how many names have each folded word. */
export type NameIndex = { search: MiniSearch<Doc>; names: Map<string, string>; wordCounts: Map<string, number> };

function emptyIndex(): NameIndex {
  const search = new MiniSearch<Doc>({
    fields: ['name'],
    idField: 'id',
    tokenize: (text) => tokensOf(text),
    processTerm: (term) => term,
  });
  return { search, names: new Map(), wordCounts: new Map() };
}

function addName(index: NameIndex, id: string, name: string): void {
  index.search.add({ id, name });
  index.names.set(id, name);
  for (const w of new Set(tokensOf(name))) index.wordCounts.set(w, (index.wordCounts.get(w) ?? 0) + 1);
}

function removeName(index: NameIndex, id: string, name: string): void {
  index.search.discard(id);
  index.names.delete(id);
  for (const w of new Set(tokensOf(name))) {
    const n = (index.wordCounts.get(w) ?? 0) - 1;
    if (n > 0) index.wordCounts.set(w, n);
    else index.wordCounts.delete(w);
  }
}

/** The names of these entries in `index`: those gone or renamed taken out, those new put in. */
function syncNames(index: NameIndex, entries: readonly NamedEntry[]): NameIndex {
  const next = new Map<string, string>();
  for (const e of entries) if (e.name) next.set(e.id, e.name);
  for (const [id, name] of [...index.names]) if (next.get(id) !== name) removeName(index, id, name);
  for (const [id, name] of next) if (!index.names.has(id)) addName(index, id, name);
  return index;
}

export function buildNameIndex(entries: readonly NamedEntry[]): NameIndex {
  const index = emptyIndex();
  const docs = entries.filter((e) => e.name).map((e) => ({ id: e.id, name: e.name }));
  index.search.addAll(docs);
  for (const d of docs) {
    index.names.set(d.id, d.name);
    for (const w of new Set(tokensOf(d.name))) index.wordCounts.set(w, (index.wordCounts.get(w) ?? 0) + 1);
  }
  return index;
}

/**
 * Each cell's index, kept for the instance's life and brought up to date when the cell's cached entries change (a
 * new version of the cell: any listing in it changed, usually not its name). Rebuilding 7,749 names took ~140 ms a
 * change on a busy 2-core machine; the update compares names (~2 ms) and touches only those that changed.
 */
const byCell = new Map<string, { source: readonly NamedEntry[]; index: NameIndex }>();
export function nameIndexOfCell(cell: string, entries: readonly NamedEntry[]): NameIndex {
  const held = byCell.get(cell);
  if (held?.source === entries) return held.index;
  const index = held ? syncNames(held.index, entries) : buildNameIndex(entries);
  byCell.set(cell, { source: entries, index });
  return index;
}

/** Ids whose name has `word`, best first: exact words first, then typos and prefixes. */
function idsOfWord(index: NameIndex, word: string, isLast: boolean): { id: string; score: number }[] {
  // One word as written ('wi-fi' is one); MiniSearch folds it with the index's tokenizer. Folded here too, 'achiever'
  // would be folded twice ('aciever', then 'asiever') and miss 'Achievers'.
  const term = normalise(word).replace(/ /g, '');
  if (!term) return [];
  const hits = index.search.search(term, {
    fuzzy: (term) => typoBudget(term.length),
    // A word still being typed ('nand'), from three letters.
    prefix: (term) => isLast && term.length >= 3,
    weights: { fuzzy: 0.6, prefix: 0.8 },
  });
  return hits.map((h) => ({ id: String(h.id), score: h.score }));
}

/** A matcher over several indexes (one per cell): a word's ids are the union, best first. */
export function nameMatcher(
  indexes: readonly NameIndex[],
): NameMatcher & { words: { has(word: string): boolean }; nameOf(id: string): string | undefined } {
  return {
    words: { has: (word) => indexes.some((i) => i.wordCounts.has(word)) },
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

/** The matcher over the index cells as read: each non-empty cell's kept index (search and suggestions alike). */
export const matcherOfCells = (cells: { byCell: ReadonlyMap<string, readonly NamedEntry[]> }) =>
  nameMatcher([...cells.byCell].filter(([, e]) => e.length).map(([cell, e]) => nameIndexOfCell(cell, e)));

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
  const matcher = matcherOfCells(cells);
  // Words as typed, or two a name writes as one ('guru kripa'), or one it writes as two ('saikripa'), as search reads them.
  const { lists } = nameUnits(
    words.map((text, at) => ({ text, at })),
    matcher,
    matcher.words,
  );
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
