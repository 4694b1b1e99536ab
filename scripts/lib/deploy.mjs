// `npm run deploy -- [--dry-run] [<alias or project>]`: a Firebase project from nothing to serving, in one command
// (docs/decisions/201-one-command-deploy-backups-alerts.md). Every outside call goes through `run`, so the unit test
// gives its own runner and reads the exact sequence; --dry-run prints each call instead of making it.
//
//   1. prerequisites, all checked before anything changes (a failure lists every problem and stops);
//   2. one build (functions bundle + web app + server entry), with the project's web config;
//   3. one `firebase deploy` of rules, indexes, functions and hosting together (the predeploy hooks only check the
//      build: they never build again);
//   4. the sign-in policy (SMS to India only, phone only) — App Check enforcement is `npm run enforce-app-check`;
//   5. point-in-time recovery, daily and weekly backups, the monthly export of booking and payment records to a
//      bucket that keeps them 8 years;
//   6. monitoring: a notification channel, log-based metrics, alert policies, an uptime check, a budget.
import { LOG_ALERTS, alertPolicies, logFilter, metricName } from './deploy-monitoring.mjs';
import { SECRET_NAMES } from './local-secrets.mjs';

export const REGION = 'asia-south1';
export const DEFAULT_TARGET = 'staging';
export const DATABASE = '(default)';

/** APIs a deployed KotaStay uses; the deploy refuses a project where one is off. */
export const REQUIRED_APIS = [
  'cloudfunctions.googleapis.com',
  'run.googleapis.com',
  'cloudbuild.googleapis.com',
  'artifactregistry.googleapis.com',
  'eventarc.googleapis.com',
  'pubsub.googleapis.com',
  'cloudscheduler.googleapis.com',
  'secretmanager.googleapis.com',
  'firestore.googleapis.com',
  'identitytoolkit.googleapis.com',
  'firebasehosting.googleapis.com',
  'firebasestorage.googleapis.com',
  'firebaseappcheck.googleapis.com',
  'recaptchaenterprise.googleapis.com',
  'logging.googleapis.com',
  'monitoring.googleapis.com',
  'billingbudgets.googleapis.com',
];

/** Collections holding booking and payment records, kept 8 years (docs/decisions/011-visit-token-refunds-and-data-retention.md). */
export const RECORD_COLLECTIONS = ['bookings', 'audit', 'payment_orders', 'payment_events', 'refunds_pending'];
/** 8 years and a margin for leap days, in days: the records bucket's retention and lifecycle. */
export const RECORDS_RETENTION_DAYS = 2930;
/** Firestore's longest backup retentions: 7 days for a daily schedule, 14 weeks for a weekly one. */
export const BACKUP_SCHEDULES = [
  { recurrence: 'daily', retention: '7d', seconds: 7 * 86400 },
  { recurrence: 'weekly', dayOfWeek: 'SUN', retention: '14w', seconds: 14 * 7 * 86400 },
];

export class DeployRefused extends Error {}

/** Reads KEY=VALUE lines (dotenv without expansion). */
export function parseDotenv(text) {
  const out = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2].trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    out[m[1]] = value;
  }
  return out;
}

/** `staging` → its project id from .firebaserc; a project id stays as it is. */
export function resolveTarget(target, firebaserc) {
  const aliases = firebaserc?.projects ?? {};
  const projectId = aliases[target] ?? target;
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId) || projectId.startsWith('demo-')) {
    throw new DeployRefused(
      `"${target}" is neither an alias in .firebaserc nor a deployable project id (demo- projects exist only on the emulators).`,
    );
  }
  return projectId;
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

/** How a call is printed (dry run) or logged before it runs. */
export function describeCall(call) {
  if (call.http)
    return `${call.http.method} ${call.http.url}${call.http.body ? ` ${JSON.stringify(call.http.body)}` : ''}`;
  const env = call.envNames?.length ? `${call.envNames.map((n) => `${n}=…`).join(' ')} ` : '';
  return `${env}${call.argv.map(quote).join(' ')}`;
}

/**
 * Deploys `target`. `run(call)` makes one call and answers { ok, out }; `readFile(path)` answers a repo file's text
 * or null; `writeFile(path, text)` writes one (the alert policies' JSON, under .cache/deploy/). With `dryRun`, `run`
 * is never called: each call is printed, and the answers the checks need are taken as passing.
 */
