import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProblems } from './build-check.mjs';
import { DeployRefused, REQUIRED_APIS, describeCall, deploy, resolveTarget, type Call } from './deploy.mjs';
import { LOG_ALERTS, alertPolicies } from './deploy-monitoring.mjs';
import { SECRET_NAMES } from './local-secrets.mjs';

const PROJECT = 'kotastay-staging';
const FILES: Record<string, string> = {
  '.firebaserc': JSON.stringify({ projects: { default: 'demo-kotastay', staging: PROJECT } }),
  [`functions/.env.${PROJECT}`]: 'PAYMENTS_PROVIDER=razorpay\nSITE_ORIGIN=https://staging.kotastay.in\n',
  [`web/.env.production.${PROJECT}`]: `VITE_FIREBASE_CONFIG=${JSON.stringify({ apiKey: 'k', authDomain: 'a', projectId: PROJECT, appId: '1' })}\nVITE_RECAPTCHA_ENTERPRISE_SITE_KEY=6L-site\nVITE_GRIEVANCE_NAME=Meena Gupta\nVITE_GRIEVANCE_EMAIL=grievance@kotastay.in\nVITE_GRIEVANCE_PHONE=+91 98290 00001\nVITE_STUDENT_HELPLINE_NAME=Kota Police Student Cell\nVITE_STUDENT_HELPLINE_PHONE=+91 73000 00000\n`,
};

/** A project where everything is in place, unless `answers` says otherwise (first matching fragment wins). */
function fakeProject(answers: [string, { ok: boolean; out: string }][] = []) {
  const calls: Call[] = [];
  const defaults: [string, { ok: boolean; out: string }][] = [
    [
      'billing projects describe',
      { ok: true, out: '{"billingEnabled":true,"billingAccountName":"billingAccounts/0A1B2C"}' },
    ],
    ['services list', { ok: true, out: REQUIRED_APIS.join('\n') }],
    ['admin/v2/projects/kotastay-staging/config', { ok: true, out: '{"subtype":"IDENTITY_PLATFORM"}' }],
    [
      '/buckets',
      { ok: true, out: `{"buckets":[{"name":"projects/${PROJECT}/buckets/${PROJECT}.firebasestorage.app"}]}` },
    ],
    ['databases describe', { ok: true, out: '{"locationId":"asia-south1","type":"FIRESTORE_NATIVE"}' }],
    ['secrets versions describe', { ok: true, out: 'ENABLED\n' }],
    ['schedules list', { ok: true, out: '[]' }],
    ['projects describe', { ok: true, out: '123456789\n' }],
    ['channels create', { ok: true, out: `projects/${PROJECT}/notificationChannels/42\n` }],
    ['policies list', { ok: true, out: '[]' }],
    ['buckets describe', { ok: false, out: 'NOT_FOUND' }],
    ['service-accounts describe', { ok: false, out: 'NOT_FOUND' }],
    ['jobs describe', { ok: false, out: 'NOT_FOUND' }],
  ];
  const run = async (call: Call) => {
    calls.push(call);
    const text = describeCall(call);
    const hit = [...answers, ...defaults].find(([fragment]) => text.includes(fragment));
    return hit ? hit[1] : { ok: true, out: '' };
  };
  return { calls, run };
}

const written: Record<string, string> = {};
const options = (run: (c: Call) => Promise<{ ok: boolean; out: string }>, log: string[] = []) => ({
  target: 'staging',
  alertEmail: 'oncall@kotastay.in',
  run,
  readFile: (f: string) => FILES[f] ?? null,
  writeFile: (f: string, text: string) => {
    written[f] = text;
  },
  log: (line: string) => log.push(line),
});

