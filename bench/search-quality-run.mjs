#!/usr/bin/env node
// `npm run bench:search`: the search quality benchmark's table now (and the held-out sets': held out, rounds two to five) and as search read queries before decision 205,
// with the worst queries (bench/search-quality.ts; named -run so that `./search-quality` resolves to the .ts). Runs the TypeScript through vitest (no emulators needed).
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib/emulator-env.mjs';

const r = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'bench/search-quality.test.ts', '--silent=false'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, KOTASTAY_SEARCH_QUALITY_BEFORE: '1' },
});
process.exit(r.status ?? 1);
