import { apiUrl } from './emulators';

export type ApiResponse<T = unknown> = { status: number; body: T };

let appCheckToken: { token: string; expireTimeMillis: number } | undefined;

/** A valid App Check token from the emulators' local issuer, as the web app gets one (cached while fresh). */
export async function localAppCheckToken(): Promise<string> {
  if (!appCheckToken || appCheckToken.expireTimeMillis - Date.now() < 60_000) {
    const res = await fetch(`${apiUrl}/app-check/local-token`, { method: 'POST' });
    if (!res.ok) throw new Error(`local App Check issuer: ${res.status}`);
    appCheckToken = (await res.json()) as { token: string; expireTimeMillis: number };
  }
  return appCheckToken.token;
}

/**
 * Calls /api through the Hosting emulator (as the browser does) and parses the JSON answer. Sends a valid
 * App Check token like the web app does, unless `appCheck` gives another one or null (none).
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; appCheck?: string | null } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  const appCheck = opts.appCheck === undefined ? await localAppCheckToken() : opts.appCheck;
  if (appCheck !== null) headers['x-firebase-appcheck'] = appCheck;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Non-JSON answers stay text, so a test can assert that an error was not JSON.
  }
  return { status: res.status, body: body as T };
}
