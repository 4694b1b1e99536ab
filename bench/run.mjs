#!/usr/bin/env node
// `npm run bench`: the pages students land on, with the API live, and the nearby search, in one run (issue #11,
// docs/requirements/fast-and-findable-pages.md).
//
//   1. pages: builds the functions and the web app wired to the emulators (as `npm test` does), starts the auth,
//      firestore, functions and hosting emulators — so firebase.json's cleanUrls, rewrites and headers are what is
//      measured — seeds the Kota demo data (scripts/seed.mjs), loads each page once in Chromium (cold starts,
//      and the JavaScript / fetches), then runs Lighthouse (mobile defaults, performance only) N times per page;
//   2. search: runs bench/nearby.mjs (its own emulators, 10,000 PGs) as a stage and reads its result file;
//   3. prints one table of medians against the targets and writes bench/results/bench-<timestamp>.json, with the
//      Lighthouse reports in bench/results/bench-<timestamp>/ (all git-ignored).
//
//   npm run bench -- [--runs 3] [--pages-only | --search-only] [--skip-build] [--pgs 10000 --queries 200]
//                    [--page landing,pg]   (only these pages, by name in bench/lib/report.mjs: for iterating on one)
// KOTASTAY_PORT_OFFSET shifts every emulator port (and the web build folder). Loopback only; every loop is bounded
// and every stage has a time limit. Exit code 1 when a stage did not run or the initial JS is over budget; timing
// FAILs are reported, not fatal (shared machines are noisy: read the medians, run again).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, firebaseBin, functionsNode, prepareEmulatorEnvOrExit } from '../scripts/lib/emulator-env.mjs';
import { initialJsOf } from './js-size.mjs';
import { argValue, buildForEmulators, emulatorsSettled, seedWithoutTriggers } from './lib/emulator-bench.mjs';
import { loadInChromium, runLighthouse } from './lib/lighthouse.mjs';
import {
  OTHER_TARGETS,
  PAGES,
  allVerdicts,
  formatTable,
  summariseLighthouse,
  summariseNearby,
  summarisePage,
  verdict,
} from './lib/report.mjs';

const args = process.argv.slice(2);
const RESULTS = path.join(ROOT, 'bench', 'results');
const PAGES_STAGE_LIMIT_MS = 30 * 60_000;
const SEARCH_STAGE_LIMIT_MS = 40 * 60_000;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The stage running now (its own process group), so Ctrl+C stops it and its emulators too. */
let current;
process.on('SIGINT', () => {
  if (current) process.kill(-current.pid, 'SIGINT');
  process.exit(130);
});

/** Runs a command to completion, killing its process group after `limitMs`; resolves with its exit code. */
function runStage(cmd, cmdArgs, { env, limitMs, name }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: 'inherit', detached: true });
    current = child;
    const timer = setTimeout(() => {
      console.error(`✖ ${name} took longer than ${limitMs / 60_000} min: stopping it`);
      try {
        process.kill(-child.pid, 'SIGINT');
        setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 20_000).unref();
      } catch {
        // already gone
      }
    }, limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      current = undefined;
      resolve(code ?? 1);
    });
  });
}

// ── inside the emulators ────────────────────────────────────────────────────────────────────────────────────
/** The pages to measure: all of them, or those `--page a,b` names. */
function selectedPages() {
  const i = args.indexOf('--page');
  if (i < 0) return PAGES;
  const names = String(args[i + 1] ?? '').split(',');
  const unknown = names.filter((n) => !PAGES.some((p) => p.name === n));
  if (unknown.length) throw new Error(`--page: no page named ${unknown.join(', ')} (${PAGES.map((p) => p.name).join(', ')})`);
  return PAGES.filter((p) => names.includes(p.name));
}

