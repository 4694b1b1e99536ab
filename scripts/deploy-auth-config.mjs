#!/usr/bin/env node
// `npm run deploy:auth-config -- <project-id>`: sets what `firebase deploy` cannot — the SMS region policy (India
// only) and phone as the only sign-in provider (`npm run deploy` sends the same). With --enforce-app-check
// (`npm run enforce-app-check -- <project-id>`) it sends App Check enforcement on Firestore and Authentication
// instead: a separate, later step, once the App Check metrics show almost every request verified
// (docs/decisions/040-app-check-and-india-only-sign-in.md, docs/runbook.md).
// Needs network and an account allowed to edit the project (gcloud auth login, or GOOGLE_OAUTH_ACCESS_TOKEN).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appCheckEnforcementRequests, applyAuthConfig, authConfigRequests } from './lib/auth-config.mjs';
import { ROOT } from './lib/emulator-env.mjs';

function defaultProject() {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')).projects?.default;
  } catch {
    return undefined;
  }
}

const args = process.argv.slice(2);
const enforce = args.includes('--enforce-app-check');
const projectId = args.find((a) => !a.startsWith('--')) ?? process.env.GCLOUD_PROJECT ?? defaultProject();
if (!projectId) {
  console.error('Usage: npm run deploy:auth-config -- <project-id>   (or set one with `firebase use <project>`)');
  process.exit(1);
}
const accessToken =
  process.env.GOOGLE_OAUTH_ACCESS_TOKEN ??
  execFileSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).trim();

try {
  const requests = enforce ? appCheckEnforcementRequests(projectId) : authConfigRequests(projectId);
  await applyAuthConfig({ projectId, accessToken, requests });
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
