// What the emulator benchmarks (nearby, last-bed) share: their numeric flags, the outer half that builds the
// functions and runs the benchmark's --inner half inside `firebase emulators:exec`, bundling the TypeScript fixtures
// they use, and percentiles.
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
