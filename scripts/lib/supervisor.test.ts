// The launcher's supervisor (scripts/lib/supervisor.mjs) with stand-in children: small node processes, one of which
// starts a detached grandchild holding a port, as firebase-tools starts the Firestore emulator's java. The real
// launcher, with the real emulators: scripts/start.emu.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  LAUNCH_ENV,
  busyPortsMessage,
  commandLineOf,
  createSupervisor,
  isAlive,
  portInUse,
  portListener,
  stopLeftovers,
} from './supervisor.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'kotastay-supervisor-test-'));
const started: number[] = [];
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** Node code that listens on `port` until killed. */
const listen = (port: number) => `require('node:net').createServer().listen(${port}, '127.0.0.1'); setInterval(() => {}, 1000);`;

async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const t0 = Date.now();
  while (!(await probe())) {
    if (Date.now() - t0 > ms) throw new Error(`${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a process outside any supervisor, as a crashed run leaves them (or a stranger), with `env`. */
function loose(code: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  child.unref();
  if (child.pid) started.push(child.pid);
  return child;
}

describe.skipIf(!existsSync('/proc'))('the supervisor', () => {
  test('a child exiting unexpectedly is reported once, and stopping ends every process under it, a detached grandchild holding a port included', async () => {
    const port = await freePort();
    const lockFile = path.join(dir, 'crash.json');
    const reported: string[] = [];
    const supervisor = createSupervisor({ lockFile, cwd: dir, onUnexpectedExit: (name, how) => reported.push(`${name} ${how}`) });
    // The "emulators": starts a grandchild in a process group of its own (as firebase-tools starts java), then idles.
    const grandchild = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(listen(port))}], { detached: true, stdio: 'ignore' }).unref(); setInterval(() => {}, 1000);`;
    const emulators = supervisor.start('emulators', process.execPath, ['-e', grandchild], { critical: true });
    const web = supervisor.start('web', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { critical: true });
    started.push(emulators.pid ?? 0, web.pid ?? 0);
    expect(existsSync(lockFile)).toBe(true);
    await until('the grandchild listens', () => portInUse(port));

    emulators.kill('SIGKILL');
    await until('the exit is reported', () => reported.length > 0);
    expect(reported).toEqual(['emulators SIGKILL']);
    // The grandchild outlives its parent, as the Firestore emulator outlived the crashed firebase-tools.
    expect(await portInUse(port)).toBe(true);

    await supervisor.stop();
    expect(await portInUse(port)).toBe(false);
    expect(isAlive(web.pid ?? 0)).toBe(false);
    expect(reported).toEqual(['emulators SIGKILL']);
    expect(existsSync(lockFile)).toBe(false);
  });

  test('the next start stops what a killed run left running, and nothing else', async () => {
    const lockFile = path.join(dir, 'leftovers.json');
    const [leftPort, strangerPort] = [await freePort(), await freePort()];
    // Left by the killed run: carries its mark. The stranger runs the same kind of command without the mark, under a
    // pid the lock file recorded for a child whose command line was something else (a pid reused since).
    const left = loose(listen(leftPort), { [LAUNCH_ENV]: `${lockFile}#run-1` });
    const stranger = loose(listen(strangerPort));
    await until('both listen', async () => (await portInUse(leftPort)) && (await portInUse(strangerPort)));
    const saved: unknown[] = [];
    writeFileSync(
      lockFile,
      JSON.stringify({
        firestorePort: leftPort,
        supervisor: { pid: 2 ** 22 + 1, command: 'node scripts/start.mjs' },
        token: 'run-1',
        children: [{ name: 'web', pid: stranger.pid, command: 'node vite.js web' }],
      }),
    );

    const result = await stopLeftovers(lockFile, { beforeStop: async (lock) => void saved.push(lock.firestorePort), graceMs: 2000 });

    expect(result).toEqual({ stopped: [left.pid] });
    expect(saved).toEqual([leftPort]);
    expect(await portInUse(leftPort)).toBe(false);
    expect(isAlive(stranger.pid ?? 0)).toBe(true);
    expect(await portInUse(strangerPort)).toBe(true);
    expect(existsSync(lockFile)).toBe(false);
  });

  test('a lock file whose launcher is still running (same pid, same command line) is left alone', async () => {
    const lockFile = path.join(dir, 'running.json');
    const lock = { supervisor: { pid: process.pid, command: commandLineOf(process.pid) }, token: 't', children: [] };
    writeFileSync(lockFile, JSON.stringify(lock));
    expect(await stopLeftovers(lockFile)).toEqual({ running: process.pid });
    expect(existsSync(lockFile)).toBe(true);
  });

  test('npm killed under `npm start` (its sh -c wrapper still waiting) is seen as the parent going away', async () => {
    const marker = path.join(dir, 'parent-gone');
    // As `npm run` launches a script: npm → sh -c → node. The script watches its parent the way start.mjs does.
    const script = `import(${JSON.stringify(path.join(__dirname, 'supervisor.mjs'))}).then((m) => { m.watchParent(() => { require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'gone'); process.exit(0); }, { intervalMs: 100 }); setInterval(() => {}, 1000); });`;
    const npm = loose(`require('node:child_process').spawn('sh', ['-c', ${JSON.stringify(`${process.execPath} -e "$SCRIPT"`)}], { stdio: 'ignore', env: { ...process.env, SCRIPT: ${JSON.stringify(script)} } }); setInterval(() => {}, 1000);`);
    await new Promise((r) => setTimeout(r, 1500));
    expect(existsSync(marker)).toBe(false);
    process.kill(npm.pid ?? 0, 'SIGKILL');
    await until('the script sees its launcher gone', () => existsSync(marker), 5000);
  });

  test('a busy port is named in one sentence with what holds it', async () => {
    const [free, busy] = [await freePort(), await freePort()];
    const holder = loose(listen(busy));
    await until('the holder listens', () => portInUse(busy));
    expect(await busyPortsMessage({ 'auth emulator': free })).toBeNull();
    // Named by ss or lsof; a machine with neither still gets the sentence, without the name.
    const who = portListener(busy) ? `${path.basename(process.execPath)} (pid ${holder.pid})` : 'another process';
    expect(await busyPortsMessage({ 'auth emulator': free, 'firestore emulator': busy }, { hint: 'or use KOTASTAY_PORT_OFFSET=100' })).toBe(
      `Port ${busy} (firestore emulator) is already in use by ${who}: stop it, or use KOTASTAY_PORT_OFFSET=100.`,
    );
  });
});
