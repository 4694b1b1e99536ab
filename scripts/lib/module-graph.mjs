// The import graph of the repository's own TypeScript, read with the TypeScript compiler (not run), and what the
// architecture keeps true of it (docs/architecture.md): no import cycles, server modules entered only through their
// index.ts, each Firestore collection named by one store, no `as` casts of Firestore data.
// Used by scripts/architecture.test.ts and by `npm run architecture` (the numbers for a closing note).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The trees whose imports are followed; tests, fixtures and generated files are left out. */
export const TREES = ['shared/src', 'functions/src', 'web/src', 'scripts'];
const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT = /(\.test\.tsx?|\.d\.ts)$|\/testing\/|\/test-utils\//;

/** Every source file (repository-relative, forward slashes) of the trees. */
export function sourceFiles(trees = TREES) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (SOURCE.test(name) && !LEFT_OUT.test(rel)) out.push(rel);
    }
  };
  for (const t of trees) walk(t);
  return out.sort();
}

/** `@kotastay/shared/x` → shared/src/x; a relative specifier from `from`; anything else (a package) → null. */
function resolve(from, spec) {
  let base;
  if (spec.startsWith('@kotastay/shared/')) base = `shared/src/${spec.slice('@kotastay/shared/'.length)}`;
  else if (spec === '@kotastay/shared') base = 'shared/src/index';
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  base = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile())
      return candidate;
  }
  return null;
}

/**
 * The import graph: file → the files it imports (static imports, re-exports and dynamic `import('…')`). Type-only
 * imports count too: a cycle of types is still a cycle a reader has to hold in their head.
 */
export function importGraph(files = sourceFiles()) {
  const graph = new Map();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    const targets = new Set();
    for (const ref of info.importedFiles) {
      const target = resolve(file, ref.fileName);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan): each is an import cycle. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The module a file belongs to: functions/src/domain/<m>, web/src/features/<m>; null outside them. */
export function moduleOf(file) {
  const m = /^(functions\/src\/domain|web\/src\/features)\/([^/]+)\//.exec(file);
  return m ? `${m[1]}/${m[2]}` : null;
}

/**
 * Imports from one module into another module's inside: on the server anything but its index.ts; on the web anything
 * but a file at the feature's top (its index.ts, or a named entry beside it such as features/costs/owner.ts).
 */
export function innerImports(graph) {
  const out = [];
  for (const [from, targets] of graph) {
    const a = moduleOf(from);
    if (!a) continue;
    for (const to of targets) {
      const b = moduleOf(to);
      const rest = to.slice(b?.length ?? 0).replace(/^\//, '');
      const entry = b?.startsWith('web/') ? !rest.includes('/') : /^index\.tsx?$/.test(rest);
      if (b && b !== a && !entry) out.push({ from, to });
    }
  }
  return out;
}

/** The imports between the server's modules (or the web's features), as sorted "a --> b" lines (short names). */
export function moduleEdges(graph, side) {
  const prefix = side === 'web' ? 'web/src/features/' : 'functions/src/domain/';
  const edges = new Set();
  for (const [from, targets] of graph) {
    const a = moduleOf(from);
    if (!a?.startsWith(prefix.slice(0, -1))) continue;
    for (const to of targets) {
      const b = moduleOf(to);
      if (b && b !== a) edges.add(`${a.slice(prefix.length)} --> ${b.slice(prefix.length)}`);
    }
  }
  return [...edges].sort();
}

/** The server's module picture for docs/architecture.md: a Mermaid flowchart of moduleEdges. */
export const serverModuleChart = (graph) => ['flowchart TD', ...moduleEdges(graph, 'server').map((e) => `  ${e}`)].join('\n');

/** Cycles between modules (a module imports a module that imports it back, through any files). */
export function moduleCycles(graph) {
  const modules = new Map();
  for (const [from, targets] of graph) {
    const a = moduleOf(from);
    if (!a) continue;
    if (!modules.has(a)) modules.set(a, new Set());
    for (const to of targets) {
      const b = moduleOf(to);
      if (b && b !== a) modules.get(a).add(b);
    }
  }
  return cycles(new Map([...modules].map(([k, v]) => [k, [...v]])));
}

/**
 * For each collection of shared/src/collections.ts, the non-test files of functions/src that name it
 * (`COLLECTIONS.<key>`).
 */
export function collectionOwners(files = sourceFiles(['functions/src'])) {
  const source = readFileSync(path.join(ROOT, 'shared/src/collections.ts'), 'utf8');
  const keys = [...source.matchAll(/^\s{2}(\w+): '[a-z_]+',/gm)].map((m) => m[1]);
  const owners = Object.fromEntries(keys.map((k) => [k, []]));
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const k of keys) if (new RegExp(`COLLECTIONS\\.${k}\\b`).test(text)) owners[k].push(file);
  }
  return owners;
}

/** `…data() as X` and `… as X` right after a Firestore read: the casts a converter should replace. */
export function firestoreCasts(files = sourceFiles(['functions/src', 'web/src'])) {
  const out = [];
  const pattern = /\.data\(\)(\s*\??\.\w+)*\s+as\s+[A-Za-z_{[]/g;
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(pattern)) {
      out.push({ file, line: text.slice(0, m.index).split('\n').length });
    }
  }
  return out;
}

/** The largest source files by lines. */
export function largestFiles(files = sourceFiles(), n = 10) {
  return files
    .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n').length }))
    .sort((a, b) => b.lines - a.lines)
    .slice(0, n);
}
