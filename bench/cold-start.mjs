#!/usr/bin/env node
// Cold start of the `api` and `pages` functions on this machine (issue #22, docs/decisions/198-retries-repair-and-caps.md):
// for each run, a fresh Node process (the functions' Node 22) loads the built bundle (functions/lib/index.js, as the
// Functions Framework does), serves the exported function's Express app on a loopback port, and is sent one request;
// the figure is the time from spawning the process to the first response's last byte. Median of N runs (default 5).
//
//   node bench/cold-start.mjs [--runs 5] [--skip-build]
//
// The requests need no database, so what is measured is the part of a cold start our code owns — Node starting,
// the bundle and its dependencies loading, the app being built, and (pages) the server-rendering bundle loading on
// the first page — and not Cloud Run's container start nor Firestore's first round trip:
//   api:   GET /api/health                  (the whole API module graph, then the health route)
//   pages: GET /cold-start-probe            (the pages app, then the SSR entry and templates; an unknown route
//                                            answers the app shell without reading Firestore)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, functionsNode } from '../scripts/lib/emulator-env.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const node = functionsNode().bin;

const TARGETS = [
  { fn: 'api', path: '/api/health' },
  { fn: 'pages', path: '/cold-start-probe' },
];

// The child: load the bundle, serve one function, print the port. Timing is the parent's, from before spawn.
const CHILD = `
const http = require('node:http');
const fns = require(${JSON.stringify(path.join(ROOT, 'functions', 'lib', 'index.js'))});
const server = http.createServer(fns[process.argv[1]]);
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

function get(port, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timed out')));
  });
}

async function once({ fn, path: urlPath }) {
  const t0 = performance.now();
  const child = spawn(node, ['-e', CHILD, fn], {
    cwd: path.join(ROOT, 'functions'),
    // Emulator configuration: no network credentials are looked for, App Check uses the local verifier.
    env: { ...process.env, FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-kotastay', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        if (out.includes('\n')) resolve(Number(out.trim()));
      });
      child.on('exit', (code) => reject(new Error(`${fn}: the process exited (${code}) before listening`)));
    });
    const tListen = performance.now();
    const status = await get(port, urlPath);
    const tFirst = performance.now();
    if (status !== 200) throw new Error(`${fn}: ${urlPath} answered ${status}`);
    return { loadMs: tListen - t0, firstResponseMs: tFirst - t0 };
  } finally {
    child.kill();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

if (!args.includes('--skip-build')) {
  const r = spawnSync(node, ['functions/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const results = {};
// Other processes on the machine move these figures a lot: the load average is printed and kept with them.
const loadBefore = os.loadavg()[0];
for (const target of TARGETS) {
  await once(target); // warms the OS file cache, as a deployed image's layers are local to the instance
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once(target));
  results[target.fn] = {
    path: target.path,
    runs,
    medianLoadMs: Math.round(median(samples.map((s) => s.loadMs))),
    medianFirstResponseMs: Math.round(median(samples.map((s) => s.firstResponseMs))),
    samplesMs: samples.map((s) => Math.round(s.firstResponseMs)),
  };
  console.log(
    `${target.fn.padEnd(6)} ${target.path.padEnd(18)} process start → listening ${results[target.fn].medianLoadMs} ms, → first response ${results[target.fn].medianFirstResponseMs} ms (median of ${runs}: ${results[target.fn].samplesMs.join(', ')})`,
  );
}
const load = { before: Math.round(loadBefore * 10) / 10, after: Math.round(os.loadavg()[0] * 10) / 10, cpus: os.cpus().length };
console.log(`load average (1 min) ${load.before} → ${load.after} on ${load.cpus} CPUs`);
const dir = path.join(ROOT, 'bench', 'results');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `cold-start-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ node: spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim(), load, results }, null, 2));
console.log(`written to ${path.relative(ROOT, file)}`);
