// `npm start` itself (scripts/start.mjs), on a port block of its own, with the demo seeding and the functions watcher
// left out (--skip-seed, --skip-build: this stage already built functions/lib) and its data in a temporary folder.
// When an emulator process dies under it, it must save what it can and leave no process holding any of its ports
// (issue #20, item 8). The supervisor's rules in isolation: scripts/lib/supervisor.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ROOT, firebaseConfig } from './lib/emulator-env.mjs';
import { portHolderPid, portInUse } from './lib/supervisor.mjs';

// A block no other run uses: offsets are multiples of 100 (README), so +50 is free on every one of them.
const offset = Number(process.env.KOTASTAY_PORT_OFFSET ?? 0) + 50;
const { ports: emulatorPorts } = firebaseConfig(offset);
const { hosting: _notStarted, ...started } = emulatorPorts;
const ports: Record<string, number> = { ...started, web: 5173 + offset };
const dataDir = mkdtempSync(path.join(tmpdir(), 'kotastay-start-test-'));

let launcher: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  launcher?.kill('SIGKILL');
  // Whatever a failed run left on this test's own ports (only this test starts anything on them).
  for (const port of Object.values(ports)) {
    const pid = portHolderPid(port);
    if (pid) process.kill(pid, 'SIGKILL');
  }
  for (const entry of processesOfOffset()) process.kill(Number(entry.split(' ')[0]), 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const childrenOf = (pid: number): { pid: number; command: string }[] =>
  readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .flatMap((e) => {
      try {
        const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid ? [{ pid: Number(e), command: readFileSync(`/proc/${e}/cmdline`, 'utf8').replaceAll('\0', ' ') }] : [];
      } catch {
        return [];
      }
    });

/** The processes started with this test's port offset in their environment (the launcher and all under it). */
const processesOfOffset = (): string[] =>
  readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e) && Number(e) !== process.pid)
    .flatMap((e) => {
      try {
        const environ = readFileSync(`/proc/${e}/environ`, 'utf8').split('\0');
        return environ.includes(`KOTASTAY_PORT_OFFSET=${offset}`) ? [`${e} ${readFileSync(`/proc/${e}/cmdline`, 'utf8').replaceAll('\0', ' ')}`] : [];
      } catch {
        return [];
      }
    });

async function until<T>(what: string, ms: number, probe: () => T | Promise<T>): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - t0 > ms) throw new Error(`${what} within ${ms / 1000} s; the launcher said:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test(
  'the emulators process killed: npm start saves the Firestore data, stops every child and frees every port',
  async () => {
    launcher = spawn(process.execPath, ['scripts/start.mjs', '--skip-build', '--skip-seed', '--data-dir', dataDir], {
      cwd: ROOT,
      env: { ...process.env, KOTASTAY_PORT_OFFSET: String(offset) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => launcher?.on('exit', (code) => resolve(code)));
    launcher.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    launcher.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    await until('npm start did not come up', 150_000, () => output.includes('KotaStay is running locally'));

    // Something to save: one document in the Firestore emulator.
    const doc = await fetch(
      `http://127.0.0.1:${ports.firestore}/v1/projects/demo-kotastay/databases/(default)/documents/launcher?documentId=probe-${Date.now()}`,
      { method: 'POST', headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body: JSON.stringify({ fields: { ok: { booleanValue: true } } }) },
    );
    expect(doc.status).toBe(200);

    const emulators = childrenOf(launcher.pid ?? 0).find((c) => c.command.includes('emulators:start'));
    expect(emulators, `no emulators child of ${launcher.pid}`).toBeDefined();
    process.kill(emulators?.pid ?? 0, 'SIGKILL');

    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 60_000))]);
    expect(code, output.slice(-3000)).not.toBe('still running');
    expect(code).not.toBe(0);
    expect(output).toMatch(/stopped unexpectedly/);
    const holding = [];
    for (const [name, port] of Object.entries(ports)) if (await portInUse(port)) holding.push(`${name} ${port}`);
    expect(holding, output.slice(-3000)).toEqual([]);
    // Nor any process of that run without a port (function workers talk over a Unix socket).
    expect(processesOfOffset(), output.slice(-3000)).toEqual([]);
    // The Firestore data was saved where the next start imports it from.
    expect(existsSync(path.join(dataDir, 'firebase-export-metadata.json'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'firestore_export'))).toBe(true);
  },
  240_000,
);
