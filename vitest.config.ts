import { defineConfig } from 'vitest/config';

// Three projects, one runner (and a fourth for measurements):
//  - unit: pure tests, no emulators (`*.test.ts`, `*.test.tsx`)
//  - emu:  tests against the Firebase emulators (`*.emu.test.ts`, `*.rules.test.ts`), run one file at a time
//          because they share one emulator suite and clear its data
//  - e2e:  Chromium through the hosting emulator (`e2e/**/*.e2e.ts`)
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,functions,web,scripts,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.emu.test.ts', '**/*.rules.test.ts'],
          environment: 'node',
          // A guard against a hang, never a speed check: on a busy 2-core machine a jsdom render of a dialog, or an
          // ESLint run on a snippet, can take over vitest's default 5 s (five such timeouts at load 16, none alone).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'emu',
          include: [
            '{functions,web,scripts,test-utils,bench}/**/*.{emu,rules}.test.ts',
            'firestore-rules/**/*.rules.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Triggers run asynchronously in one shared emulator suite; a test that fails once and then passes is
          // retried once and reported by name as flaky in the summary (scripts/test.mjs), never passed silently.
          retry: 1,
        },
      },
      {
        extends: true,
        test: {
          // Measurements, not tests (`npm run bench:cards`): never part of `npm test`.
          name: 'measure',
          include: ['bench/**/*.measure.tsx'],
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // A page answers an action within a few seconds on a loaded 2-core machine, not vitest's default 1 s of
          // expect.poll (a chip's removal passed only on retry under CI's load).
          expect: { poll: { timeout: 10_000 } },
          retry: 1,
        },
      },
    ],
  },
});
