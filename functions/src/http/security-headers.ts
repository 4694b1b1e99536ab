// The security headers the Functions send themselves (docs/decisions/190-security-headers.md). Their values come from
// scripts/lib/security-headers.mjs, the one place they are written, which also writes firebase.json's Hosting rule:
// a page from the `pages` Function carries the same policy as a file from Hosting, and an API answer one that lets
// it load and run nothing.
import type { RequestHandler } from 'express';
import { apiHeaders, pageHeaders, type EmulatorOrigins } from '../../../scripts/lib/security-headers.mjs';

const portOf = (host: string | undefined) => {
  const port = Number(host?.split(':').pop());
  return Number.isInteger(port) && port > 0 ? port : null;
};

/**
 * The emulators a page's browser reaches when this runs in the emulator suite (which sets these variables, as it does
 * for the Admin SDK); null in production. The same one code path as photo-store's storageDownloadOrigin.
 */
export function emulatorOrigins(env: NodeJS.ProcessEnv = process.env): EmulatorOrigins | null {
  const auth = portOf(env.FIREBASE_AUTH_EMULATOR_HOST);
  const firestore = portOf(env.FIRESTORE_EMULATOR_HOST);
  const storage = portOf(env.FIREBASE_STORAGE_EMULATOR_HOST);
  return auth && firestore && storage ? { auth, firestore, storage } : null;
}

const setAll =
  (headers: () => [string, string][]): RequestHandler =>
  (_req, res, next) => {
    for (const [key, value] of headers()) res.setHeader(key, value);
    // The runtime's own Express app in front of ours (the Functions emulator's, for one) may have set it already.
    res.removeHeader('X-Powered-By');
    next();
  };

/** Every answer of the `pages` Function: the pages' policy (a photo or the sitemap runs nothing under it either). */
export const pageSecurityHeaders = (): RequestHandler => {
  const headers = pageHeaders({ emulators: emulatorOrigins() });
  return setAll(() => headers);
};

/** Every answer of the `api` Function. */
export const apiSecurityHeaders = (): RequestHandler => setAll(apiHeaders);
