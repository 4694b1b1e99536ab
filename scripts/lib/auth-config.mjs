// The project settings that sign-in abuse protection needs and `firebase deploy` does not carry:
// the SMS region policy (codes go to Indian numbers only), phone as the only sign-in provider (anonymous and
// email/password off: docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md), and — by its own,
// later command — App Check enforcement. Built here as plain requests so the unit test can check them without a
// network; scripts/deploy.mjs and scripts/deploy-auth-config.mjs send them.

/** Services whose requests must carry a valid App Check token once enforced. */
export const APP_CHECK_SERVICES = [
  // Direct Firestore reads and writes from the web app.
  'firestore.googleapis.com',
  // Firebase Authentication (Identity Platform): sendVerificationCode without App Check is refused, so
  // scripts cannot ask for OTP SMS outside the app.
  'identitytoolkit.googleapis.com',
];

function checkProjectId(projectId) {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId) || projectId.startsWith('demo-')) {
    throw new Error(
      `"${projectId}" is not a deployable Firebase project id (demo- projects exist only on the emulators).`,
    );
  }
}

/**
 * The requests, in order, that apply the sign-in policy to `projectId`. App Check is NOT enforced here: every deploy
 * sends these, and enforcing before the App Check metrics show almost every request verified would lock out the
 * users of an app version without App Check (docs/decisions/040-app-check-and-india-only-sign-in.md). That is
 * appCheckEnforcementRequests, sent by its own later command.
 */
export function authConfigRequests(projectId) {
  checkProjectId(projectId);
  return [
    {
      what: 'SMS region policy: allow India (IN) only',
      method: 'PATCH',
      url: `https://identitytoolkit.googleapis.com/admin/v2/projects/${projectId}/config?updateMask=smsRegionConfig`,
      body: { smsRegionConfig: { allowlistOnly: { allowedRegions: ['IN'] } } },
    },
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

/** The requests that enforce App Check on Firestore and Authentication (`npm run enforce-app-check -- <project>`). */
export function appCheckEnforcementRequests(projectId) {
  checkProjectId(projectId);
  return APP_CHECK_SERVICES.map((service) => ({
    what: `App Check enforced on ${service}`,
    method: 'PATCH',
    url: `https://firebaseappcheck.googleapis.com/v1/projects/${projectId}/services/${service}?updateMask=enforcementMode`,
    body: { name: `projects/${projectId}/services/${service}`, enforcementMode: 'ENFORCED' },
  }));
}

/** Sends `requests` (default: the sign-in policy) with an OAuth access token; stops at the first refusal with its answer. */
export async function applyAuthConfig({
  projectId,
  accessToken,
  fetchFn = fetch,
  log = console.log,
  requests = authConfigRequests(projectId),
}) {
  for (const req of requests) {
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
