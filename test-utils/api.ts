import { apiUrl } from './emulators';

export type ApiResponse<T = unknown> = { status: number; body: T };

/** Calls /api through the Hosting emulator (as the browser does) and parses the JSON answer. */
export async function api<T = unknown>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
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
