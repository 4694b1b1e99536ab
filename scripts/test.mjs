#!/usr/bin/env node
// The one test command: builds what the emulators serve, runs unit tests, then runs the emulator and
// browser tests inside one `firebase emulators:exec`, and ends with a single summary line.
//
//   npm test                       everything
//   npm test -- --only unit        one stage (unit | emu | e2e); repeatable
//   npm test -- --skip-build       reuse functions/lib and web/dist from the last run
//   npm test -- path/fragment      passed to vitest as file filters
// KOTASTAY_PORT_OFFSET=100 npm test  shifts every emulator port (two runs on one machine).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, firebaseBin, prepareEmulatorEnvOrExit } from './lib/emulator-env.mjs';

const args = process.argv.slice(2);
const only = [];
const filters = [];
let skipBuild = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--only') only.push(args[++i]);
  else if (args[i] === '--skip-build') skipBuild = true;
  else filters.push(args[i]);
}
// One above `npm start`'s 5173 (+ offset), so tests can run while the app is up on the same offset.
const DEV_SERVER_BASE_PORT = 5174;
const wants = (stage) => only.length === 0 || only.includes(stage);

// Per port offset, so parallel runs on one machine keep their own results.
const resultsDir = path.join(ROOT, '.cache', `test-results-${Number(process.env.KOTASTAY_PORT_OFFSET ?? 0)}`);
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(cmd, cmdArgs, env = process.env) {
  const r = spawnSync(cmd, cmdArgs, { cwd: ROOT, env, stdio: 'inherit' });
  return r.status ?? 1;
}

function vitestArgs(project) {
  const out = path.join(resultsDir, `${project}.json`);
  return ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, '--passWithNoTests', ...filters];
}

const setup = prepareEmulatorEnvOrExit();
const { env, configPath, ports } = setup;

let failedStep = false;
if (!skipBuild && (wants('emu') || wants('e2e'))) {
  console.log('▶ building functions');
  if (run(setup.nodeBin, ['functions/build.mjs'], env) !== 0) failedStep = true;
  if (wants('e2e')) {
    console.log('▶ building web (wired to the emulators)');
    const webEnv = { ...env, VITE_FIREBASE_EMULATORS: JSON.stringify(ports) };
    if (run('npm', ['run', 'build', '--silent', '-w', 'web', '--', '--logLevel', 'warn'], webEnv) !== 0) failedStep = true;
  }
}

if (!failedStep && wants('unit')) {
  console.log('▶ unit tests');
  run(setup.nodeBin, vitestArgs('unit'), env);
}

const emuProjects = ['emu', 'e2e'].filter(wants);
if (!failedStep && emuProjects.length) {
  console.log(`▶ emulator tests (${emuProjects.join(', ')})`);
  // The e2e stage also drives the Vite dev server (what `npm start` serves), started and stopped around it.
  const devPort = DEV_SERVER_BASE_PORT + Number(process.env.KOTASTAY_PORT_OFFSET ?? 0);
  const command = (p) => {
    const vitest = `node ${vitestArgs(p).map((a) => JSON.stringify(a)).join(' ')}`;
    return p === 'e2e' ? `node scripts/lib/with-dev-server.mjs ${devPort} -- ${vitest}` : vitest;
  };
  const inner = emuProjects.map(command).join(' ; ');
  const code = await new Promise((resolve) => {
    const child = spawn(
      setup.nodeBin,
      [firebaseBin(), '--config', configPath, 'emulators:exec', '--only', 'auth,firestore,functions,hosting,storage', `bash -c ${JSON.stringify(inner)}`],
      { cwd: ROOT, env, stdio: 'inherit' },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0 && !existsSync(path.join(resultsDir, `${emuProjects[0]}.json`))) failedStep = true;
}

// One summary over every stage that ran.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const project of ['unit', 'emu', 'e2e']) {
  const file = path.join(resultsDir, `${project}.json`);
  if (!existsSync(file)) {
    if (wants(project)) {
      console.error(`✖ ${project}: no results (the stage did not run to completion)`);
      failedStep = true;
    }
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`  ${project}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  // Name every failure here too: a CI log is often read from its tail, far below the failing test's own output.
  // A test that failed and then passed on its retry (emu, e2e) is named as flaky, with its first failure.
  const firstLine = (text) => String(text ?? '').split('\n')[0].slice(0, 300);
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? []) {
      const flaky = test.status === 'passed' && (test.failureMessages ?? []).length > 0;
      if (test.status !== 'failed' && !flaky) continue;
      console.log(`    ${flaky ? '⚠ flaky (passed on retry):' : '✖'} ${where} › ${test.fullName}`);
      // Up to 12 lines of the (first) failure, without the stack: a retried test's first failure is the only record of
      // an intermittent fault, and the crawl lists its failures on the lines after the first.
      const lines = String(test.failureMessages?.[0] ?? '').split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
      // Vitest records a timeout only as the stack of where the test was declared, whose message is a placeholder.
      if (lines[0] === 'Error: STACK_TRACE_ERROR')
        lines[0] = `timed out (with its retry the test took ${Math.round((test.duration ?? 0) / 1000)} s)`;
      for (const line of lines.slice(0, 12)) console.log(`      ${line.slice(0, 600)}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      console.log(`    ✖ ${where} (${firstLine(file.message ?? 'failed to run')})`);
    }
  }
}
if (failedStep) failed += 1;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
