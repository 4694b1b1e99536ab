#!/usr/bin/env node
// `npm start`: the whole product locally and offline — the Firebase emulators (auth, firestore,
// functions, storage) with data kept in .emulator-data/ between runs, idempotent Kota demo data,
// and the web app (Vite) wired to the emulators. Ctrl+C stops everything and saves the data.
//
// Every child runs under a supervisor (scripts/lib/supervisor.mjs, docs/decisions/193-local-launcher-robustness.md):
// when any part stops unexpectedly, or the launcher is told to stop (Ctrl+C, SIGTERM, SIGHUP, its parent gone), it
// saves what can be saved and stops every process started under it — the Firestore emulator's java and the function
// workers included. A run that could not do that (killed with SIGKILL) is cleaned up by the next start on its ports.
//
// For tests of the launcher itself (scripts/start.emu.test.ts): --skip-build runs on the functions/lib already built,
// without the watcher; --skip-seed leaves the data alone; --data-dir <dir> keeps the data elsewhere.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, REGION, ROOT, firebaseBin, prepareEmulatorEnvOrExit } from './lib/emulator-env.mjs';
import {
  LAUNCH_ENV,
  busyPortsMessage,
  commandLineOf,
  createSupervisor,
  isAlive,
  lockFileFor,
  portInUse,
  stopLeftovers,
  watchParent,
  watchPorts,
} from './lib/supervisor.mjs';
import { waitForUrl } from './lib/wait-for-url.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const DATA_DIR = flag('--data-dir') ? path.resolve(argv[argv.indexOf('--data-dir') + 1]) : path.join(ROOT, '.emulator-data');
const relativeDataDir = path.relative(process.cwd(), DATA_DIR);
const shownDataDir = relativeDataDir && !relativeDataDir.startsWith('..') ? relativeDataDir : DATA_DIR;
const offset = Number(process.env.KOTASTAY_PORT_OFFSET ?? 0);
const webPort = 5173 + offset;
const lockFile = lockFileFor(ROOT, offset);
// A closed terminal must not end the shutdown half-way with EPIPE/EIO on a console write.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

/**
 * Saves the Firestore emulator's data straight from it (its REST export) into `dataDir`, next to the last full save's
 * Auth and Storage data: for when the emulators process (which holds Auth and Storage in memory, and exports on exit)
 * is gone but the Firestore emulator it started is still up.
 */
