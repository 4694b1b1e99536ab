// The one way the web app calls /api, following docs/requirements/api-conventions.md#request-conventions's request conventions:
// JSON bodies, cookies always, an optional bearer token + X-User-ID, and the team-mode headers.
// The server trusts only the verified ID token; the other headers are sent for compatibility.

export type AuthHeaders = { token: string; uid: string };
type AuthHeadersProvider = () => Promise<AuthHeaders | null>;

let authHeadersProvider: AuthHeadersProvider | null = null;

/**
 * Registered by the auth feature once Firebase has loaded; until then requests carry no auth headers.
 * Keeping the provider here (instead of importing firebase/auth) keeps Firebase out of the landing page's first JS.
 */
export function setAuthHeadersProvider(fn: AuthHeadersProvider | null): void {
  authHeadersProvider = fn;
}

/** A non-OK answer. `message` is `${status}: ${body text or status text}` (docs/requirements/errors-and-messages.md#request-error-text). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON error body (`{ error, message, fields? }` from our API), or null when it was not JSON. */
    readonly body: unknown,
  ) {
    super(message);
  }

  /** Field → message map of a 400 from our API, so forms can show each error beside its field. */
  get fields(): Record<string, string> {
    if (typeof this.body === 'object' && this.body !== null && 'fields' in this.body) {
      const { fields } = this.body as { fields?: unknown };
      if (typeof fields === 'object' && fields !== null) return fields as Record<string, string>;
    }
    return {};
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * `cache: 'no-cache'` revalidates a publicly cached answer (e.g. an admin's list right after editing it).
 * `appCheck: true` sends App Check on a public read the server requires it for (the paid Google place lookups).
 */
export type RequestOptions = { signal?: AbortSignal; cache?: RequestCache; appCheck?: boolean };

const TEAM_HEADER_KEYS = [
  ['X-Team-Session-ID', 'teamSessionId'],
  ['X-Team-Role', 'teamRole'],
  ['X-Team-User-ID', 'teamUserId'],
  ['X-Team-Auth', 'teamAuth'],
] as const;

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Storage can throw (blocked cookies, some private modes): behave as if nothing is stored.
    return null;
  }
}

const isTeamMode = () => readStorage('teamAuth') === 'true';

/** `/coachings` and `/api/coachings` both mean /api/coachings. */
function urlOf(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash === '/api' || withSlash.startsWith('/api/') ? withSlash : `/api${withSlash}`;
}

/**
 * The App Check token source. The default loads Firebase on first use: only writes and signed-in requests
 * need one (the server lets public reads through), so the landing page's reads never load Firebase for it.
 */
let appCheckTokenProvider: () => Promise<string> = async () => (await import('./firebase')).appCheckToken();

/** For tests: replace how the App Check token is obtained. */
export function setAppCheckTokenProvider(fn: () => Promise<string>): void {
  appCheckTokenProvider = fn;
}

async function buildHeaders(method: HttpMethod, hasBody: boolean, teamMode: boolean, appCheck: boolean): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const auth = authHeadersProvider ? await authHeadersProvider() : null;
  if (auth) {
    headers.Authorization = `Bearer ${auth.token}`;
    headers['X-User-ID'] = auth.uid;
  }
  // Mirrors the server's rule (functions/src/http/app-check.ts): anything but a public read carries App Check,
  // and the public reads that cost money per call (opts.appCheck).
  if (auth || method !== 'GET' || appCheck) headers['X-Firebase-AppCheck'] = await appCheckTokenProvider();
  if (teamMode) {
    for (const [header, key] of TEAM_HEADER_KEYS) headers[header] = readStorage(key) ?? '';
  }
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The sent headers for a team-mode failure log, without the bearer token (consoles get screenshotted). */
function loggableHeaders(headers: Record<string, string>): Record<string, string> {
  return headers.Authorization ? { ...headers, Authorization: 'Bearer [redacted]' } : headers;
}

async function request<T>(method: HttpMethod, path: string, body: unknown, opts: RequestOptions): Promise<T> {
  const res = await send(method, path, body, opts);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends the request and throws ApiError for a non-OK answer; the caller reads the body. */
async function send(method: HttpMethod, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
  const hasBody = body !== undefined;
  // A FormData body (uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const teamMode = isTeamMode();
  const headers = await buildHeaders(method, hasBody && !isForm, teamMode, opts.appCheck === true);
  const url = urlOf(path);
  const res = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    ...(hasBody ? { body: isForm ? body : JSON.stringify(body) } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.cache ? { cache: opts.cache } : {}),
  });
  if (!res.ok) {
    const text = await res.text();
    const error = new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parseJson(text));
    if (teamMode) {
      console.error(`API ${method} ${url} failed with ${res.status}`, {
        status: res.status,
        headers: loggableHeaders(headers),
      });
    }
    throw error;
  }
  return res;
}

/** GET a JSON resource; any non-OK answer (401 included) throws ApiError. */
export function apiGet<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, opts);
}

/** GET a JSON resource, answering null instead of throwing when the caller is not signed in (401). */
export async function apiGetOrNull<T>(path: string, opts: RequestOptions = {}): Promise<T | null> {
  try {
    return await request<T>('GET', path, undefined, opts);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** A write (or any method) with an optional JSON body, or a FormData body sent as multipart. */
export function apiSend<T>(method: HttpMethod, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  return request<T>(method, path, body, opts);
}

/** GET a non-JSON resource (e.g. an ID card behind the viewer Function) with the caller's token. */
export async function apiGetBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  const res = await send('GET', path, undefined, opts);
  return res.blob();
}
