// The project settings that sign-in abuse protection needs and `firebase deploy` does not carry:
// the SMS region policy (codes go to Indian numbers only), App Check enforcement, and phone as the only sign-in
// provider (anonymous and email/password off: docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md). Built here as plain
// requests so the unit test can check them without a network; scripts/deploy-auth-config.mjs sends them.

/** Services whose requests must carry a valid App Check token once enforced. */
export const APP_CHECK_SERVICES = [
  // Direct Firestore reads and writes from the web app.
  'firestore.googleapis.com',
  // Firebase Authentication (Identity Platform): sendVerificationCode without App Check is refused, so
  // scripts cannot ask for OTP SMS outside the app.
  'identitytoolkit.googleapis.com',
];

/** The requests, in order, that apply the policy to `projectId`. */
export function authConfigRequests(projectId) {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId) || projectId.startsWith('demo-')) {
    throw new Error(`"${projectId}" is not a deployable Firebase project id (demo- projects exist only on the emulators).`);
  }
  return [
    {
      what: 'SMS region policy: allow India (IN) only',
      method: 'PATCH',
      url: `https://identitytoolkit.googleapis.com/admin/v2/projects/${projectId}/config?updateMask=smsRegionConfig`,
      body: { smsRegionConfig: { allowlistOnly: { allowedRegions: ['IN'] } } },
    },
    ...APP_CHECK_SERVICES.map((service) => ({
      what: `App Check enforced on ${service}`,
      method: 'PATCH',
      url: `https://firebaseappcheck.googleapis.com/v1/projects/${projectId}/services/${service}?updateMask=enforcementMode`,
      body: { name: `projects/${projectId}/services/${service}`, enforcementMode: 'ENFORCED' },
    })),
    {
      // The blocking functions and the API refuse accounts without a phone number too; this stops the Auth endpoint
      // from creating them at all (anonymous sign-up does not reach blocking functions on the Auth emulator).
      what: 'Sign-in providers: anonymous and email/password off (phone only)',
      method: 'PATCH',
      url: `https://identitytoolkit.googleapis.com/admin/v2/projects/${projectId}/config?updateMask=signIn.anonymous.enabled,signIn.email.enabled`,
      body: { signIn: { anonymous: { enabled: false }, email: { enabled: false } } },
    },
  ];
}

/** Sends the requests with an OAuth access token; stops at the first refusal with its answer. */
export async function applyAuthConfig({ projectId, accessToken, fetchFn = fetch, log = console.log }) {
  for (const req of authConfigRequests(projectId)) {
    const res = await fetchFn(req.url, {
      method: req.method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        // Bill and quota the admin calls to the project itself, not the caller's default project.
        'x-goog-user-project': projectId,
      },
      body: JSON.stringify(req.body),
    });
    if (!res.ok) throw new Error(`${req.what}: ${res.status} ${await res.text()}`);
    log(`✔ ${req.what}`);
  }
}
