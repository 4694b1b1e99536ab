import type { ChildProcess, StdioOptions } from 'node:child_process';
export const LAUNCH_ENV: string;
export function lockFileFor(root: string, offset: number): string;
export function isAlive(pid: number): boolean;
export function commandLineOf(pid: number): string | null;
export function processesMarked(marker: string, opts?: { procDir?: string }): number[];
export function stopPids(pids: number[], opts?: { graceMs?: number }): Promise<void>;
export function portListener(port: number): { name: string; pid: number } | null;
export function portHolderPid(port: number): number | null;
export function portHolder(port: number): string;
export function portInUse(port: number, host?: string): Promise<boolean>;
export function busyPortsMessage(ports: Record<string, number>, opts?: { hint?: string }): Promise<string | null>;
export type LockFile = {
  supervisor: { pid: number; command: string | null };
  token: string;
  children: { name: string; pid: number; command: string | null }[];
  [key: string]: unknown;
};
export function stopLeftovers(
  lockFile: string,
  opts?: { beforeStop?: (lock: LockFile) => Promise<void>; graceMs?: number },
): Promise<{ running?: number; stopped?: number[] }>;
export type Supervised = { name: string; child: ChildProcess; exited: boolean };
export type Supervisor = {
  token: string;
  marker: string;
  children: Supervised[];
  start(
    name: string,
    cmd: string,
    args: string[],
    opts?: { env?: NodeJS.ProcessEnv; critical?: boolean; stdio?: StdioOptions },
  ): ChildProcess;
  stop(stopFirst?: (children: Supervised[]) => Promise<void>, opts?: { graceMs?: number }): Promise<void>;
  waitExit(child: ChildProcess, ms: number): Promise<boolean>;
  readonly stopping: boolean;
};
export function createSupervisor(opts: {
  lockFile: string;
  cwd?: string;
  onUnexpectedExit?: (name: string, how: string) => void;
  record?: Record<string, unknown>;
}): Supervisor;
export function parentOf(pid: number): number | null;
export function launchingAncestors(): { pid: number; command: string }[];
export function watchParent(
  onGone: () => void,
  opts?: { intervalMs?: number; ancestors?: { pid: number; command: string }[] },
): () => void;
export function watchPorts(ports: Record<string, number>, onDown: (name: string) => void, opts?: { intervalMs?: number }): () => void;
