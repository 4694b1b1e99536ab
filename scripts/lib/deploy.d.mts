export type Call = {
  argv?: string[];
  http?: { method: string; url: string; body?: unknown };
  env?: Record<string, string>;
  envNames?: string[];
  what?: string;
  dryRunOut?: string;
};
export type RunResult = { ok: boolean; out: string };
export const REGION: string;
export const DEFAULT_TARGET: string;
export const DATABASE: string;
export const REQUIRED_APIS: string[];
export const RECORD_COLLECTIONS: string[];
export const RECORDS_RETENTION_DAYS: number;
export const BACKUP_SCHEDULES: { recurrence: string; dayOfWeek?: string; retention: string; seconds: number }[];
export class DeployRefused extends Error {}
export function parseDotenv(text: string): Record<string, string>;
export function resolveTarget(target: string, firebaserc: { projects?: Record<string, string> } | null): string;
export function describeCall(call: Call): string;
export function deploy(opts: {
  target?: string;
  dryRun?: boolean;
  alertEmail?: string | undefined;
  budgetInr?: number;
  run: (call: Call) => Promise<RunResult>;
  readFile: (file: string) => string | null;
  writeFile: (file: string, text: string) => void;
  log?: (line: string) => void;
}): Promise<{ project: string }>;
