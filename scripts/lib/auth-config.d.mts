export const APP_CHECK_SERVICES: string[];
export type AuthConfigRequest = { what: string; method: string; url: string; body: unknown };
export function authConfigRequests(projectId: string): AuthConfigRequest[];
export function appCheckEnforcementRequests(projectId: string): AuthConfigRequest[];
export function applyAuthConfig(opts: {
  projectId: string;
  accessToken: string;
  fetchFn?: (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;
  log?: (line: string) => void;
  requests?: AuthConfigRequest[];
}): Promise<void>;
