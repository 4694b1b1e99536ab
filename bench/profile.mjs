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
//   npm run bench:profile -- [--skip-build] [--sourcemap] [--commits] [--cpu 4] [--top 25] [--min-task 50] <path> …
// --sourcemap builds with hidden source maps (web/dist*/assets/*.map) to read the minified names in the profiles by.
// --commits builds unminified and lists React's commits: when, at which priority, and whose state started each.
// Each long task is listed with the functions that ran in it (a Chromium trace of the same load); --min-task 12 lists
// the tasks Lighthouse can count at --cpu 1 (it multiplies observed tasks by 4).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, firebaseBin, prepareEmulatorEnvOrExit } from '../scripts/lib/emulator-env.mjs';
import { argValue, buildForEmulators, emulatorsSettled, seedWithoutTriggers } from './lib/emulator-bench.mjs';
import { CHROME, CHROME_FLAGS } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
const SourceMapConsumer = (() => {
  try {
    return createRequire(import.meta.url)('source-map-js').SourceMapConsumer;
  } catch {
    return null;
  }
})();
/** Lighthouse's mobile CPU factor; `--cpu 1` loads at full speed, as Lighthouse's own (simulated) runs do. */
const CPU_SLOWDOWN = argValue(args, '--cpu', 4);
/** --commits: list React's commits and what started each (builds without minifying). */
const COMMITS = args.includes('--commits');

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

/** The renderer main thread's tasks of 50 ms or more in a Chromium trace, each with its profile samples' stacks. */
export function longTasksByFunction(profile, trace, minMs = 50) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && e.pid === main?.pid && e.tid === main?.tid && e.dur >= minMs * 1000,
    )
    .map((e) => ({ start: e.ts, end: e.ts + e.dur, ms: Math.round(e.dur / 1000), stacks: [], events: new Map() }));
  // What the browser did in each task (parsing, style, layout, script…): the trace's events inside it, inclusive.
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== main?.pid || e.tid !== main?.tid || e.name === 'RunTask' || !e.dur) continue;
    const task = tasks.find((k) => e.ts >= k.start && e.ts < k.end);
    if (task) task.events.set(e.name, (task.events.get(e.name) ?? 0) + e.dur / 1000);
  }
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const task = tasks.find((k) => t >= k.start && t < k.end);
    if (task) task.stacks.push({ id, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 });
  });
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid);
  return tasks.map((k) => ({
    at: Math.round((k.start - (nav?.ts ?? profile.startTime)) / 1000),
    ms: k.ms,
    stacks: k.stacks,
    events: [...k.events].sort((a, b) => b[1] - a[1]),
    parent,
  }));
}

/**
 * A frame's name: its source file, line and name through the build's hidden source maps (--sourcemap) when they
 * are there, else the minified name. source-map-js comes with Vite; without it, minified names.
 */
