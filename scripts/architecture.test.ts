// What the architecture keeps true of the code (docs/architecture.md), read from the imports, not run.
// The budgets below only go down: issue #23 takes each to 0 (or 1 file per collection); a change that adds one fails.
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

  test('module cycles, imports into another module\'s inside, shared collections and casts stay within budget', () => {
    const inner = lib.innerImports(graph);
    const shared = Object.entries(lib.collectionOwners()).filter(([, files]) => files.length > 1);
    const budgets = {
      moduleCycles: [lib.moduleCycles(graph).length, 1],
      innerServer: [inner.filter((e) => e.from.startsWith('functions/')).length, 15],
      innerWeb: [inner.filter((e) => e.from.startsWith('web/')).length, 0],
      collectionsNamedTwice: [shared.length, 12],
      firestoreCasts: [lib.firestoreCasts().length, 27],
    } as const;
    for (const [name, [now, budget]] of Object.entries(budgets)) expect({ name, now }).toEqual({ name, now: Math.min(now, budget) });
  });
});
