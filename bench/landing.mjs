#!/usr/bin/env node
// Landing page benchmark (`npm run bench`):
//   1. builds the web app (vite build + prerender) into .cache/bench-dist,
//   2. reports the gzip size of the JavaScript / loads — from the prerendered HTML (module script +
//      modulepreload links) and from what Chromium actually fetches until the network is idle,
//   3. serves the build on loopback like Firebase Hosting (cleanUrls, catch-all rewrite, gzip) and runs
//      Lighthouse (mobile, performance only) on / several times, printing the medians,
//   4. writes everything to bench/results/landing-<timestamp>.json (git-ignored).
//
//   npm run bench -- [--runs 5] [--skip-build]
// Budgets: initial JS ≤ 170 KB gzip (exit code 1 when exceeded); Lighthouse performance ≥ 95, LCP ≤ 1.5 s
// (reported; these machines are noisy, so read the median).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { initialJsOf } from './js-size.mjs';
import { catchAllRewrite, startStaticServer } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, '.cache', 'bench-dist');
const RESULTS = path.join(ROOT, 'bench', 'results');
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export const BUDGETS = { initialJsGzipKb: 170, performance: 95, lcpMs: 1500 };

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 0) || 5;
const skipBuild = args.includes('--skip-build');

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function build() {
  console.log('▶ building web into .cache/bench-dist');
  rmSync(DIST, { recursive: true, force: true });
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web', '--', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // A production-like build: no emulator wiring (VITE_FIREBASE_EMULATORS unset).
    env: { ...process.env, KOTASTAY_WEB_OUT: DIST, VITE_FIREBASE_EMULATORS: '' },
  });
  if (r.status !== 0) throw new Error('web build failed');
}

/** What Chromium downloads as JS while loading / on a phone-sized viewport, gzip-sized from the build. */
async function jsLoadedByBrowser(url) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.split(' ') });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = [...scripts].map((p) => ({
      url: p,
      gzipBytes: gzipSync(readFileSync(path.join(DIST, p)), { level: 9 }).length,
    }));
    return { files, gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

// Async on purpose: the static server runs in this process and must keep answering while Lighthouse loads.
function runLighthouse(url, outFile) {
  const bin = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        bin,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${code}`));
    });
  });
}

async function lighthouse(url, outFile) {
  await runLighthouse(url, outFile);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
  };
}

async function main() {
  if (!skipBuild) build();
  mkdirSync(RESULTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  const fromHtml = initialJsOf(DIST, 'index.html');
  const server = await startStaticServer({ root: DIST, rewriteTo: catchAllRewrite(path.join(ROOT, 'firebase.json')) });
  try {
    const fromBrowser = await jsLoadedByBrowser(`${server.url}/`);
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
