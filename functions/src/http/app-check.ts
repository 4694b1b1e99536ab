// App Check on /api: a request must come from our web app (reCAPTCHA Enterprise attests it in production)
// before it may write or act as a signed-in user. Public, unauthenticated reads (the landing page's
// catalogue chips, listings) pass without a token so the landing page never waits for Firebase to load;
// see docs/decisions/040-app-check-and-india-only-sign-in.md.
//
// One middleware, two verifiers chosen by configuration: production asks firebase-admin (Google's App Check
// keys); the emulators have no network, so a local issuer signs short-lived HS256 tokens with a local secret
// and the local verifier checks signature, expiry, audience and app id the same way.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import express from 'express';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { config } from '../config';
import { HttpError } from './http-error';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
export type AppCheckClaims = { appId: string };
/** Resolves the claims of a valid token; rejects an invalid, expired or foreign one. */
export type AppCheckVerifier = (token: string) => Promise<AppCheckClaims>;

// The local issuer's constants. The secret is not a secret: it only exists in emulator builds.
const LOCAL_ISSUER = 'kotastay-local-app-check';
const LOCAL_SECRET = process.env.KOTASTAY_LOCAL_APP_CHECK_SECRET ?? 'kotastay-emulator-app-check-secret';
/** The web app id the local issuer attests (the demo web config's appId). */
export const LOCAL_APP_ID = '1:000000000000:web:kotastay';
const LOCAL_TTL_S = 30 * 60;

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const audience = (projectId: string) => `projects/${projectId}`;

export function signLocalToken(
  claims: { appId?: string; iatS?: number; ttlS?: number; aud?: string } = {},
  secret = LOCAL_SECRET,
): { token: string; expireTimeMillis: number } {
  const iat = claims.iatS ?? Math.floor(Date.now() / 1000);
  const exp = iat + (claims.ttlS ?? LOCAL_TTL_S);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({ iss: LOCAL_ISSUER, sub: claims.appId ?? LOCAL_APP_ID, aud: [claims.aud ?? audience(config.projectId)], iat, exp }),
  );
  const sig = b64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  return { token: `${header}.${payload}.${sig}`, expireTimeMillis: exp * 1000 };
}

export const localVerifier: AppCheckVerifier = async (token) => {
  const [header, payload, sig] = token.split('.');
  if (!header || !payload || !sig) throw new Error('malformed');
  const expected = createHmac('sha256', LOCAL_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
  const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
  if (h.alg !== 'HS256') throw new Error('bad alg');
  const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown; sub?: unknown; aud?: unknown; exp?: unknown };
  if (c.iss !== LOCAL_ISSUER) throw new Error('bad issuer');
  if (!Array.isArray(c.aud) || !c.aud.includes(audience(config.projectId))) throw new Error('bad audience');
  if (typeof c.exp !== 'number' || c.exp * 1000 <= Date.now()) throw new Error('expired');
  if (c.sub !== LOCAL_APP_ID) throw new Error('unknown app');
  return { appId: c.sub };
};

export const productionVerifier: AppCheckVerifier = async (token) => {
  const app = getApps()[0] ?? initializeApp();
  const { appId } = await getAppCheck(app).verifyToken(token);
  return { appId };
};

/** Whether a request must carry App Check: anything but a public read (a GET/HEAD without a bearer token). */
export const needsAppCheck = (method: string, authorization: string | undefined) =>
  !(method === 'GET' || method === 'HEAD') || Boolean(authorization);

const defaultVerifier = (): AppCheckVerifier => (config.emulated ? localVerifier : productionVerifier);

const APP_CHECK_FAILED = {
  error: 'app_check_failed',
  message: 'This request did not come from the KotaStay app. Reload the page and try again.',
} as const;

/** Thrown by requireAppCheck: the error handler answers it as every other App Check refusal. */
export const appCheckFailed = () => new HttpError(401, APP_CHECK_FAILED.error, APP_CHECK_FAILED.message);

/** The claims of the request's verified App Check token, set by the guard or requireAppCheck. */
const verifiedOf = (res: Response): AppCheckClaims | undefined => res.locals.appCheck as AppCheckClaims | undefined;

export function appCheckGuard(verifier: AppCheckVerifier = defaultVerifier()): RequestHandler {
  return (req, res, next) => {
    if (!needsAppCheck(req.method, req.get('authorization'))) return next();
    const fail = () => {
      res.status(401).json(APP_CHECK_FAILED);
    };
    const token = req.get(APP_CHECK_HEADER);
    if (!token) return fail();
    verifier(token).then((claims) => {
      res.locals.appCheck = claims;
      next();
    }, fail);
  };
}

/**
 * For a public read that costs money (the Google branch of /api/places): App Check whatever the method, so only
 * the KotaStay app can ask. Resolves the claims (already verified by the guard for a signed-in request) or
 * throws 401 app_check_failed. Same verifiers as the guard: local in the emulators, firebase-admin in production.
 */
export async function requireAppCheck(req: Request, res: Response, verifier: AppCheckVerifier = defaultVerifier()): Promise<AppCheckClaims> {
  const known = verifiedOf(res);
  if (known) return known;
  const token = req.get(APP_CHECK_HEADER);
  if (!token) throw appCheckFailed();
  try {
    const claims = await verifier(token);
    res.locals.appCheck = claims;
    return claims;
  } catch {
    throw appCheckFailed();
  }
}

/** The emulators' stand-in for App Check's token exchange; mounted only when emulated (see app.ts). */
export const localAppCheckIssuer: RequestHandler = (_req, res) => {
  res.json(signLocalToken());
};

/** App Check for /api: the local issuer (emulators only) and the guard. One line in app.ts. */
export function appCheck(): express.Router {
  const router = express.Router();
  if (config.emulated) router.post('/app-check/local-token', localAppCheckIssuer);
  router.use(appCheckGuard());
  return router;
}
