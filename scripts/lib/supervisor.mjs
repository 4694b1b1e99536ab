// The process supervisor of `npm start` (docs/decisions/193-local-launcher-robustness.md): it starts each child in a
// process group of its own, marks every process started under it (children, and what they start: the Firestore
// emulator's java, which firebase-tools detaches into yet another group, the function workers) with a launch token in
// the environment, records itself in a lock file per port offset, and when it stops — asked to, or because a child
// or its own parent went away — it stops every marked process. The next start reads the lock file to stop what a
// crashed run left behind: only processes that carry that run's token (or, where /proc cannot say, whose command line
// is still the recorded one), never a stranger that reused a pid.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The environment variable every process started under a supervisor carries: `<lock file>#<token>`. */
export const LAUNCH_ENV = 'KOTASTAY_LAUNCH';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The lock file of `npm start` on a port offset. */
export const lockFileFor = (root, offset) => path.join(root, '.cache', `npm-start-${offset}.json`);

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** A process's command line, or null when it is gone (or cannot be read). */
export function commandLineOf(pid) {
  try {
    if (existsSync('/proc')) return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ') || null;
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The processes whose environment carries `marker` (Linux: /proc/<pid>/environ, readable for one's own processes
 * only), this process excluded. Elsewhere (no /proc) an empty list: the caller falls back to recorded pids.
 */
export function processesMarked(marker, { procDir = '/proc' } = {}) {
  if (!existsSync(procDir)) return [];
  const needle = `${LAUNCH_ENV}=${marker}`;
  const found = [];
  for (const entry of readdirSync(procDir)) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = readFileSync(path.join(procDir, entry, 'environ'), 'utf8');
      if (environ.split('\0').includes(needle)) found.push(pid);
    } catch {
      // gone, or another user's process
    }
  }
  return found;
}

/** SIGTERM to each pid (and its group when it leads one), SIGKILL to what is left after `graceMs`. */
export async function stopPids(pids, { graceMs = 5000 } = {}) {
  const signal = (pid, sig) => {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, sig);
      } catch {
        // not a group leader, or already gone
      }
    }
  };
  for (const pid of pids) signal(pid, 'SIGTERM');
  const t0 = Date.now();
  while (pids.some(isAlive) && Date.now() - t0 < graceMs) await sleep(100);
  for (const pid of pids.filter(isAlive)) signal(pid, 'SIGKILL');
  while (pids.some(isAlive) && Date.now() - t0 < graceMs + 3000) await sleep(50);
}

