export const ROOT: string;
export const PROJECT_ID: string;
export const REGION: string;
export const BASE_PORTS: Record<string, number>;
export class EmulatorSetupError extends Error {}
export function parseJavaVersion(text: string): number;
export function findJavaHome(): string;
export function webDistDir(offset?: number): string;
export function firebaseConfig(offset?: number): { configPath: string; ports: Record<string, number> };
export const FUNCTIONS_NODE_MAJOR: number;
export function functionsNode(opts?: { root?: string }): { bin: string; version: string };
export function prepareEmulatorEnv(opts?: { offset?: number }): {
  env: NodeJS.ProcessEnv;
  configPath: string;
  ports: Record<string, number>;
  rulesEnforced: boolean;
  /** The node binary to run firebase-tools (and so the functions) with. */
  nodeBin: string;
};
export function prepareEmulatorEnvOrExit(options?: { offset?: number }): ReturnType<typeof prepareEmulatorEnv>;
export function firebaseBin(): string;