describe('npm run deploy', () => {
  it('checks every prerequisite, builds once, deploys everything together, then protects and watches the project — in this order', async () => {
    const { calls, run } = fakeProject();
    await deploy(options(run));
    const seq = calls.map(describeCall);
    const P = `--project=${PROJECT}`;
    expect(seq).toEqual([
      `gcloud billing projects describe ${PROJECT} '--format=json(billingEnabled,billingAccountName)' ${P}`,
      `gcloud services list --enabled '--format=value(config.name)' ${P}`,
      `GET https://identitytoolkit.googleapis.com/admin/v2/projects/${PROJECT}/config`,
      `GET https://firebasestorage.googleapis.com/v1beta/projects/${PROJECT}/buckets`,
      `gcloud firestore databases describe '--database=(default)' '--format=json(locationId,type)' ${P}`,
      ...SECRET_NAMES.map((n) => `gcloud secrets versions describe latest --secret=${n} '--format=value(state)' ${P}`),
      'SITE_ORIGIN=… VITE_FIREBASE_CONFIG=… VITE_FIREBASE_EMULATORS=… VITE_GRIEVANCE_EMAIL=… VITE_GRIEVANCE_NAME=… VITE_GRIEVANCE_PHONE=… VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=… VITE_STUDENT_HELPLINE_NAME=… VITE_STUDENT_HELPLINE_PHONE=… npm run build',
      `npx firebase deploy --only firestore,storage,functions,hosting --project ${PROJECT} --non-interactive`,
      expect.stringMatching(/^PATCH .*config\?updateMask=smsRegionConfig /),
      expect.stringMatching(/^PATCH .*config\?updateMask=signIn\.anonymous\.enabled,signIn\.email\.enabled /),
      `gcloud firestore databases update '--database=(default)' --enable-pitr ${P}`,
      `gcloud firestore backups schedules list '--database=(default)' --format=json ${P}`,
      `gcloud firestore backups schedules create '--database=(default)' --recurrence=daily --retention=7d ${P}`,
      `gcloud firestore backups schedules create '--database=(default)' --recurrence=weekly --day-of-week=SUN --retention=14w ${P}`,
      `gcloud storage buckets describe gs://${PROJECT}-records '--format=value(name)' ${P}`,
      `gcloud storage buckets create gs://${PROJECT}-records --location=asia-south1 --uniform-bucket-level-access --public-access-prevention --retention-period=2930d ${P}`,
      `gcloud storage buckets update gs://${PROJECT}-records --lifecycle-file=.cache/deploy/${PROJECT}/records-lifecycle.json ${P}`,
      `gcloud projects describe ${PROJECT} '--format=value(projectNumber)' ${P}`,
      expect.stringMatching(/^gcloud iam service-accounts describe records-export@/),
      expect.stringMatching(/^gcloud iam service-accounts create records-export /),
      expect.stringMatching(/^gcloud projects add-iam-policy-binding .* --role=roles\/datastore.importExportAdmin /),
      expect.stringMatching(
        /service-123456789@gcp-sa-firestore.iam.gserviceaccount.com.* --role=roles\/storage.admin /,
      ),
      expect.stringMatching(/^gcloud scheduler jobs describe records-export /),
      expect.stringMatching(
        /^gcloud scheduler jobs create http records-export .*exportDocuments.*"collectionIds":\["bookings","audit","payment_orders","payment_events","refunds_pending"\]/,
      ),
      expect.stringMatching(/^gcloud beta monitoring channels list /),
      expect.stringMatching(/^gcloud beta monitoring channels create .*email_address=oncall@kotastay.in/),
      `gcloud logging metrics list '--format=value(name)' ${P}`,
      ...LOG_ALERTS.map((a) => expect.stringContaining(`gcloud logging metrics create kotastay_${a.alert} `)),
      expect.stringMatching(/^gcloud monitoring uptime list-configs /),
      expect.stringMatching(
        /^gcloud monitoring uptime create 'KotaStay staging.kotastay.in \/api\/health' .*host=staging.kotastay.in.* --path=\/api\/health --protocol=https/,
      ),
      `gcloud monitoring policies list '--format=json(name,displayName)' ${P}`,
      ...alertPolicies({ host: 'h', channel: 'c' }).map(
        (_, i) =>
          `gcloud monitoring policies create --policy-from-file=.cache/deploy/${PROJECT}/policy-${i + 1}.json ${P}`,
      ),
      expect.stringMatching(/^gcloud billing budgets list --billing-account=0A1B2C /),
      expect.stringMatching(
        /^gcloud billing budgets create --billing-account=0A1B2C .*--budget-amount=5000INR .*--notifications-rule-monitoring-notification-channels=projects\/kotastay-staging\/notificationChannels\/42$/,
      ),
    ]);
    // The build gets this project's web config, and is not wired to the emulators.
    const build = calls.find((c) => c.argv?.[0] === 'npm');
    expect(JSON.parse(build?.env?.VITE_FIREBASE_CONFIG ?? '{}').projectId).toBe(PROJECT);
    expect(build?.env?.VITE_FIREBASE_EMULATORS).toBe('');
    // App Check enforcement is not part of a deploy.
    expect(seq.some((s) => s.includes('firebaseappcheck'))).toBe(false);
    // The policies notify the channel and match the structured logs' `alert` field.
    const policy = JSON.parse(written[`.cache/deploy/${PROJECT}/policy-2.json`] ?? '{}');
    expect(policy.notificationChannels).toEqual([`projects/${PROJECT}/notificationChannels/42`]);
    expect(policy.conditions[0].conditionThreshold.filter).toBe(
      'metric.type="logging.googleapis.com/user/kotastay_trigger_failed"',
    );
    expect(JSON.parse(written[`.cache/deploy/${PROJECT}/records-lifecycle.json`] ?? '{}')).toEqual({
      rule: [{ action: { type: 'Delete' }, condition: { age: 2930 } }],
    });
  });

  it('a second run updates what exists instead of creating it again', async () => {
    const { calls, run } = fakeProject([
      [
        'schedules list',
        {
          ok: true,
          out: JSON.stringify([
            { name: 'projects/p/databases/(default)/backupSchedules/d1', dailyRecurrence: {}, retention: '604800s' },
            {
              name: 'projects/p/databases/(default)/backupSchedules/w1',
              weeklyRecurrence: { day: 'SUNDAY' },
              retention: '86400s',
            },
          ]),
        },
      ],
      ['buckets describe', { ok: true, out: `${PROJECT}-records` }],
      ['service-accounts describe', { ok: true, out: 'records-export@x' }],
      ['jobs describe', { ok: true, out: 'projects/p/locations/asia-south1/jobs/records-export' }],
      ['channels list', { ok: true, out: `projects/${PROJECT}/notificationChannels/7\n` }],
      ['metrics list', { ok: true, out: LOG_ALERTS.map((a) => `kotastay_${a.alert}`).join('\n') }],
      ['uptime list-configs', { ok: true, out: 'projects/p/uptimeCheckConfigs/u1' }],
      [
        'policies list',
        {
          ok: true,
          out: JSON.stringify([{ name: 'projects/p/alertPolicies/9', displayName: 'KotaStay: 5xx answers above 2%' }]),
        },
      ],
      ['budgets list', { ok: true, out: 'billingAccounts/0A1B2C/budgets/b1' }],
    ]);
    await deploy(options(run));
    const seq = calls.map(describeCall);
    expect(seq.filter((s) => / create /.test(s) && !s.includes('policies create'))).toEqual([]);
    // Only the weekly schedule's retention differed.
    expect(seq.filter((s) => s.includes('schedules update'))).toEqual([
      `gcloud firestore backups schedules update --backup-schedule=w1 '--database=(default)' --retention=14w --project=${PROJECT}`,
    ]);
    expect(seq.filter((s) => s.includes('logging metrics update'))).toHaveLength(LOG_ALERTS.length);
    expect(seq).toContain(
      `gcloud monitoring policies update projects/p/alertPolicies/9 --policy-from-file=.cache/deploy/${PROJECT}/policy-1.json --project=${PROJECT}`,
    );
    expect(seq.some((s) => s.startsWith('gcloud scheduler jobs update http records-export '))).toBe(true);
  });

  it('refuses, naming every problem, and changes nothing when a prerequisite fails', async () => {
    const { calls, run } = fakeProject([
      ['billing projects describe', { ok: true, out: '{"billingEnabled":false}' }],
      [
        'services list',
        { ok: true, out: REQUIRED_APIS.filter((a) => a !== 'secretmanager.googleapis.com').join('\n') },
      ],
      ['admin/v2/projects/kotastay-staging/config', { ok: true, out: '{"subtype":"FIREBASE_AUTH"}' }],
      ['databases describe', { ok: true, out: '{"locationId":"us-central1","type":"FIRESTORE_NATIVE"}' }],
      ['--secret=WHATSAPP_ACCESS_TOKEN', { ok: false, out: 'NOT_FOUND' }],
    ]);
    const log: string[] = [];
    await expect(deploy(options(run, log))).rejects.toThrow(DeployRefused);
    await expect(deploy(options(run, []))).rejects.toThrow(
      /kotastay-staging is not ready: 5 problems above; nothing was changed/,
    );
    const problems = log.filter((l) => l.includes('✖'));
    expect(problems).toEqual([
      expect.stringMatching(/no billing account: .*Blaze/),
      expect.stringMatching(/APIs not enabled: secretmanager.googleapis.com/),
      expect.stringMatching(/not upgraded to Identity Platform/),
      expect.stringMatching(
        /Firestore in kotastay-staging is FIRESTORE_NATIVE in us-central1, not FIRESTORE_NATIVE in asia-south1/,
      ),
      expect.stringMatching(
        /Secret WHATSAPP_ACCESS_TOKEN has no enabled version: firebase functions:secrets:set WHATSAPP_ACCESS_TOKEN/,
      ),
    ]);
    // Only read-only checks ran: no build, no deploy, no change.
    expect(calls.map(describeCall).filter((s) => /npm run build|firebase deploy|PATCH|create|update/.test(s))).toEqual(
      [],
    );
  });

  it('refuses a web config for another project, or none, before calling anything that changes', async () => {
    const { calls, run } = fakeProject();
    const log: string[] = [];
    const other = {
      ...options(run, log),
      readFile: (f: string) =>
        f.startsWith('web/') ? 'VITE_FIREBASE_CONFIG={"projectId":"kotastay-prod"}\n' : (FILES[f] ?? null),
    };
    await expect(deploy(other)).rejects.toThrow(/not ready/);
    expect(log).toContainEqual(
      expect.stringContaining('VITE_FIREBASE_CONFIG is for kotastay-prod, not kotastay-staging'),
    );
    expect(calls.some((c) => c.argv?.[0] === 'npm')).toBe(false);
  });

  it('--dry-run prints every call and runs none', async () => {
    const log: string[] = [];
    const run = async () => {
      throw new Error('a dry run must not run anything');
    };
    await deploy({ ...options(run, log), dryRun: true });
    const printed = log.filter((l) => l.startsWith('  $ ')).map((l) => l.slice(4));
    // The same calls as a real first deploy, in the same order.
    const real = fakeProject();
    await deploy(options(real.run));
    expect(printed.map((l) => l.replace(/<[^>]+>/g, 'X'))).toHaveLength(real.calls.length);
    expect(printed[0]).toBe(describeCall(real.calls[0] as Call));
    expect(printed).toContain(
      `npx firebase deploy --only firestore,storage,functions,hosting --project ${PROJECT} --non-interactive`,
    );
    expect(log.at(-1)).toMatch(/Dry run complete: nothing was changed/);
  });

  it('resolves aliases and refuses the demo project', () => {
    const rc = { projects: { default: 'demo-kotastay', staging: PROJECT } };
    expect(resolveTarget('staging', rc)).toBe(PROJECT);
    expect(resolveTarget('kotastay-prod', rc)).toBe('kotastay-prod');
    expect(() => resolveTarget('default', rc)).toThrow(/demo- projects exist only on the emulators/);
  });
});

