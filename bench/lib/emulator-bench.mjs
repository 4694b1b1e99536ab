// What the emulator benchmarks (nearby, last-bed, the pages and their profiles) share: their numeric flags, the
// builds, the outer half that builds the functions and runs the benchmark's --inner half inside
// `firebase emulators:exec`, bundling the TypeScript fixtures they use, and percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT, firebaseBin, prepareEmulatorEnv } from '../../scripts/lib/emulator-env.mjs';

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
