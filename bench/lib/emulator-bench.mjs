// What the emulator benchmarks (nearby, last-bed, the pages and their profiles) share: their numeric flags, the
// builds, the outer half that builds the functions and runs the benchmark's --inner half inside
// `firebase emulators:exec`, bundling the TypeScript fixtures they use, and percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT, firebaseBin, prepareEmulatorEnv } from '../../scripts/lib/emulator-env.mjs';
import { commandLineOf } from '../../scripts/lib/supervisor.mjs';

/** `--name 123` among `args`, as a number, or `fallback`. */
export function argValue(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/**
 * Builds the functions and the web app wired to the emulators of `setup` (prepareEmulatorEnv's answer) into its
 * output folder, as `npm test` does: the pages benchmark and its profiler measure this build. `sourcemap` writes
 * hidden source maps (web/vite.config.ts, KOTASTAY_SOURCEMAP); `minify: false` keeps the names (KOTASTAY_NO_MINIFY).
 * Throws when a build fails.
 */
export function buildForEmulators(setup, { sourcemap = false, minify = true } = {}) {
  const { env, ports } = setup;
  console.log('▶ building functions');
  if (spawnSync(setup.nodeBin, ['functions/build.mjs'], { cwd: ROOT, env, stdio: 'inherit' }).status !== 0) {
    throw new Error('functions build failed');
  }
  console.log(`▶ building web (wired to the emulators) into ${path.relative(ROOT, env.KOTASTAY_WEB_OUT)}`);
  const webEnv = {
    ...env,
    VITE_FIREBASE_EMULATORS: JSON.stringify(ports),
    ...(sourcemap ? { KOTASTAY_SOURCEMAP: '1' } : {}),
    ...(minify ? {} : { KOTASTAY_NO_MINIFY: '1' }),
  };
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web', '--', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: webEnv,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('web build failed');
}

/**
 * Builds functions/lib (unless --skip-build), then runs `node <script> --inner <innerArgs>` inside the emulators
 * `only` names, and exits with its code. With `running: true` it runs the inner half against emulators already up.
 */
export async function runInEmulators({ script, only, innerArgs, args, running = false }) {
  const { env, configPath } = prepareEmulatorEnv();
  if (running) {
    const r = spawnSync(process.execPath, [script, '--inner', ...innerArgs], { cwd: ROOT, env, stdio: 'inherit' });
    process.exit(r.status ?? 1);
  }
  if (!args.includes('--skip-build')) {
    const r = spawnSync(process.execPath, ['functions/build.mjs'], { cwd: ROOT, env, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [firebaseBin(), '--config', configPath, 'emulators:exec', '--only', only, ['node', script, '--inner', ...innerArgs].join(' ')],
      { cwd: ROOT, env, stdio: 'inherit' },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  process.exit(code);
}

/** Bundles TypeScript `contents` (export lines, paths from the repo root) and imports the result. */
export async function importTs(name, contents) {
  const outfile = path.join(ROOT, '.cache', 'bench', `${name}-lib.mjs`);
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages stay external; the workspace package @kotastay/shared is TypeScript and must be bundled.
    external: ['firebase-admin', 'firebase-admin/*', 'geofire-common', 'zod'],
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Seeds the Kota demo data (scripts/seed.mjs) with the Functions emulator's background triggers off, as
 * bench/nearby.mjs does. The seed writes the search index and the users' claims itself, so the triggers would only
 * redo that work: ~450 runs (search index, user roles) that the emulator worked through for minutes after the seed,
 * on the same two cores as the browser being measured. `env` needs KOTASTAY_PORTS. Throws when the seed fails.
 */
export async function seedWithoutTriggers(env) {
  const ports = JSON.parse(env.KOTASTAY_PORTS);
  await setBackgroundTriggers(ports, false);
  try {
    const seed = spawnSync(process.execPath, ['scripts/seed.mjs'], { cwd: ROOT, env, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('seeding failed');
  } finally {
    await setBackgroundTriggers(ports, true);
  }
}

/** Turns the Functions emulator's background (Firestore) triggers off or on, through the emulator hub of `ports`. */
export async function setBackgroundTriggers(ports, on) {
  const url = `http://127.0.0.1:${ports.hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`;
  const res = await fetch(url, { method: 'PUT' });
  if (!res.ok) throw new Error(`emulator hub: ${res.status} ${await res.text()}`);
}

/** CPU time (clock ticks) of each process on this machine, from /proc: pid → { ppid, ticks }. */
function processTicks() {
  const out = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * Waits until the emulators are idle: the processes of the `firebase emulators:exec` this runs under (the Firestore
 * emulator's JVM, the Functions emulator and its workers; not this process) use under 5% of one core for 3 s in a
 * row, or `maxMs` has passed. A measurement started earlier measures their leftover work (function cold starts,
 * queued triggers, the JVM's compiler) as much as the page. Resolves with the ms waited and whether they settled.
 */
export async function emulatorsSettled({ maxMs = 120_000, quietMs = 3000, share = 0.05 } = {}) {
  const started = performance.now();
  const waited = () => Math.round(performance.now() - started);
  if (!existsSync('/proc/self/stat')) return { waitedMs: 0, settled: false };
  const hz = 100; // USER_HZ: Linux reports CPU time in 1/100 s on every architecture Node runs on
  const rootOf = (procs) => {
    // The nearest ancestor that is the Firebase CLI (emulators:exec runs this script through a shell).
    for (let pid = process.ppid; pid > 1; pid = procs.get(pid)?.ppid ?? 0) {
      const command = commandLineOf(pid);
      if (command === null) return null;
      if (command.includes('emulators:exec')) return pid;
    }
    return null;
  };
  const emulatorTicks = (procs, root) => {
    const children = new Map();
    for (const [pid, p] of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
    let ticks = 0;
    const stack = [root];
    while (stack.length) {
      const pid = stack.pop();
      if (pid === process.pid) continue;
      ticks += procs.get(pid)?.ticks ?? 0;
      stack.push(...(children.get(pid) ?? []));
    }
    return ticks;
  };
  const root = rootOf(processTicks());
  if (!root) return { waitedMs: 0, settled: false };
  let quietSince = performance.now();
  let last = emulatorTicks(processTicks(), root);
  while (performance.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = emulatorTicks(processTicks(), root);
    if ((now - last) / hz > share * 0.5) quietSince = performance.now();
    last = now;
    if (performance.now() - quietSince >= quietMs) return { waitedMs: waited(), settled: true };
  }
  return { waitedMs: waited(), settled: false };
}