describe('firebase.json deploy hooks', () => {
  it('check the build and never build again (a second web build gives Hosting and pages different asset hashes)', () => {
    const config = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8'));
    const hooks = [
      ...config.functions.flatMap((f: { predeploy?: string[] }) => f.predeploy ?? []),
      ...(config.hosting.predeploy ?? []),
    ];
    expect(hooks).toEqual([
      'node "$PROJECT_DIR/scripts/check-build.mjs"',
      'node "$PROJECT_DIR/scripts/check-build.mjs"',
    ]);
    expect(hooks.some((h: string) => /\bbuild\b(?!\.mjs)/.test(h.replace('check-build', '')))).toBe(false);
  });
});

describe('buildProblems', () => {
  it('names a missing build, two builds mixed, and an emulator build', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(path.join(tmpdir(), 'build-check-'));
    expect(buildProblems(root)).toEqual([expect.stringMatching(/^No complete build .* run `npm run build`/)]);
    const put = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    put('web/dist/index.html', '<script src="/assets/index-AAA.js">');
    put('web/dist/app.html', '');
    put('web/dist/assets/index-AAA.js', 'initializeApp({projectId:"kotastay-staging"})');
    put('functions/lib/index.js', '');
    put('functions/lib/ssr/entry-server.mjs', '');
    put('functions/lib/ssr/app.html', '<script type="module" src="/assets/index-AAA.js"></script>');
    put('functions/lib/ssr/template.html', '<link rel="modulepreload" href="/assets/index-AAA.js">');
    expect(buildProblems(root)).toEqual([]);
    // web/dist rebuilt on its own: new hashes the pages function's templates do not name.
    put('functions/lib/ssr/template.html', '<link rel="modulepreload" href="/assets/index-BBB.js">');
    expect(buildProblems(root)).toEqual([
      expect.stringMatching(/different builds \(1 asset such as \/assets\/index-BBB.js missing/),
    ]);
    put('functions/lib/ssr/template.html', '');
    put('web/dist/assets/index-AAA.js', 'initializeApp({projectId:"demo-kotastay"})');
    expect(buildProblems(root)).toEqual([expect.stringMatching(/emulator or demo build/)]);
  });
});
