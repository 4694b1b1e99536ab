#!/usr/bin/env node
// `npm start`: the whole product locally and offline — the Firebase emulators (auth, firestore,
// functions, storage) with data kept in .emulator-data/ between runs, idempotent Kota demo data,
// and the web app (Vite) wired to the emulators. Ctrl+C stops everything and saves the data.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, REGION, ROOT, firebaseBin, prepareEmulatorEnvOrExit } from './lib/emulator-env.mjs';

const DATA_DIR = path.join(ROOT, '.emulator-data');
const children = [];

function start(name, args, env, opts = {}) {
  const child = spawn(setup.nodeBin, args, { cwd: ROOT, env, stdio: opts.stdio ?? 'inherit' });
  children.push({ name, child });
  child.on('exit', (code, signal) => {
    if (!stopping && opts.critical) {
      console.error(`✖ ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); shutting down.`);
      void shutdown(1);
    }
  });
  return child;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s (${url}).`);
}

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping… (saving emulator data to .emulator-data/)');
  for (const { name, child } of children.reverse()) {
    if (child.exitCode !== null) continue;
    // SIGINT lets firebase-tools export the data before it exits.
    child.kill(name === 'emulators' ? 'SIGINT' : 'SIGTERM');
    await new Promise((r) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        r();
      }, 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        r();
      });
    });
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const setup = prepareEmulatorEnvOrExit();
const { env, configPath, ports } = setup;

try {
  console.log('▶ building functions (watching for changes)');
  const watcher = start('functions build', ['functions/build.mjs', '--watch'], env, { critical: true });
  await new Promise((resolve, reject) => {
    const t = setInterval(() => {
      if (existsSync(path.join(ROOT, 'functions', 'lib', 'index.js'))) {
        clearInterval(t);
        resolve();
      }
      if (watcher.exitCode !== null) {
        clearInterval(t);
        reject(new Error('the functions build failed'));
      }
    }, 200);
  });

  console.log('▶ starting the Firebase emulators');
  const emuArgs = [firebaseBin(), '--config', configPath, 'emulators:start', '--only', 'auth,firestore,functions,storage', '--export-on-exit', DATA_DIR];
  if (existsSync(path.join(DATA_DIR, 'firebase-export-metadata.json'))) emuArgs.push('--import', DATA_DIR);
  start('emulators', emuArgs, env, { critical: true });
  await waitFor(`http://127.0.0.1:${ports.firestore}/`, 'The Firestore emulator');
  await waitFor(`http://127.0.0.1:${ports.auth}/`, 'The Auth emulator');
  await waitFor(`http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/api/api/health`, 'The api function');

  console.log('▶ seeding Kota demo data');
  await new Promise((resolve, reject) => {
    const seed = spawn(setup.nodeBin, ['scripts/seed.mjs'], { cwd: ROOT, env, stdio: 'inherit' });
    seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('seeding failed (see above)'))));
  });

  console.log('▶ starting the web app');
  const webPort = 5173 + Number(process.env.KOTASTAY_PORT_OFFSET ?? 0);
  const webEnv = { ...env, VITE_FIREBASE_EMULATORS: JSON.stringify(ports) };
  start('web', [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'web', '--port', String(webPort), '--strictPort', '--clearScreen', 'false'], webEnv, {
    critical: true,
  });
  await waitFor(`http://127.0.0.1:${webPort}/`, 'The web app');

  console.log(`
┌──────────────────────────────────────────────────────────┐
│  KotaStay is running locally (offline, on the emulators) │
│                                                          │
│  Open:  http://127.0.0.1:${String(webPort).padEnd(32)}│
│  Demo accounts: docs/demo-accounts.md                    │
│  Stop:  Ctrl+C (data is kept in .emulator-data/)         │
└──────────────────────────────────────────────────────────┘
`);
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
  await shutdown(1);
}
