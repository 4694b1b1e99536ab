#!/usr/bin/env node
// Runs a command while the Vite dev server (wired to the emulators, as `npm start` runs it) is up, then
// stops the server. scripts/test.mjs wraps the e2e stage in it inside `emulators:exec`, so the browser
// tests also cover what `npm start` serves: React StrictMode, unbundled modules, dev-only timing.
//
//   node scripts/lib/with-dev-server.mjs <port> -- <command> [args…]
//
// The command gets KOTASTAY_DEV_URL; the exit code is the command's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './emulator-env.mjs';

const [portArg, sep, cmd, ...cmdArgs] = process.argv.slice(2);
if (!portArg || sep !== '--' || !cmd) {
  console.error('usage: with-dev-server.mjs <port> -- <command> [args…]');
  process.exit(2);
}
const port = Number(portArg);
if (!process.env.KOTASTAY_PORTS) {
  console.error('with-dev-server.mjs needs KOTASTAY_PORTS (set by scripts/test.mjs)');
  process.exit(2);
}
const devUrl = `http://127.0.0.1:${port}`;

const vite = spawn(
  process.execPath,
  [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'web', '--port', String(port), '--strictPort', '--clearScreen', 'false', '--logLevel', 'warn'],
  // Its own dependency cache per port: a parallel `npm start` or a run on another offset must not share it.
  {
    cwd: ROOT,
    env: {
      ...process.env,
      // Wired to the emulators exactly as `npm start` does it (scripts/start.mjs).
      VITE_FIREBASE_EMULATORS: process.env.KOTASTAY_PORTS,
      KOTASTAY_VITE_CACHE_DIR: path.join(ROOT, '.cache', `vite-dev-${port}`),
    },
    stdio: 'inherit',
  },
);
let viteExited = false;
vite.on('exit', () => {
  viteExited = true;
});

async function waitForServer(timeoutMs = 60_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (viteExited) throw new Error('the Vite dev server exited before it was ready');
    try {
      if ((await fetch(`${devUrl}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the Vite dev server did not answer at ${devUrl} within ${timeoutMs / 1000} s`);
}

function stopVite() {
  if (viteExited) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      vite.kill('SIGKILL');
      resolve();
    }, 10_000);
    vite.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    vite.kill('SIGTERM');
  });
}

let code = 1;
try {
  await waitForServer();
  code = await new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, env: { ...process.env, KOTASTAY_DEV_URL: devUrl }, stdio: 'inherit' });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await stopVite();
}
process.exit(code);
