// What a web build must be given (docs/decisions/200-secrets-and-configuration.md). A build wired to the emulators
// (VITE_FIREBASE_EMULATORS, as `npm start` and `npm test` make) uses the demo project; any other build is one that
// may be deployed, and one without the project's Firebase config would ship the demo-kotastay config to users —
// it must stop the build instead, in one sentence. KOTASTAY_DEMO_BUILD=1 marks a local production-like build that
// is never deployed (the landing-page benchmark).

/** Why this build may not go ahead, in one sentence, or null when it may. */
export function webBuildConfigProblem(env) {
  if (env.VITE_FIREBASE_EMULATORS?.trim() || env.KOTASTAY_DEMO_BUILD === '1') return null;
  const raw = env.VITE_FIREBASE_CONFIG?.trim();
  const how =
    "set it to the web app's config JSON from the Firebase console (in web/.env.production.local or the environment), or set VITE_FIREBASE_EMULATORS for a build against the emulators";
  if (!raw) return `A production web build needs VITE_FIREBASE_CONFIG: ${how}.`;
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return `VITE_FIREBASE_CONFIG is not valid JSON: ${how}.`;
  }
  const missing = ['apiKey', 'authDomain', 'projectId', 'appId'].filter(
    (key) => typeof parsed?.[key] !== 'string' || !parsed[key],
  );
  if (missing.length) return `VITE_FIREBASE_CONFIG lacks ${missing.join(', ')}: ${how}.`;
  if (parsed.projectId.startsWith('demo-'))
    return `VITE_FIREBASE_CONFIG names the demo project ${parsed.projectId}, which exists only in the emulators: ${how}.`;
  return null;
}