/** The process listening on a TCP port as { name, pid }, when the system can say (ss, else lsof); else null. */
export function portListener(port) {
  try {
    const out = execFileSync('ss', ['-Htlnp', `sport = :${port}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const m = /users:\(\("([^"]+)",pid=(\d+)/.exec(out);
    if (m) return { name: m[1], pid: Number(m[2]) };
  } catch {
    // no ss
  }
  try {
    const out = execFileSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = /^p(\d+)/m.exec(out)?.[1];
    if (pid) return { name: /^c(.+)$/m.exec(out)?.[1] ?? 'a process', pid: Number(pid) };
  } catch {
    // no lsof
  }
  return null;
}

/** The pid of the process listening on a TCP port, when the system can say. */
export const portHolderPid = (port) => portListener(port)?.pid ?? null;

/** Who listens on a TCP port, for a message: "java (pid 123)", or "another process" (e.g. another user's). */
export function portHolder(port) {
  const holder = portListener(port);
  return holder ? `${holder.name} (pid ${holder.pid})` : 'another process';
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One sentence naming the first port of `ports` ({ name: port }) something holds, or null when all are free. */
export async function busyPortsMessage(ports, { hint = '' } = {}) {
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) {
      return `Port ${port} (${name}) is already in use by ${portHolder(port)}: stop it${hint ? `, ${hint}` : ''}.`;
    }
  }
  return null;
}

/**
 * Reads the lock file a previous run left and stops what it left running. Returns
 * `{ running: pid }` when that run's supervisor is itself still alive (then nothing is touched), else
 * `{ stopped: [pids] }`. `beforeStop(lock)` runs first when there are leftovers (to save data from them).
 */
export async function stopLeftovers(lockFile, { beforeStop = async () => {}, graceMs } = {}) {
  if (!existsSync(lockFile)) return { stopped: [] };
  let lock;
  try {
    lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  } catch {
    rmSync(lockFile, { force: true });
    return { stopped: [] };
  }
  const same = (entry) => entry?.pid && entry.command && commandLineOf(entry.pid) === entry.command;
  if (same(lock.supervisor)) return { running: lock.supervisor.pid };
  const pids = new Set(processesMarked(`${lockFile}#${lock.token}`));
  // Without /proc the marks cannot be read: the recorded children whose command line is still the recorded one.
  for (const child of lock.children ?? []) if (same(child)) pids.add(child.pid);
  if (pids.size) {
    await beforeStop(lock);
    await stopPids([...pids], { graceMs });
  }
  rmSync(lockFile, { force: true });
  return { stopped: [...pids] };
}

/**
 * Starts and stops children. `onUnexpectedExit(name, how)` is called once, for the first child marked `critical` that
 * exits while the supervisor is not stopping. `stop(stopFirst)` stops them: `stopFirst(children)` first (the caller's
 * orderly part, e.g. SIGINT to the emulators so they export their data), then every process still marked. `record`
 * goes into the lock file as it is (what the next start needs to save data from leftovers).
 */
export function createSupervisor({ lockFile, cwd, onUnexpectedExit = () => {}, record: extra = {} }) {
  const token = randomUUID();
  const marker = `${lockFile}#${token}`;
  const children = [];
  let stopping = false;
  let reported = false;

  function writeLock() {
    mkdirSync(path.dirname(lockFile), { recursive: true });
    const record = (pid) => ({ pid, command: commandLineOf(pid) });
    const lock = {
      ...extra,
      supervisor: record(process.pid),
      token,
      children: children.map(({ name, child }) => ({ name, ...record(child.pid) })),
    };
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  }

  writeLock();

  function start(name, cmd, args, { env = process.env, critical = false, stdio = ['ignore', 'inherit', 'inherit'] } = {}) {
    // Its own process group: a Ctrl+C in the terminal reaches the supervisor only, which stops the children in order.
    const child = spawn(cmd, args, { cwd, env: { ...env, [LAUNCH_ENV]: marker }, stdio, detached: true });
    const entry = { name, child, exited: false };
    children.push(entry);
    child.on('exit', (code, signal) => {
      entry.exited = true;
      if (!stopping && critical && !reported) {
        reported = true;
        onUnexpectedExit(name, signal ?? `exit ${code}`);
      }
    });
    child.on('error', () => {
      entry.exited = true;
    });
    if (child.pid) writeLock();
    return child;
  }

  /** Waits for `child` to exit, up to `ms`; true when it did. */
  function waitExit(child, ms) {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async function stop(stopFirst = async () => {}, { graceMs = 5000 } = {}) {
    stopping = true;
    await stopFirst(children);
    // Everything still marked, wherever it is (java in its own group, workers orphaned by a crashed CLI), and each
    // child's group (where /proc cannot be read).
    const marked = processesMarked(marker);
    const groups = children.filter((c) => !c.exited && c.child.pid).map((c) => c.child.pid);
    await stopPids([...new Set([...marked, ...groups])], { graceMs });
    for (const { child } of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is empty
      }
    }
    rmSync(lockFile, { force: true });
  }

  return { token, marker, children, start, stop, waitExit, get stopping() {
    return stopping;
  } };
}

/** A process's parent pid, or null when it is gone. */
export function parentOf(pid) {
  try {
    if (existsSync('/proc')) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    }
    return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim()) || null;
  } catch {
    return null;
  }
}

/**
 * The processes whose death leaves this one without anyone to stop it: its parent and, while that is only the
 * `sh -c` that `npm run` wraps a script in, the parent above it (npm itself). Each as { pid, command }.
 */
export function launchingAncestors() {
  const chain = [];
  let pid = process.ppid;
  while (pid && pid > 1 && chain.length < 5) {
    const command = commandLineOf(pid);
    if (!command) break;
    chain.push({ pid, command });
    if (!/^(\S*\/)?(ba|da)?sh -c /.test(command)) break;
    pid = parentOf(pid);
  }
  return chain;
}

/**
 * Calls `onGone()` once when a launching ancestor goes away (`npm` killed, the terminal closed): this process is
 * re-parented, or npm is gone while the `sh -c` between them waits on. Polls, as Node has no parent-death signal.
 */
export function watchParent(onGone, { intervalMs = 1000, ancestors = launchingAncestors() } = {}) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent || ancestors.some(({ pid, command }) => commandLineOf(pid) !== command)) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Calls `onDown(name)` once when one of `ports` ({ name: port }) stops accepting connections: an emulator that
 * firebase-tools started (java, detached) can die without any child of ours exiting.
 */
export function watchPorts(ports, onDown, { intervalMs = 2000 } = {}) {
  let done = false;
  const timer = setInterval(async () => {
    for (const [name, port] of Object.entries(ports)) {
      if (done) return;
      if (!(await portInUse(port)) && !done) {
        done = true;
        clearInterval(timer);
        onDown(name);
      }
    }
  }, intervalMs);
  timer.unref();
  return () => {
    done = true;
    clearInterval(timer);
  };
}