function sourceNames(webOut) {
  const maps = new Map();
  return (cf) => {
    const file = cf.url.replace(/.*\//, '').replace(/[?#].*/, '');
    const minified = `${cf.functionName || '(anonymous)'} ${file}:${cf.lineNumber + 1}:${cf.columnNumber + 1}`;
    if (!file.endsWith('.js') || !SourceMapConsumer) return cf.url ? minified : cf.functionName;
    if (!maps.has(file)) {
      const mapFile = path.join(webOut, 'assets', `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    const o = maps.get(file)?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    if (!o?.source) return minified;
    return `${o.name ?? cf.functionName ?? ''} ${o.source.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}:${o.line}`;
  };
}

/** Inclusive time by frame name in one long task, most first (a frame counted once per sample). */
function inclusiveByName(task, nameOf, nodes) {
  const totals = new Map();
  for (const { id, ms } of task.stacks) {
    const seen = new Set();
    for (let c = id; c !== undefined; c = task.parent.get(c)) {
      const n = nameOf(nodes.get(c).callFrame);
      if (n === '(root)' || seen.has(n)) continue;
      seen.add(n);
      totals.set(n, (totals.get(n) ?? 0) + ms);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * Runs in the page before React (--commits): a stand-in for the React DevTools hook that records each commit — when,
 * how many components rendered and mounted, and the components whose state changed (where the update came from).
 * Names need the unminified build. (React's production build does not say a commit's priority.)
 */
function recordCommits() {
  const w = /** @type {any} */ (globalThis);
  w.__commits = [];
  w.__rules = [];
  // Emotion's runtime style inserts (a style the server's HTML already has is not inserted again).
  const doc = w.document;
  const insertRule = w.CSSStyleSheet.prototype.insertRule;
  w.CSSStyleSheet.prototype.insertRule = function (rule, index) {
    w.__rules.push({ at: Math.round(performance.now()), rule: String(rule).slice(0, 160) });
    return insertRule.call(this, rule, index);
  };
  doc.addEventListener('DOMContentLoaded', () => {
    w.__ssrStyleIds = new Set(
      [...doc.querySelectorAll('style[data-emotion]')].flatMap((n) =>
        n.getAttribute('data-emotion').split(' ').slice(1),
      ),
    );
    w.__ssrHtml = doc.body.innerHTML;
  });
  let previous = new Set();
  const nameOf = (f) => {
    const t = f.type;
    if (typeof t === 'function') return t.displayName || t.name || '(anonymous)';
    const inner = t?.render ?? t?.type;
    return t?.displayName || inner?.displayName || inner?.name || '(anonymous)';
  };
  // A state hook's value (useState, useReducer, useSyncExternalStore), not an effect's record or a memo's [value, deps].
  const isState = (h) => h.queue !== null && h.queue !== undefined;
  const stateChanged = (f) => {
    if (f.tag === 1) return f.memoizedState !== f.alternate.memoizedState;
    for (let a = f.memoizedState, b = f.alternate.memoizedState; a && b; a = a.next, b = b.next)
      if (isState(a) && a.memoizedState !== b.memoizedState) return true;
    return false;
  };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const at = Math.round(performance.now());
      const seen = new Set();
      const origins = new Set();
      let rendered = 0;
      let mounted = 0;
      for (const stack = [root.current]; stack.length;) {
        const f = stack.pop();
        seen.add(f);
        if (COMPONENT_TAGS.has(f.tag) && !previous.has(f)) {
          if (f.alternate && previous.has(f.alternate)) {
            if (f.flags & 1) rendered++;
            if (stateChanged(f)) origins.add(nameOf(f));
          } else mounted++;
        }
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      previous = seen;
      w.__commits.push({ at, rendered, mounted, origins: [...origins].slice(0, 10) });
    },
  };
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
  if (COMMITS) await context.addInitScript(recordCommits);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // The trace's main-thread tasks and the profile's samples share a clock (µs), so each long task can be read by the
  // functions that ran in it.
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const longTasks = await page.evaluate(() => /** @type {any} */ (globalThis).__longTasks);
  const commits = COMMITS ? await page.evaluate(() => /** @type {any} */ (globalThis).__commits) : [];
  if (COMMITS) {
    const ssr = await page.evaluate(() => {
      const w = /** @type {any} */ (globalThis);
      return {
        html: w.__ssrHtml,
        styles: [...w.document.querySelectorAll('style[data-emotion]')].map((n) => n.outerHTML).join('\n'),
      };
    });
    writeFileSync(outFile.replace(/\.cpuprofile$/, '.ssr.html'), `${ssr.styles}\n${ssr.html}`);
  }
  const rules = COMMITS
    ? await page.evaluate(() => {
        const w = /** @type {any} */ (globalThis);
        return w.__rules.map((r) => {
          const id = /^\.css-([a-z0-9]+)/.exec(r.rule)?.[1];
          return {
            ...r,
            ssr: id
              ? `${w.__ssrStyleIds.has(id) ? 'in SSR styles' : 'NOT in SSR styles'}, ${w.__ssrHtml.includes(`css-${id}`) ? 'in SSR HTML' : 'NOT in SSR HTML'}`
              : '',
          };
        });
      })
    : [];
  writeFileSync(outFile, JSON.stringify(profile));
  await context.close();
  // TBT as Lighthouse counts it (the part of each long task over 50 ms), here without the simulated network.
  const tbt = longTasks.reduce((s, t) => s + Math.max(0, t.ms - 50), 0);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  return {
    longTasks,
    commits,
    rules,
    tbt,
    tasks: longTasksByFunction(profile, trace, argValue(args, '--min-task', 50)),
    nodes,
    ...summariseProfile(profile),
  };
}

async function inner() {
  const ports = JSON.parse(process.env.KOTASTAY_PORTS);
  const origin = `http://127.0.0.1:${ports.hosting}`;
  const outDir = args[args.indexOf('--out') + 1];
  const top = argValue(args, '--top', 25);
  const paths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--out');
  await seedWithoutTriggers(process.env);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.split(' ') });
  try {
    for (const p of paths) {
      const warm = await browser.newPage();
      await warm.goto(`${origin}${p}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await warm.close();
      const quiet = await emulatorsSettled();
      console.log(
        `  emulators idle after ${quiet.waitedMs} ms${quiet.settled ? '' : ' (still busy: measuring anyway)'}`,
      );
      const file = path.join(outDir, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'landing'}.cpuprofile`);
      const r = await profilePage(browser, `${origin}${p}`, file);
      console.log(`\n■ ${p}  (CPU ×${CPU_SLOWDOWN}, no network throttling) — TBT ${r.tbt} ms`);
      console.log(`  long tasks: ${r.longTasks.map((t) => `${t.ms} ms @${t.start}`).join(', ') || 'none'}`);
      if (COMMITS) {
        console.log('  React commits:');
        for (const c of r.commits)
          console.log(
            `    @${c.at} rendered ${c.rendered}, mounted ${c.mounted}; state changed in: ${c.origins.join(', ') || '—'}`,
          );
      }
      if (COMMITS) {
        console.log(`  CSS rules inserted at run time: ${r.rules.length}`);
        for (const x of r.rules.slice(0, top)) console.log(`    @${x.at} [${x.ssr}] ${x.rule.slice(0, 90)}`);
      }
      console.log('  long tasks by function (inclusive ms; with --sourcemap, by source):');
      const names = sourceNames(process.env.KOTASTAY_WEB_OUT);
      for (const task of r.tasks) {
        console.log(`    ▸ ${task.ms} ms @${task.at}`);
        const events = task.events.filter(([, ms]) => ms >= 1).slice(0, 8);
        if (events.length) console.log(`      trace: ${events.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`);
        for (const [n, ms] of inclusiveByName(task, names, r.nodes).slice(0, top))
          console.log(`      ${ms.toFixed(0).padStart(5)} ms  ${n}`);
      }
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
  if (!args.includes('--skip-build'))
    buildForEmulators(setup, { sourcemap: args.includes('--sourcemap'), minify: !COMMITS });
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
    ...(COMMITS ? ['--commits'] : []),
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