export async function deploy({
  target = DEFAULT_TARGET,
  dryRun = false,
  alertEmail,
  budgetInr = 5000,
  run,
  readFile,
  writeFile,
  log = console.log,
}) {
  const firebaserc = JSON.parse(readFile('.firebaserc') ?? '{}');
  const project = resolveTarget(target, firebaserc);
  const P = `--project=${project}`;
  const step = (title) => log(`\n▶ ${title}`);
  /** Makes (or, in a dry run, prints) a call; a failed call stops the deploy unless `mayFail`. */
  const call = async (c, { mayFail = false } = {}) => {
    log(`  $ ${describeCall(c)}`);
    if (dryRun) return { ok: true, out: c.dryRunOut ?? '' };
    const r = await run(c);
    if (!r.ok && !mayFail) throw new DeployRefused(`${c.what ?? describeCall(c)} failed:\n${r.out}`);
    return r;
  };
  const gcloud = (...argv) => ({ argv: ['gcloud', ...argv, P] });

  log(
    `${dryRun ? 'Dry run: nothing is changed. ' : ''}Deploying KotaStay to ${project}${project !== target ? ` (alias ${target})` : ''}.`,
  );

  // 1. Prerequisites: every problem is listed before anything is changed.
  step('Prerequisites');
  const problems = [];
  const need = (ok, problem) => {
    if (!ok) problems.push(problem);
  };
  const functionsEnvText = readFile(`functions/.env.${project}`);
  need(functionsEnvText !== null, `functions/.env.${project} is missing: copy functions/.env.example and fill it in.`);
  const functionsEnv = parseDotenv(functionsEnvText ?? '');
  if (functionsEnvText !== null)
    need(
      /^https:\/\/[a-z0-9.-]+$/i.test(functionsEnv.SITE_ORIGIN ?? ''),
      `functions/.env.${project} needs SITE_ORIGIN, the site's https origin.`,
    );
  const webEnvText = readFile(`web/.env.production.${project}`);
  need(
    webEnvText !== null,
    `web/.env.production.${project} is missing: it holds VITE_FIREBASE_CONFIG (and the reCAPTCHA and Maps keys) for this project.`,
  );
  const webEnv = parseDotenv(webEnvText ?? '');
  let webProject = null;
  try {
    webProject = JSON.parse(webEnv.VITE_FIREBASE_CONFIG ?? 'null')?.projectId ?? null;
  } catch {
    /* reported below */
  }
  if (webEnvText !== null)
    need(
      webProject === project,
      `web/.env.production.${project}: VITE_FIREBASE_CONFIG is for ${webProject ?? 'no project'}, not ${project}.`,
    );
  if (webEnvText !== null)
    need(
      Boolean(webEnv.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY),
      `web/.env.production.${project} needs VITE_RECAPTCHA_ENTERPRISE_SITE_KEY (App Check).`,
    );
  if (webEnvText !== null)
    need(
      ['VITE_GRIEVANCE_NAME', 'VITE_GRIEVANCE_EMAIL', 'VITE_GRIEVANCE_PHONE'].every((k) => Boolean(webEnv[k])),
      `web/.env.production.${project} needs VITE_GRIEVANCE_NAME, VITE_GRIEVANCE_EMAIL and VITE_GRIEVANCE_PHONE (the Grievance Officer the privacy policy names; shared/src/grievance.ts).`,
    );
  if (webEnvText !== null)
    need(
      ['VITE_STUDENT_HELPLINE_NAME', 'VITE_STUDENT_HELPLINE_PHONE'].every((k) => Boolean(webEnv[k])),
      `web/.env.production.${project} needs VITE_STUDENT_HELPLINE_NAME and VITE_STUDENT_HELPLINE_PHONE (the district's student helpline shown with safety complaints; shared/src/grievance.ts).`,
    );
  need(Boolean(alertEmail), 'No address for alerts: pass --alert-email=<address> or set KOTASTAY_ALERT_EMAIL.');
  const siteHost = (functionsEnv.SITE_ORIGIN ?? `https://${project}.web.app`).replace(/^https:\/\//, '');

  const billing = await call({
    ...gcloud('billing', 'projects', 'describe', project, '--format=json(billingEnabled,billingAccountName)'),
    dryRunOut: '{"billingEnabled":true,"billingAccountName":"billingAccounts/<billing-account>"}',
  });
  const billingInfo = JSON.parse(billing.out || '{}');
  need(
    billing.ok && billingInfo.billingEnabled === true,
    `${project} has no billing account: Functions, Secret Manager and backups need the Blaze plan.`,
  );
  const billingAccount = String(billingInfo.billingAccountName ?? '').replace('billingAccounts/', '');

  const apis = await call({
    ...gcloud('services', 'list', '--enabled', '--format=value(config.name)'),
    dryRunOut: REQUIRED_APIS.join('\n'),
  });
  const enabled = new Set(apis.out.split('\n').map((s) => s.trim()));
  const off = REQUIRED_APIS.filter((api) => !enabled.has(api));
  need(
    apis.ok && off.length === 0,
    `APIs not enabled: ${off.join(', ')} (gcloud services enable ${off.join(' ')} ${P}).`,
  );

  const auth = await call(
    {
      http: { method: 'GET', url: `https://identitytoolkit.googleapis.com/admin/v2/projects/${project}/config` },
      what: 'Authentication config',
      dryRunOut: '{"subtype":"IDENTITY_PLATFORM"}',
    },
    { mayFail: true },
  );
  need(
    auth.ok && JSON.parse(auth.out || '{}').subtype === 'IDENTITY_PLATFORM',
    `${project} is not upgraded to Identity Platform (needed by the sign-in blocking functions): Firebase console → Authentication → Settings.`,
  );

  const buckets = await call(
    {
      http: { method: 'GET', url: `https://firebasestorage.googleapis.com/v1beta/projects/${project}/buckets` },
      what: 'Storage buckets',
      dryRunOut: `{"buckets":[{"name":"projects/${project}/buckets/${project}.firebasestorage.app"}]}`,
    },
    { mayFail: true },
  );
  const bucketNames = buckets.ok
    ? (JSON.parse(buckets.out || '{}').buckets ?? []).map((b) => b.name.split('/').pop())
    : [];
  need(
    bucketNames.some((b) => b === `${project}.firebasestorage.app` || b === `${project}.appspot.com`),
    `${project} has no default Storage bucket: Firebase console → Storage → Get started (location ${REGION}).`,
  );

  const db = await call(
    {
      ...gcloud('firestore', 'databases', 'describe', `--database=${DATABASE}`, '--format=json(locationId,type)'),
      dryRunOut: `{"locationId":"${REGION}","type":"FIRESTORE_NATIVE"}`,
    },
    { mayFail: true },
  );
  const dbInfo = db.ok ? JSON.parse(db.out || '{}') : {};
  need(
    db.ok,
    `${project} has no Firestore database: gcloud firestore databases create --location=${REGION} --type=firestore-native ${P}.`,
  );
  if (db.ok)
    need(
      dbInfo.locationId === REGION && dbInfo.type === 'FIRESTORE_NATIVE',
      `Firestore in ${project} is ${dbInfo.type} in ${dbInfo.locationId}, not FIRESTORE_NATIVE in ${REGION} (a location cannot change: use another project).`,
    );

  for (const name of SECRET_NAMES) {
    const s = await call(
      {
        ...gcloud('secrets', 'versions', 'describe', 'latest', `--secret=${name}`, '--format=value(state)'),
        dryRunOut: 'ENABLED',
      },
      { mayFail: true },
    );
    need(
      s.ok && s.out.trim() === 'ENABLED',
      `Secret ${name} has no enabled version: firebase functions:secrets:set ${name} --project ${project}.`,
    );
  }

  if (problems.length) {
    for (const p of problems) log(`  ✖ ${p}`);
    if (!dryRun)
      throw new DeployRefused(
        `${project} is not ready: ${problems.length} problem${problems.length > 1 ? 's' : ''} above; nothing was changed.`,
      );
    log(`  (a real run would stop here: ${problems.length} problem${problems.length > 1 ? 's' : ''})`);
  } else
    log(
      dryRun
        ? '  ✔ local configuration complete (the checks above are printed, not made, in a dry run)'
        : '  ✔ all prerequisites met',
    );

  // 2. One build, with this project's web configuration (never the demo project's).
  step('Build (once: the deploy hooks only check it)');
  const buildEnv = { ...webEnv, SITE_ORIGIN: functionsEnv.SITE_ORIGIN ?? '', VITE_FIREBASE_EMULATORS: '' };
  await call({
    argv: ['npm', 'run', 'build'],
    env: buildEnv,
    envNames: Object.keys(buildEnv).sort(),
    what: 'The build',
  });

  // 3. Rules, indexes, functions and hosting in one deploy.
  step('Deploy rules, indexes, functions and hosting');
  await call({
    argv: [
      'npx',
      'firebase',
      'deploy',
      '--only',
      'firestore,storage,functions,hosting',
      '--project',
      project,
      '--non-interactive',
    ],
    what: 'firebase deploy',
  });

  // 4. The sign-in policy, without App Check enforcement.
  step('Sign-in policy (App Check enforcement is a separate, later command: npm run enforce-app-check)');
  const { authConfigRequests } = await import('./auth-config.mjs');
  for (const req of authConfigRequests(project))
    await call({ http: { method: req.method, url: req.url, body: req.body }, what: req.what });

  // 5. Point-in-time recovery, backups, the 8-year records.
  step('Point-in-time recovery and backups');
  await call(gcloud('firestore', 'databases', 'update', `--database=${DATABASE}`, '--enable-pitr'));
  const schedules = await call({
    ...gcloud('firestore', 'backups', 'schedules', 'list', `--database=${DATABASE}`, '--format=json'),
    dryRunOut: '[]',
  });
  const existing = JSON.parse(schedules.out || '[]');
  for (const s of BACKUP_SCHEDULES) {
    const found = existing.find((e) => (s.recurrence === 'daily' ? e.dailyRecurrence : e.weeklyRecurrence));
    if (!found) {
      const when = s.dayOfWeek
        ? [`--recurrence=${s.recurrence}`, `--day-of-week=${s.dayOfWeek}`]
        : [`--recurrence=${s.recurrence}`];
      await call(
        gcloud(
          'firestore',
          'backups',
          'schedules',
          'create',
          `--database=${DATABASE}`,
          ...when,
          `--retention=${s.retention}`,
        ),
      );
    } else if (found.retention !== `${s.seconds}s`) {
      await call(
        gcloud(
          'firestore',
          'backups',
          'schedules',
          'update',
          `--backup-schedule=${found.name.split('/').pop()}`,
          `--database=${DATABASE}`,
          `--retention=${s.retention}`,
        ),
      );
    }
  }

  step(`Booking and payment records: a monthly export kept ${RECORDS_RETENTION_DAYS} days (8 years)`);
  const recordsBucket = `gs://${project}-records`;
  const exporter = `records-export@${project}.iam.gserviceaccount.com`;
  const lifecycleFile = `.cache/deploy/${project}/records-lifecycle.json`;
  writeFile(
    lifecycleFile,
    `${JSON.stringify({ rule: [{ action: { type: 'Delete' }, condition: { age: RECORDS_RETENTION_DAYS } }] }, null, 2)}\n`,
  );
  const bucket = await call(
    { ...gcloud('storage', 'buckets', 'describe', recordsBucket, '--format=value(name)'), dryRunOut: '' },
    { mayFail: true },
  );
  if (!bucket.ok || !bucket.out.trim())
    await call(
      gcloud(
        'storage',
        'buckets',
        'create',
        recordsBucket,
        `--location=${REGION}`,
        '--uniform-bucket-level-access',
        '--public-access-prevention',
        `--retention-period=${RECORDS_RETENTION_DAYS}d`,
      ),
    );
  await call(gcloud('storage', 'buckets', 'update', recordsBucket, `--lifecycle-file=${lifecycleFile}`));
  const number = await call({
    ...gcloud('projects', 'describe', project, '--format=value(projectNumber)'),
    dryRunOut: '<project-number>',
  });
  const sa = await call(
    { ...gcloud('iam', 'service-accounts', 'describe', exporter, '--format=value(email)'), dryRunOut: '' },
    { mayFail: true },
  );
  if (!sa.ok || !sa.out.trim())
    await call(gcloud('iam', 'service-accounts', 'create', 'records-export', '--display-name=KotaStay records export'));
  await call(
    gcloud(
      'projects',
      'add-iam-policy-binding',
      project,
      `--member=serviceAccount:${exporter}`,
      '--role=roles/datastore.importExportAdmin',
      '--condition=None',
    ),
  );
  // The export is written by Firestore's service agent.
  await call(
    gcloud(
      'storage',
      'buckets',
      'add-iam-policy-binding',
      recordsBucket,
      `--member=serviceAccount:service-${number.out.trim()}@gcp-sa-firestore.iam.gserviceaccount.com`,
      '--role=roles/storage.admin',
    ),
  );
  const exportBody = JSON.stringify({ outputUriPrefix: recordsBucket, collectionIds: RECORD_COLLECTIONS });
  const job = [
    'records-export',
    `--location=${REGION}`,
    '--schedule=30 3 1 * *',
    '--time-zone=Asia/Kolkata',
    `--uri=https://firestore.googleapis.com/v1/projects/${project}/databases/${DATABASE}:exportDocuments`,
    '--http-method=POST',
    `--message-body=${exportBody}`,
    `--oauth-service-account-email=${exporter}`,
    '--oauth-token-scope=https://www.googleapis.com/auth/datastore',
  ];
  const jobFound = await call(
    {
      ...gcloud('scheduler', 'jobs', 'describe', 'records-export', `--location=${REGION}`, '--format=value(name)'),
      dryRunOut: '',
    },
    { mayFail: true },
  );
  await call(gcloud('scheduler', 'jobs', jobFound.ok && jobFound.out.trim() ? 'update' : 'create', 'http', ...job));

  // 6. Monitoring.
  step('Alerts: notification channel, log-based metrics, alert policies, uptime check, budget');
  const channelName = 'KotaStay on-call';
  const channels = await call({
    ...gcloud(
      'beta',
      'monitoring',
      'channels',
      'list',
      `--filter=displayName="${channelName}"`,
      '--format=value(name)',
    ),
    dryRunOut: '',
  });
  let channel = channels.out.trim().split('\n')[0];
  if (!channel) {
    const created = await call({
      ...gcloud(
        'beta',
        'monitoring',
        'channels',
        'create',
        `--display-name=${channelName}`,
        '--type=email',
        `--channel-labels=email_address=${alertEmail ?? '<alert-email>'}`,
        '--format=value(name)',
      ),
      dryRunOut: `projects/${project}/notificationChannels/<new>`,
    });
    channel = created.out.trim();
  }
  const metrics = await call({ ...gcloud('logging', 'metrics', 'list', '--format=value(name)'), dryRunOut: '' });
  const haveMetrics = new Set(metrics.out.split('\n').map((s) => s.trim()));
  for (const a of LOG_ALERTS) {
    const verb = haveMetrics.has(metricName(a.alert)) ? 'update' : 'create';
    await call(
      gcloud(
        'logging',
        'metrics',
        verb,
        metricName(a.alert),
        `--description=${a.description}`,
        `--log-filter=${logFilter(a.alert)}`,
      ),
    );
  }
  const uptimeName = `KotaStay ${siteHost} /api/health`;
  const uptimes = await call({
    ...gcloud('monitoring', 'uptime', 'list-configs', `--filter=displayName="${uptimeName}"`, '--format=value(name)'),
    dryRunOut: '',
  });
  if (!uptimes.out.trim())
    await call(
      gcloud(
        'monitoring',
        'uptime',
        'create',
        uptimeName,
        '--resource-type=uptime-url',
        `--resource-labels=host=${siteHost},project_id=${project}`,
        '--path=/api/health',
        '--protocol=https',
        '--period=5',
        '--timeout=10',
      ),
    );
  const policies = await call({
    ...gcloud('monitoring', 'policies', 'list', '--format=json(name,displayName)'),
    dryRunOut: '[]',
  });
  const havePolicies = new Map(JSON.parse(policies.out || '[]').map((p) => [p.displayName, p.name]));
  for (const [i, policy] of alertPolicies({ host: siteHost, channel }).entries()) {
    const file = `.cache/deploy/${project}/policy-${i + 1}.json`;
    writeFile(file, `${JSON.stringify(policy, null, 2)}\n`);
    const name = havePolicies.get(policy.displayName);
    await call(
      name
        ? gcloud('monitoring', 'policies', 'update', name, `--policy-from-file=${file}`)
        : gcloud('monitoring', 'policies', 'create', `--policy-from-file=${file}`),
    );
  }
  const budgetName = `KotaStay ${project}`;
  const budgets = await call({
    argv: [
      'gcloud',
      'billing',
      'budgets',
      'list',
      `--billing-account=${billingAccount}`,
      `--filter=displayName="${budgetName}"`,
      '--format=value(name)',
    ],
    dryRunOut: '',
  });
  if (!budgets.out.trim())
    await call({
      argv: [
        'gcloud',
        'billing',
        'budgets',
        'create',
        `--billing-account=${billingAccount}`,
        `--display-name=${budgetName}`,
        `--budget-amount=${budgetInr}INR`,
        '--threshold-rule=percent=0.5',
        '--threshold-rule=percent=0.9',
        '--threshold-rule=percent=1.0',
        '--threshold-rule=percent=1.0,basis=forecasted-spend',
        `--filter-projects=projects/${project}`,
        `--notifications-rule-monitoring-notification-channels=${channel}`,
      ],
    });

  log(`\n${dryRun ? 'Dry run complete: nothing was changed.' : `✔ ${project} deployed: https://${siteHost}`}`);
  return { project };
}
