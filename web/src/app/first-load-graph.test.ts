// What the pages students land on may load before they can use them (docs/requirements/fast-and-findable-pages.md):
// the static import graph of the browser entry and of each landing screen, walked from the source. zod's schemas
// take ~300 ms to build on a phone at Lighthouse's 4× CPU (they were pulled into the results page by a feature
// barrel and a constant that lived beside the schemas); Firebase's SDK is loaded only when a signed-in feature
// needs it. A lazy `import()` is not followed: it is another chunk, fetched when needed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const WEB_SRC = path.resolve(__dirname, '..');
const SHARED_SRC = path.resolve(WEB_SRC, '../../shared/src');

/** The statically imported specifiers of a module: `import type` / `export type` and `import()` are not loads. */
function staticImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(statement)) {
    const [, keyword, typeOnly, clause, specifier] = m;
    if (typeOnly) continue;
    // `export const x = …` never reaches here (no string right after); `export { a } from` and `import 'x'` do.
    if (keyword === 'export' && !clause) continue;
    found.push(specifier!);
  }
  return found;
}

function resolveFile(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The modules the browser entry imports one after another before the first render: its steps (main.tsx). */
function stepImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
}

/**
 * Every npm package the module at `entry` loads statically, directly or through the app's own modules. The browser
 * entry's steps are dynamic imports, but every page runs them before it hydrates: they are followed too.
 */
function packagesReachedFrom(entry: string): {
  packages: Map<string, string[]>;
  modules: number;
  /** Each package module imported (`@mui/material/Dialog`), with the trail of the first import of it. */
  specifiers: Map<string, string[]>;
} {
  const packages = new Map<string, string[]>();
  const specifiers = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...trail, path.relative(WEB_SRC, file)];
    const source = readFileSync(file, 'utf8');
    const isBrowserEntry = file === path.join(WEB_SRC, 'main.tsx');
    for (const specifier of [...staticImports(source), ...(isBrowserEntry ? stepImports(source) : [])]) {
      let target: string | null = null;
      if (specifier.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), specifier));
      else if (specifier.startsWith('@kotastay/shared/'))
        target = resolveFile(path.join(SHARED_SRC, specifier.slice(17)));
      else if (!specifier.startsWith('virtual:') && !specifier.endsWith('.css')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, here);
        if (!specifiers.has(specifier)) specifiers.set(specifier, here);
        continue;
      }
      if (target) walk(target, here);
    }
  };
  walk(entry, []);
  return { packages, modules: seen.size, specifiers };
}

const ENTRIES = {
  'the browser entry': 'main.tsx',
  'the landing page': 'features/landing/screens/landing-screen.tsx',
  'the results page': 'features/listings/screens/pg-listing-screen.tsx',
  "a PG's page": 'features/listings/screens/pg-detail-screen.tsx',
  'an area or coaching page': 'features/listings/screens/place-pgs-screen.tsx',
  // Lazy, but loaded with every PG page: building zod's schemas was a 75 ms task there (decision 232).
  "a PG page's reviews": 'features/reviews/components/pg-reviews.tsx',
};

describe('what the landing pages load before they are usable', () => {
  test.each(Object.entries(ENTRIES))('%s loads neither zod nor the Firebase SDK', (_, file) => {
    const { packages, modules } = packagesReachedFrom(path.join(WEB_SRC, file));
    expect(modules).toBeGreaterThan(5); // the walk really followed the imports
    expect(packages.has('react')).toBe(true);
    for (const heavy of ['zod', 'firebase', '@firebase/app', 'reactfire']) {
      expect(packages.get(heavy), `${heavy} is imported by ${packages.get(heavy)?.join(' → ')}`).toBeUndefined();
    }
  });

  test.each([
    ["a PG's page", 'features/listings/screens/pg-detail-screen.tsx'],
    ["a PG page's reviews", 'features/reviews/components/pg-reviews.tsx'],
  ])('%s loads no dialog or text field until one is opened', (_, file) => {
    // A review's report and reply dialogs and the review form were ~20 of a PG page's 105 script requests, each one
    // more for the browser and the server while the page hydrates (docs/decisions/233-blocking-time-is-waiting-for-a-core.md).
    const { specifiers } = packagesReachedFrom(path.join(WEB_SRC, file));
    expect(specifiers.has('@mui/material/Typography')).toBe(true); // the walk sees MUI's modules one by one
    for (const heavy of ['@mui/material/Dialog', '@mui/material/TextField', '@mui/material/Modal']) {
      expect(specifiers.get(heavy), `${heavy} is imported by ${specifiers.get(heavy)?.join(' → ')}`).toBeUndefined();
    }
  });

  test('the browser entry runs the app in steps: its own static imports hold neither React nor MUI', () => {
    // Evaluating every module at once was the longest task of every page (docs/decisions/232-module-evaluation-in-steps.md).
    const source = readFileSync(path.join(WEB_SRC, 'main.tsx'), 'utf8');
    const own = new Set<string>();
    const walk = (file: string) => {
      if (own.has(file)) return;
      own.add(file);
      for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
        expect(
          specifier.startsWith('.') || specifier.startsWith('@kotastay/shared/'),
          `${file} imports ${specifier}`,
        ).toBe(true);
        const target = specifier.startsWith('.')
          ? resolveFile(path.resolve(path.dirname(file), specifier))
          : resolveFile(path.join(SHARED_SRC, specifier.slice(17)));
        if (target) walk(target);
      }
    };
    walk(path.join(WEB_SRC, 'main.tsx'));
    expect(own.size).toBeLessThan(8);
    expect(stepImports(source).length).toBeGreaterThanOrEqual(4);
  });

  test('the walk sees imports as the bundler does', () => {
    const source = [
      "import type { A } from 'types-only';",
      "import { type B } from 'kept-by-verbatim-module-syntax';",
      "import C, { d } from 'default-and-named';",
      "import 'side-effect';",
      "export { e } from 're-exported';",
      "export type { F } from 'type-re-export';",
      "const lazy = () => import('lazy-chunk');",
      "// import { g } from 'commented-out';",
      'import {\n  h,\n  type I,\n} from "multi-line";',
    ].join('\n');
    expect(staticImports(source)).toEqual([
      'kept-by-verbatim-module-syntax',
      'default-and-named',
      'side-effect',
      're-exported',
      'multi-line',
    ]);
  });
});
