// App Check on /api through the Hosting rewrite, with the emulators' local issuer and verifier (the same
// middleware as production; only the verifier differs). Public reads need no token; writes and signed-in
// requests need a valid one.
import { beforeAll, expect, test } from 'vitest';
import { idTokenFor, userWithRole } from '../../../test-utils/admin';
import { api, localAppCheckToken } from '../../../test-utils/api';
import { signLocalToken } from './app-check';

let token: string;
beforeAll(async () => {
  await userWithRole('ac-user', 'student', '+919000000801');
  token = await idTokenFor('ac-user');
});

const failed = { error: 'app_check_failed' };
const me = (appCheck: string | null) => api('GET', '/users/firebase/ac-user', { token, appCheck });

test('a signed-in request without an App Check token is refused with 401 app_check_failed', async () => {
  const res = await me(null);
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject(failed);
});

test('forged, expired, foreign-project and foreign-app tokens are refused', async () => {
  const nowS = Math.floor(Date.now() / 1000);
  const bad = {
    forged: signLocalToken({}, 'not-the-secret').token,
    expired: signLocalToken({ iatS: nowS - 3600, ttlS: 60 }).token,
    otherProject: signLocalToken({ aud: 'projects/someone-else' }).token,
    otherApp: signLocalToken({ appId: '1:000000000000:web:impostor' }).token,
    garbage: 'not.a.jwt',
  };
  for (const [what, appCheck] of Object.entries(bad)) {
    const res = await me(appCheck);
    expect({ what, status: res.status, body: res.body }).toMatchObject({ what, status: 401, body: failed });
  }
});

test('a valid token from the local issuer lets the request through', async () => {
  const res = await me(await localAppCheckToken());
  // The caller has no profile document yet: past App Check and auth, the route answers 404.
  expect(res.status).toBe(404);
});

test('a write without a token is refused by App Check before anything else, signed in or not', async () => {
  const anonymous = await api('PUT', '/saved-pgs/some-pg', { appCheck: null });
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toMatchObject(failed);
  const signedIn = await api('PUT', '/saved-pgs/some-pg', { token, appCheck: null });
  expect(signedIn.body).toMatchObject(failed);
});

test('public reads (no bearer token) need no App Check, so the landing page does not wait for Firebase', async () => {
  const res = await api('GET', '/coachings', { appCheck: null });
  expect(res.status).toBe(200);
});