async function saveFirestore(dataDir, firestorePort) {
  if (!(await portInUse(firestorePort))) return false;
  const saving = `${dataDir}.saving-${process.pid}`;
  rmSync(saving, { recursive: true, force: true });
  mkdirSync(saving, { recursive: true });
  try {
    const res = await fetch(`http://127.0.0.1:${firestorePort}/emulator/v1/projects/${PROJECT_ID}:export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ database: `projects/${PROJECT_ID}/databases/(default)`, export_directory: saving, export_name: 'firestore_export' }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) return false;
    mkdirSync(dataDir, { recursive: true });
    const metadataPath = path.join(dataDir, 'firebase-export-metadata.json');
    const metadata = existsSync(metadataPath) ? JSON.parse(readFileSync(metadataPath, 'utf8')) : {};
    const firebaseToolsVersion = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'firebase-tools', 'package.json'), 'utf8')).version;
    metadata.version ??= firebaseToolsVersion;
    metadata.firestore = {
      version: metadata.firestore?.version ?? firebaseToolsVersion,
      path: 'firestore_export',
      metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
    };
    rmSync(path.join(dataDir, 'firestore_export'), { recursive: true, force: true });
    renameSync(path.join(saving, 'firestore_export'), path.join(dataDir, 'firestore_export'));
    writeFileSync(metadataPath, `${JSON.stringify(metadata, null, 2)}\n`);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(saving, { recursive: true, force: true });
  }
}

const setup = prepareEmulatorEnvOrExit();
const { env, configPath, ports } = setup;
const { hosting: _hostingNotStarted, ...emulatorPorts } = ports;

// What a previous run on these ports left behind.
const leftovers = await stopLeftovers(lockFile, {
  beforeStop: async (lock) => {
    // Its emulators process still up: asked to stop as Ctrl+C does, it exports everything (--export-on-exit).
    const emulators = lock.children.find((c) => c.name === 'emulators' && c.command && commandLineOf(c.pid) === c.command);
    if (emulators) {
      console.log(`▶ stopping the emulators a previous npm start left running (pid ${emulators.pid}), saving their data`);
      process.kill(emulators.pid, 'SIGINT');
      for (const t0 = Date.now(); isAlive(emulators.pid) && Date.now() - t0 < 60_000; ) await new Promise((r) => setTimeout(r, 200));
    } else if (lock.dataDir && lock.firestorePort && (await saveFirestore(lock.dataDir, lock.firestorePort))) {
      console.log(`▶ saved the Firestore data a previous npm start left running to ${lock.dataDir}`);
    }
  },
});
if (leftovers.running) {
  console.error(
    `✖ npm start is already running on these ports (pid ${leftovers.running}): stop it first, or start another on other ports with KOTASTAY_PORT_OFFSET=100.`,
  );
  process.exit(1);
}
if (leftovers.stopped?.length) {
  console.log(`▶ stopped what a previous npm start left running (pids ${leftovers.stopped.join(', ')})`);
}
const busy = await busyPortsMessage(
  { ...Object.fromEntries(Object.entries(emulatorPorts).map(([name, port]) => [`${name} emulator`, port])), 'web app': webPort },
  { hint: 'or start on other ports with KOTASTAY_PORT_OFFSET=100' },
);
if (busy) {
  console.error(`✖ ${busy}`);
  process.exit(1);
}

const supervisor = createSupervisor({
  lockFile,
  cwd: ROOT,
  record: { dataDir: DATA_DIR, firestorePort: ports.firestore },
  onUnexpectedExit: (name, how) => void shutdown(1, `${name} stopped unexpectedly (${how})`),
});
const start = (name, args, childEnv) => supervisor.start(name, setup.nodeBin, args, { env: childEnv, critical: true });

let shuttingDown = false;
let stopWatchingPorts = () => {};
/** Said last, once everything has stopped. */
let afterStop = '';
/** Saves the data (what can be) and stops every process started under the supervisor, then exits. */
async function shutdown(code, why = null) {
  if (shuttingDown) return;
  shuttingDown = true;
  stopWatchingPorts();
  if (why) console.error(`\n✖ ${why}: saving what can be saved and stopping everything.`);
  else console.log(`\nStopping… (saving emulator data to ${shownDataDir}/)`);
  await supervisor.stop(async (children) => {
    const emulators = children.find((c) => c.name === 'emulators');
    const others = children.filter((c) => c !== emulators && !c.exited);
    for (const { child } of others) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.all(others.map(({ child }) => supervisor.waitExit(child, 10_000)));
    if (!emulators) return;
    if (!emulators.exited) {
      // SIGINT lets firebase-tools export the data (--export-on-exit) before it stops the emulators it started. If the
      // Firestore emulator is the part that died, that export fails and the last save in the data folder is kept.
      process.kill(emulators.child.pid, 'SIGINT');
      if (!(await supervisor.waitExit(emulators.child, 60_000))) console.error('✖ the emulators did not stop within 60 s: stopping them without saving.');
      return;
    }
    // The emulators process itself is gone, and the Auth and Storage data it held with it. The Firestore emulator it
    // started runs apart from it: its data can still be saved.
    if (await saveFirestore(DATA_DIR, ports.firestore)) {
      console.error(`▶ saved the Firestore data to ${shownDataDir}/ (Auth accounts and Storage files since the last save are lost with the emulators process)`);
    } else {
      console.error(`✖ nothing could be saved: ${shownDataDir}/ keeps the last save.`);
    }
  });
  if (afterStop) console.error(afterStop);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
// `npm` killed, or the terminal closed under it: nobody is left to press Ctrl+C.
watchParent(() => void shutdown(1, "npm start's parent process went away"));

try {
  if (!flag('--skip-build')) {
    console.log('▶ building functions (watching for changes)');
    const watcher = start('functions build', ['functions/build.mjs', '--watch'], env);
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
  }

  console.log('▶ starting the Firebase emulators');
  const emuArgs = [firebaseBin(), '--config', configPath, 'emulators:start', '--only', 'auth,firestore,functions,storage', '--export-on-exit', DATA_DIR];
  if (existsSync(path.join(DATA_DIR, 'firebase-export-metadata.json'))) emuArgs.push('--import', DATA_DIR);
  start('emulators', emuArgs, env);
  await waitForUrl(`http://127.0.0.1:${ports.firestore}/`, 'The Firestore emulator');
  await waitForUrl(`http://127.0.0.1:${ports.auth}/`, 'The Auth emulator');
  await waitForUrl(`http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/api/api/health`, 'The api function');

  if (!flag('--skip-seed')) {
    console.log('▶ seeding Kota demo data');
    await new Promise((resolve, reject) => {
      // Marked like the children (not supervised: it ends by itself), so a stop while it runs ends it too.
      const seed = spawn(setup.nodeBin, ['scripts/seed.mjs'], { cwd: ROOT, env: { ...env, [LAUNCH_ENV]: supervisor.marker }, stdio: 'inherit' });
      seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('seeding failed (see above)'))));
    });
  }

  console.log('▶ starting the web app');
  const webEnv = { ...env, VITE_FIREBASE_EMULATORS: JSON.stringify(ports) };
  // Another port offset gets its own pre-bundled dependencies, as the test runner's dev server does.
  if (offset) webEnv.KOTASTAY_VITE_CACHE_DIR = path.join(ROOT, '.cache', `vite-start-${offset}`);
  start('web', [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'web', '--port', String(webPort), '--strictPort', '--clearScreen', 'false'], webEnv);
  await waitForUrl(`http://127.0.0.1:${webPort}/`, 'The web app');

  // The Firestore emulator runs apart from the emulators process (firebase-tools starts its java detached) and can die
  // without any child of ours exiting: its port going quiet counts as a part stopping unexpectedly. (Auth, Functions
  // and Storage answer from the emulators process itself, whose exit is seen directly.)
  stopWatchingPorts = watchPorts(
    { 'the Firestore emulator': ports.firestore },
    (name) => {
      if (shuttingDown) return;
      // firebase-tools exports all emulators or none: with one of them gone, its export on exit fails.
      afterStop = `✖ ${name} took its data since the last save with it, and the export of the others fails without it: ${shownDataDir}/ keeps the last save.`;
      void shutdown(1, `${name} stopped unexpectedly (its port no longer answers)`);
    },
  );

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
  if (!shuttingDown) await shutdown(1, err instanceof Error ? err.message : String(err));
}
