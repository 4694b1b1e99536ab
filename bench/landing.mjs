#!/usr/bin/env node
// Landing page benchmark without emulators (`npm run bench:landing`; `npm run bench` measures all three pages with
// the API live, see bench/run.mjs):
//   1. builds the web app (vite build + prerender) into .cache/bench-dist,
//   2. reports the gzip size of the JavaScript / loads — from the prerendered HTML (module script +
//      modulepreload links) and from what Chromium actually fetches until the network is idle,
//   3. serves the build on loopback like Firebase Hosting (cleanUrls, catch-all rewrite, gzip) and runs
//      Lighthouse (mobile, performance only) on / several times, printing the medians,
//   4. writes everything to bench/results/landing-<timestamp>.json (git-ignored).
//
//   npm run bench:landing -- [--runs 5] [--skip-build]
// Budgets: initial JS ≤ 170 KB gzip (exit code 1 when exceeded); Lighthouse performance ≥ 95, LCP ≤ 1.5 s
// (reported; these machines are noisy, so read the median).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJsOf } from './js-size.mjs';
import { loadInChromium, runLighthouse } from './lib/lighthouse.mjs';
import { median, summariseLighthouse } from './lib/report.mjs';
import { catchAllRewrite, startStaticServer } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, '.cache', 'bench-dist');
const RESULTS = path.join(ROOT, 'bench', 'results');

export const BUDGETS = { initialJsGzipKb: 170, performance: 95, lcpMs: 1500 };

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 0) || 5;
const skipBuild = args.includes('--skip-build');

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function build() {
  console.log('▶ building web into .cache/bench-dist');
  rmSync(DIST, { recursive: true, force: true });
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web', '--', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // A production-like build: no emulator wiring (VITE_FIREBASE_EMULATORS unset).
    env: { ...process.env, KOTASTAY_WEB_OUT: DIST, VITE_FIREBASE_EMULATORS: '', KOTASTAY_DEMO_BUILD: '1' },
  });
  if (r.status !== 0) throw new Error('web build failed');
}

async function lighthouse(url, outFile) {
  const { lcpElement: _e, lcpPhases: _p, layoutShifts: _s, ...numbers } = summariseLighthouse(
    await runLighthouse(url, outFile),
  );
  return numbers;
}

async function main() {
  if (!skipBuild) build();
  mkdirSync(RESULTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  const fromHtml = initialJsOf(DIST, 'index.html');
  const server = await startStaticServer({ root: DIST, rewriteTo: catchAllRewrite(path.join(ROOT, 'firebase.json')) });
  try {
    const fromBrowser = await loadInChromium(`${server.url}/`, DIST);
    console.log(
      `\ninitial JS for / (gzip): ${kb(fromHtml.gzipBytes)} KB from the HTML, ${kb(fromBrowser.gzipBytes)} KB fetched by Chromium until idle (budget ${BUDGETS.initialJsGzipKb} KB)`,
    );

    const lighthouseRuns = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}/`, path.join(RESULTS, `lighthouse-${stamp}-${i + 1}.json`));
      lighthouseRuns.push(result);
      console.log(
        `  lighthouse run ${i + 1}/${runs}: perf ${result.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`,
      );
    }
    const med = (key) => median(lighthouseRuns.map((r) => r[key]));
    const summary = {
      performance: med('performance'),
      fcpMs: med('fcpMs'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      cls: med('cls'),
      speedIndexMs: med('speedIndexMs'),
    };
    const result = {
      at: new Date().toISOString(),
      runs,
      initialJs: {
        fromHtmlGzipKb: kb(fromHtml.gzipBytes),
        loadedByBrowserGzipKb: kb(fromBrowser.gzipBytes),
        files: fromBrowser.files.map((f) => ({ url: f.url, gzipKb: kb(f.gzipBytes) })),
      },
      lighthouseMedian: summary,
      lighthouseRuns,
      budgets: BUDGETS,
    };
    const outFile = path.join(RESULTS, `landing-${stamp}.json`);
    writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);

    const ok = (pass) => (pass ? '✔' : '✖');
    const jsKb = Math.max(kb(fromHtml.gzipBytes), kb(fromBrowser.gzipBytes));
    console.log(`\nmedian of ${runs} Lighthouse mobile runs on /:`);
    console.log(
      `  ${ok(summary.performance >= BUDGETS.performance)} performance ${summary.performance} (target ≥ ${BUDGETS.performance})`,
    );
    console.log(`  ${ok(summary.lcpMs <= BUDGETS.lcpMs)} LCP ${summary.lcpMs} ms (target ≤ ${BUDGETS.lcpMs} ms)`);
    console.log(
      `    FCP ${summary.fcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}, Speed Index ${summary.speedIndexMs} ms`,
    );
    console.log(
      `  ${ok(jsKb <= BUDGETS.initialJsGzipKb)} initial JS ${jsKb} KB gzip (budget ≤ ${BUDGETS.initialJsGzipKb} KB)`,
    );
    console.log(`\nwrote ${path.relative(ROOT, outFile)}`);
    if (jsKb > BUDGETS.initialJsGzipKb) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