async function innerPages() {
  const runs = argValue(args, '--runs', 3);
  const pagesToRun = selectedPages();
  const out = args[args.indexOf('--out') + 1];
  const reportsDir = args[args.indexOf('--reports') + 1];
  const distDir = args[args.indexOf('--dist') + 1];
  const ports = JSON.parse(process.env.KOTASTAY_PORTS);
  const origin = `http://127.0.0.1:${ports.hosting}`;

  console.log('▶ seeding the Kota demo data');
  await seedWithoutTriggers(process.env);

  // Warm-up: each page once, HTML first (a page-rendering function's cold start), then in Chromium until the
  // network is idle (the API function's cold start and the page's own requests). / also gives the JS it fetches.
  let landingJs;
  for (const page of pagesToRun) {
    const started = performance.now();
    const res = await fetch(`${origin}${page.path}`, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    const loaded = await loadInChromium(`${origin}${page.path}`, distDir);
    if (page.path === '/') landingJs = loaded;
    const idle = loaded.idle ? '' : ' (network not idle after 60 s)';
    console.log(`  warmed ${page.path}: HTTP ${res.status}, ${Math.round(performance.now() - started)} ms${idle}`);
  }

  mkdirSync(reportsDir, { recursive: true });
  const pages = [];
  for (const page of pagesToRun) {
    const pageRuns = [];
    for (let i = 0; i < runs; i++) {
      // Each run starts with the emulators idle: the previous run's API calls and their functions' work are done.
      const quiet = await emulatorsSettled();
      if (!quiet.settled) console.log(`  (the emulators were still busy after ${quiet.waitedMs} ms; measuring anyway)`);
      const lhr = await runLighthouse(`${origin}${page.path}`, path.join(reportsDir, `${page.name}-${i + 1}.json`));
      const r = summariseLighthouse(lhr);
      pageRuns.push(r);
      console.log(
        `  ${page.path} run ${i + 1}/${runs}: perf ${r.performance}, LCP ${r.lcpMs} ms, FCP ${r.fcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`,
      );
    }
    pages.push(summarisePage(page, pageRuns));
  }
  const hostingGzip = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } }).then((r) =>
    r.headers.get('content-encoding'),
  );
  writeFileSync(
    out,
    JSON.stringify({
      origin,
      hostingContentEncoding: hostingGzip ?? 'none',
      lighthouseVersion: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
      pages,
      landingJsFetched: landingJs
        ? { gzipKb: kb(landingJs.gzipBytes), files: landingJs.files.map((f) => ({ url: f.url, gzipKb: kb(f.gzipBytes) })) }
        : null,
    }),
  );
}

