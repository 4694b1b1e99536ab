// App Check for the web app: reCAPTCHA Enterprise attests the browser in production; against the emulators
// (no network, no debug-token exchange) a CustomProvider fetches a short-lived token from the local issuer
// the api serves there. Firestore attaches the token on its own once App Check is initialised; /api gets it
// from appCheckToken() in firebase.ts (api-client.ts). Loaded lazily with Firebase, never in the landing page's first JS.
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { env } from '../config/env';

let instance: Promise<AppCheck> | undefined;

export function initAppCheck(app: FirebaseApp): Promise<AppCheck> {
  instance ??= (async () => {
    const mod = await import('firebase/app-check');
    const provider = env.emulators
      ? new mod.CustomProvider({
          getToken: async () => {
            const res = await fetch('/api/app-check/local-token', { method: 'POST' });
            if (!res.ok) throw new Error(`local App Check issuer: ${res.status}`);
            return (await res.json()) as { token: string; expireTimeMillis: number };
          },
        })
      : new mod.ReCaptchaEnterpriseProvider(env.recaptchaEnterpriseSiteKey);
    return mod.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  })();
  return instance;
}
