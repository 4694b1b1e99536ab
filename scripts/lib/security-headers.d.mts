export const INLINE_SCRIPT_HASHES: { language: string; taps: string; loader: string; offline: string };
export type EmulatorOrigins = { auth: number; firestore: number; storage: number };
export type PolicyOptions = {
  emulators?: EmulatorOrigins | null;
  dev?: { port: number; scriptHashes: string[] } | null;
};
export function contentSecurityPolicy(options?: PolicyOptions): string;
export function pageHeaders(options?: PolicyOptions): [string, string][];
export const API_POLICY: string;
export function apiHeaders(): [string, string][];
export type HostingHeaderRule = { source: string; headers: { key: string; value: string }[] };
export function hostingHeaderRule(emulators?: EmulatorOrigins | null): HostingHeaderRule;
export function withEmulatorHeaders<C extends { hosting: { headers: HostingHeaderRule[] } }>(
  config: C,
  emulators: EmulatorOrigins | null,
): C;
export function inlineScriptHashes(html: string): string[];