// ── outside: build, stages, table ───────────────────────────────────────────────────────────────────────────
async function pagesStage({ runs, skipBuild, stampDir }) {
  const setup = prepareEmulatorEnvOrExit();
  const { env, configPath, ports } = setup;
  const distDir = env.KOTASTAY_WEB_OUT;
  if (!skipBuild) buildForEmulators(setup);
  const fromHtml = initialJsOf(distDir, 'index.html');

  const out = path.join(ROOT, '.cache', 'bench', `pages-${Number(process.env.KOTASTAY_PORT_OFFSET ?? 0)}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, '');
  const only = args.includes('--page') ? ['--page', String(args[args.indexOf('--page') + 1])] : [];
  const inner = ['node', 'bench/run.mjs', '--inner-pages', '--runs', String(runs), ...only, '--out', out, '--reports', stampDir, '--dist', distDir]
    .map((a) => JSON.stringify(a))
    .join(' ');
  console.log(`▶ pages: emulators (auth, firestore, functions, hosting) on hosting port ${ports.hosting}, ${runs} Lighthouse runs a page`);
  const code = await runStage(
    setup.nodeBin,
    [firebaseBin(), '--config', configPath, 'emulators:exec', '--only', 'auth,firestore,functions,hosting', inner],
    { env, limitMs: PAGES_STAGE_LIMIT_MS, name: 'the pages stage' },
  );
  const text = readFileSync(out, 'utf8');
  if (code !== 0 || !text) throw new Error(`the pages stage exited with ${code}`);
  const pages = JSON.parse(text);
  const gzipKb = Math.max(kb(fromHtml.gzipBytes), pages.landingJsFetched?.gzipKb ?? 0);
  return {
    ...pages,
    initialJs: {
      gzipKb,
      fromHtmlGzipKb: kb(fromHtml.gzipBytes),
      fetchedByChromiumGzipKb: pages.landingJsFetched?.gzipKb ?? null,
      verdict: verdict(gzipKb, OTHER_TARGETS.initialJsGzipKb),
      files: pages.landingJsFetched?.files ?? [],
    },
  };
}

async function searchStage({ skipBuild }) {
  const before = new Set(readdirSync(RESULTS));
  const passThrough = ['--pgs', '--queries'].flatMap((f) => (args.includes(f) ? [f, String(argValue(args, f))] : []));
  const nearbyArgs = ['bench/nearby.mjs', ...passThrough, ...(skipBuild ? ['--skip-build'] : [])];
  console.log(`▶ search: node ${nearbyArgs.join(' ')}`);
  // On the production Node major, as the pages stage: the Functions emulator runs functions on the CLI's node.
  const code = await runStage(functionsNode().bin, nearbyArgs, {
    env: process.env,
    limitMs: SEARCH_STAGE_LIMIT_MS,
    name: 'the search stage',
  });
  const file = readdirSync(RESULTS)
    .filter((f) => /^nearby-.*\.json$/.test(f) && !before.has(f))
    .sort()
    .pop();
  if (code !== 0 || !file) throw new Error(`bench/nearby.mjs exited with ${code}${file ? '' : ' and wrote no result'}`);
  return { ...summariseNearby(JSON.parse(readFileSync(path.join(RESULTS, file), 'utf8'))), file: `bench/results/${file}` };
}

async function outer() {
  const runs = argValue(args, '--runs', 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs takes a whole number from 1 to 20');
  const pagesOnly = args.includes('--pages-only');
  const searchOnly = args.includes('--search-only');
  const skipBuild = args.includes('--skip-build');
  mkdirSync(RESULTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const stampDir = path.join(RESULTS, `bench-${stamp}`);

  const result = {
    at: new Date().toISOString(),
    runs,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100), node: process.version },
    portOffset: Number(process.env.KOTASTAY_PORT_OFFSET ?? 0),
    pages: [],
    initialJs: null,
    nearby: null,
    errors: [],
  };
  let builtFunctions = false;
  if (!searchOnly) {
    try {
      const pages = await pagesStage({ runs, skipBuild, stampDir });
      builtFunctions = !skipBuild;
      Object.assign(result, {
        pages: pages.pages,
        initialJs: pages.initialJs,
        origin: pages.origin,
        hostingContentEncoding: pages.hostingContentEncoding,
        lighthouseVersion: pages.lighthouseVersion,
        lighthouseReports: path.relative(ROOT, stampDir),
      });
    } catch (err) {
      result.errors.push({ stage: 'pages', message: err.message });
    }
  }
  if (!pagesOnly) {
    try {
      result.nearby = await searchStage({ skipBuild: skipBuild || builtFunctions });
    } catch (err) {
      result.errors.push({ stage: 'search', message: err.message });
    }
  }

  result.machine.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const outFile = path.join(RESULTS, `bench-${stamp}.json`);
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
  const load = `${result.machine.loadAverage[0]} at the start, ${result.machine.loadAverageAtEnd[0]} at the end`;
  console.log(
    `\nmedians of ${runs} Lighthouse mobile run(s) a page (simulated 4G, 4× CPU); load average ${load} on ${result.machine.cpus} CPUs:\n`,
  );
  console.log(formatTable(result));
  for (const page of result.pages) {
    const lcp = page.lcpElement ? `${page.lcpElement.element} (${page.lcpElement.selector})` : 'n/a';
    const phases = page.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ');
    console.log(`\n${page.path}\n  LCP element: ${lcp}${phases ? `\n  LCP phases (observed, unthrottled): ${phases}` : ''}`);
    for (const s of page.layoutShifts) {
      console.log(`  layout shift ${s.score}: ${s.element} (${s.selector})${s.causes.length ? ` — ${s.causes.join('; ')}` : ''}`);
    }
  }
  const fails = allVerdicts(result).filter((v) => v === 'FAIL').length;
  console.log(`\n${fails ? `${fails} FAIL` : 'all PASS'}; wrote ${path.relative(ROOT, outFile)}`);
  if (result.errors.length || result.initialJs?.verdict === 'FAIL') process.exitCode = 1;
}

if (args.includes('--inner-pages')) {
  await innerPages();
} else {
  await outer();
}
