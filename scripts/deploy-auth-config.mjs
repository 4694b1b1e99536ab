#!/usr/bin/env node
// `npm run deploy:auth-config -- <project-id>`: after `firebase deploy`, sets what the deploy cannot —
// the SMS region policy (India only) and App Check enforcement on Firestore and Authentication.
// Needs network and an account allowed to edit the project (gcloud auth login, or GOOGLE_OAUTH_ACCESS_TOKEN).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyAuthConfig } from './lib/auth-config.mjs';
import { ROOT } from './lib/emulator-env.mjs';

function defaultProject() {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')).projects?.default;
  } catch {
    return undefined;
  }
}

const projectId = process.argv[2] ?? process.env.GCLOUD_PROJECT ?? defaultProject();
if (!projectId) {
  console.error('Usage: npm run deploy:auth-config -- <project-id>   (or set one with `firebase use <project>`)');
  process.exit(1);
}
const accessToken =
  process.env.GOOGLE_OAUTH_ACCESS_TOKEN ?? execFileSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).trim();

try {
  await applyAuthConfig({ projectId, accessToken });
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
