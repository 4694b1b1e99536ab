#!/usr/bin/env node
// `npm run deploy -- [--dry-run] [<alias or project id>] [--alert-email=<address>] [--budget-inr=<amount>]`:
// deploys KotaStay to a Firebase project from nothing to serving; `staging` (.firebaserc) when no target is given.
// The steps are in scripts/lib/deploy.mjs; this file only connects them to gcloud, npm and the network.
// Needs `gcloud auth login` (and the Firebase CLI's own login) with rights to change the project.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TARGET, DeployRefused, deploy } from './lib/deploy.mjs';
import { ROOT } from './lib/emulator-env.mjs';

const args = process.argv.slice(2);
const flag = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const dryRun = args.includes('--dry-run');
const target = args.find((a) => !a.startsWith('--')) ?? DEFAULT_TARGET;

let token = null;
const accessToken = () =>
  (token ??=
    process.env.GOOGLE_OAUTH_ACCESS_TOKEN ??
    spawnSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).stdout.trim());

/** Makes one call: a command (its output captured, and shown) or an authenticated REST request. */
async function run(call) {
  if (call.http) {
    const project = /projects\/([^/]+)/.exec(call.http.url)?.[1] ?? '';
    const res = await fetch(call.http.url, {
      method: call.http.method,
      headers: {
        authorization: `Bearer ${accessToken()}`,
        'content-type': 'application/json',
        'x-goog-user-project': project,
      },
      body: call.http.body ? JSON.stringify(call.http.body) : undefined,
    });
    return { ok: res.ok, out: await res.text() };
  }
  const interactive = call.argv[0] === 'npm' || call.argv.includes('deploy');
  const r = spawnSync(call.argv[0], call.argv.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...call.env },
    encoding: 'utf8',
    stdio: interactive ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: r.status === 0, out: interactive ? '' : `${r.stdout ?? ''}${r.status === 0 ? '' : (r.stderr ?? '')}` };
}

try {
  await deploy({
    target,
    dryRun,
    alertEmail: flag('alert-email') ?? process.env.KOTASTAY_ALERT_EMAIL,
    budgetInr: Number(flag('budget-inr') ?? 5000),
    run,
    readFile: (file) => (existsSync(path.join(ROOT, file)) ? readFileSync(path.join(ROOT, file), 'utf8') : null),
    writeFile: (file, text) => {
      mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
      writeFileSync(path.join(ROOT, file), text);
    },
  });
} catch (err) {
  console.error(`\n✖ ${err instanceof DeployRefused ? err.message : err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
}
