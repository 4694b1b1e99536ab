// What the architecture keeps true of the code (docs/architecture.md), read from the imports, not run.
// Cycles, imports into another module's inside, collections named twice and casts of Firestore data are all 0
// (issue #23).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain ES module without types, shared with `npm run architecture`
import * as graphLib from './lib/module-graph.mjs';

type Edge = { from: string; to: string };
const lib = graphLib as {
  importGraph(): Map<string, string[]>;
  cycles(graph: Map<string, string[]>): string[][];
  moduleCycles(graph: Map<string, string[]>): string[][];
  innerImports(graph: Map<string, string[]>): Edge[];
  collectionOwners(): Record<string, string[]>;
  firestoreCasts(): { file: string; line: number }[];
  serverModuleChart(graph: Map<string, string[]>): string;
};

const graph = lib.importGraph();

describe('architecture', () => {
  test('the graph is read: hundreds of files and their imports, cycles found where they exist', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('web/src/main.tsx')?.length).toBeGreaterThan(0);
    // The detector itself: a → b → c → a is one cycle of three, d alone none.
    const toy = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(lib.cycles(toy)).toEqual([['a', 'b', 'c']]);
  });

  test('no file imports itself back, through any chain of imports (shared, functions, web, scripts)', () => {
    expect(lib.cycles(graph)).toEqual([]);
  });

  test('no module imports itself back (server modules, web features)', () => {
    expect(lib.moduleCycles(graph)).toEqual([]);
  });

  test("no module imports another module's inside: only its index.ts (server) or its top-level entries (web)", () => {
    expect(lib.innerImports(graph).map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  test('each collection is named in one server file (its module\'s store)', () => {
    const shared = Object.entries(lib.collectionOwners()).filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });

  test('no Firestore data is cast: reads go through converters built from zod schemas (functions/src/lib/converter.ts)', () => {
    expect(lib.firestoreCasts().map((c) => `${c.file}:${c.line}`)).toEqual([]);
  });

  test("docs/architecture.md's picture of the server's modules is the code's", () => {
    const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');
    const chart = /```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(chart, 'regenerate it with: npm run architecture -- --chart').toBe(lib.serverModuleChart(graph));
  });
});
