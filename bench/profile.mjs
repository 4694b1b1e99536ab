#!/usr/bin/env node
// `npm run bench:profile -- /pg/demo-pg-00165`: where a page's main-thread time goes while it loads, for the
// Total Blocking Time work of issue #11 (docs/requirements/fast-and-findable-pages.md). Lighthouse says *that* a
// chunk is slow; this says *which functions*.
//
// Same setup as the pages stage of `npm run bench` (production build wired to the emulators, served by the Hosting
// emulator with the API live, Kota demo data seeded). For each path: one warm-up load, then a load in Chromium at
// 4× CPU slowdown (Lighthouse's mobile CPU factor; no network throttling: this is about the CPU) with the V8
// sampling profiler on, until the network is idle plus 2 s. Prints the long tasks (≥ 50 ms, from a
// PerformanceObserver), self time by script, and the top functions by self time; writes the .cpuprofile files under
// bench/results/profile-<timestamp>/ (git-ignored; open them in Chromium's DevTools).
//
//   npm run bench:profile -- [--skip-build] [--sourcemap] [--cpu 4] [--top 25] <path> [<path> …]
// --sourcemap builds with hidden source maps (web/dist*/assets/*.map) to read the minified names in the profiles by.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, firebaseBin, prepareEmulatorEnvOrExit } from '../scripts/lib/emulator-env.mjs';
import { argValue, buildForEmulators } from './lib/emulator-bench.mjs';
import { CHROME, CHROME_FLAGS } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
/** Lighthouse's mobile CPU factor; `--cpu 1` loads at full speed, as Lighthouse's own (simulated) runs do. */
const CPU_SLOWDOWN = argValue(args, '--cpu', 4);

/** Self time (ms) by script URL and by function, from a V8 .cpuprofile. */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const intervals = profile.timeDeltas ?? [];
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (intervals[i + 1] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const script = callFrame.url ? new URL(callFrame.url).pathname : `(${callFrame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]).map(([k, ms]) => ({ name: k, ms: Math.round(ms) }));
  return { byScript: sorted(byScript), byFunction: sorted(byFunction) };
}

async function profilePage(browser, url, outFile) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addInitScript(() => {
    const w = /** @type {any} */ (globalThis);
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => /** @type {any} */ (globalThis).__longTasks);
  writeFileSync(outFile, JSON.stringify(profile));
  await context.close();
  // TBT as Lighthouse counts it (the part of each long task over 50 ms), here without the simulated network.
  const tbt = longTasks.reduce((s, t) => s + Math.max(0, t.ms - 50), 0);
  return { longTasks, tbt, ...summariseProfile(profile) };
}

async function inner() {
  const ports = JSON.parse(process.env.KOTASTAY_PORTS);
  const origin = `http://127.0.0.1:${ports.hosting}`;
  const outDir = args[args.indexOf('--out') + 1];
  const top = argValue(args, '--top', 25);
  const paths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--out');
  const seed = spawnSync(process.execPath, ['scripts/seed.mjs'], { cwd: ROOT, env: process.env, stdio: 'inherit' });
  if (seed.status !== 0) throw new Error('seeding failed');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.split(' ') });
  try {
    for (const p of paths) {
      const warm = await browser.newPage();
      await warm.goto(`${origin}${p}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await warm.close();
      const file = path.join(outDir, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'landing'}.cpuprofile`);
      const r = await profilePage(browser, `${origin}${p}`, file);
      console.log(`\n■ ${p}  (CPU ×${CPU_SLOWDOWN}, no network throttling) — TBT ${r.tbt} ms`);
      console.log(`  long tasks: ${r.longTasks.map((t) => `${t.ms} ms @${t.start}`).join(', ') || 'none'}`);
      console.log('  self time by script:');
      for (const s of r.byScript.slice(0, 12)) console.log(`    ${String(s.ms).padStart(6)} ms  ${s.name}`);
      console.log('  top functions by self time:');
      for (const f of r.byFunction.slice(0, top)) console.log(`    ${String(f.ms).padStart(6)} ms  ${f.name}`);
      console.log(`  profile: ${path.relative(ROOT, file)}`);
    }
  } finally {
    await browser.close();
  }
}

function outer() {
  const setup = prepareEmulatorEnvOrExit();
  const { env, configPath } = setup;
  if (!args.includes('--skip-build')) buildForEmulators(setup, { sourcemap: args.includes('--sourcemap') });
  const outDir = path.join(ROOT, 'bench', 'results', `profile-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(outDir, { recursive: true });
  const paths = args.filter((a) => a.startsWith('/'));
  if (paths.length === 0) {
    console.error('Name at least one path, e.g. npm run bench:profile -- /pg/demo-pg-00165');
    process.exit(1);
  }
  const innerCmd = [
    'node',
    'bench/profile.mjs',
    '--inner',
    '--out',
    outDir,
    '--top',
    String(argValue(args, '--top', 25)),
    '--cpu',
    String(CPU_SLOWDOWN),
    ...paths,
  ]
    .map((a) => JSON.stringify(a))
    .join(' ');
  const r = spawnSync(
    setup.nodeBin,
    [firebaseBin(), '--config', configPath, 'emulators:exec', '--only', 'auth,firestore,functions,hosting', innerCmd],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

if (args.includes('--inner')) await inner();
else outer();
