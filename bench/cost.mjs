#!/usr/bin/env node
// Cost benchmark (docs/cost-model.md): counts the Firestore reads and writes of each user flow, as Firestore bills
// them, by running the real API app in-process against the Firestore and Auth emulators with the admin SDK wrapped:
//   a document read (found or not) = 1 read; a query = its documents, at least 1; an aggregation = 1;
//   a set / create / update / delete in a batch, a transaction or on a reference = 1 write.
// The flows go through HTTP to the app (as the browser's requests do), and the outbox messages a flow queues are
// delivered the way the outboxDelivery trigger delivers them, so their reads and writes count too. The local payment
// checkout (the emulators' stand-in for Razorpay's) is not counted: production has no such calls.
//
//   node bench/cost.mjs [--pgs 4000] [--runs 20]     (KOTASTAY_PORT_OFFSET shifts the ports; --skip-build)
// Writes bench/results/cost-<timestamp>.json and prints the per-flow table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../scripts/lib/emulator-env.mjs';
import { countFirestore } from './lib/count-firestore.mjs';
import { argValue, runInEmulators } from './lib/emulator-bench.mjs';

const args = process.argv.slice(2);
const PG_COUNT = argValue(args, '--pgs', 4000);
const RUNS = argValue(args, '--runs', 20);

async function inner() {
  const ports = JSON.parse(process.env.KOTASTAY_PORTS);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.GCLOUD_PROJECT ??= 'demo-kotastay';
  // The functions' own view of where they run: inside the emulators (local payments and messaging).
  process.env.FUNCTIONS_EMULATOR = 'true';
  for (const name of [
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'WHATSAPP_ACCESS_TOKEN',
    'GOOGLE_MAPS_API_KEY',
  ])
    process.env[name] ??= '';

  const require = createRequire(path.join(ROOT, 'node_modules', 'firebase-admin', 'package.json'));
  const counts = countFirestore(path.dirname(require.resolve('@google-cloud/firestore/package.json')));

  const outfile = path.join(ROOT, '.cache', 'bench', 'cost-flows.cjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, 'bench', 'cost', 'flows.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    // CommonJS, as functions/build.mjs bundles the functions for production.
    format: 'cjs',
    target: 'node22',
    // The SDKs stay external (one instance, the one counted); express and the rest resolve from functions/.
    external: [
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
      'sharp',
      '@google-cloud/*',
    ],
    logLevel: 'error',
  });
  const flows = createRequire(import.meta.url)(outfile);
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getApps, initializeApp } = await import('firebase-admin/app');
  if (!getApps().length) initializeApp({ projectId: process.env.GCLOUD_PROJECT });

  // The listings and their search index, as the seed writes them (not counted).
  counts.paused = true;
  const pgs = flows.demoPgs(PG_COUNT);
  const app = flows.createApp();
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${server.address().port}/api`;
  const db = getFirestore(getApps()[0]);
  await flows.writePgs({ db }, pgs);
  const publicPgs = pgs.filter((p) => p.visible && p.status === 'published' && p.verification.status === 'verified');

  const appCheck = (await (await fetch(`${base}/app-check/local-token`, { method: 'POST' })).json()).token;
  const auth = getAuth(getApps()[0]);
  const uid = 'bench-student';
  await auth.createUser({ uid, phoneNumber: '+919800000001' }).catch(() => {});
  await db
    .collection(flows.COLLECTIONS.users)
    .doc(uid)
    .set({ name: 'Bench Student', phone: '+919800000001', role: null }, { merge: true });
  const custom = await auth.createCustomToken(uid);
  const signIn = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: custom, returnSecureToken: true }),
    },
  );
  const token = (await signIn.json()).idToken;
  const call = async (method, p, body, signedIn = false) => {
    const headers = { 'x-firebase-appcheck': appCheck, ...(body ? { 'content-type': 'application/json' } : {}) };
    if (signedIn) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${p}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (res.status >= 400) throw new Error(`${method} ${p} → ${res.status} ${text.slice(0, 300)}`);
    return json;
  };
  /** Delivers what a flow queued in the outbox, as the outboxDelivery trigger does; returns how many were sent. */
  const deliverOutbox = async (since) => {
    const queued = await db.collection(flows.COLLECTIONS.outbox).where('createdAt', '>=', since).get();
    let sent = 0;
    for (const d of queued.docs)
      if ((await flows.deliverOutboxMessage(d.id, () => flows.localMessaging())) === 'sent') sent++;
    return sent;
  };

  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const CENTER = { lat: 25.1425, lng: 75.8526 };
  const results = {};
  /** Runs `flow` RUNS times, counting each run; the mean reads/writes/ms and messages per run. */
  async function measure(name, flow, runs = RUNS) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      counts.reads = 0;
      counts.writes = 0;
      counts.paused = false;
      const t = performance.now();
      const extra = (await flow(i)) ?? {};
      const ms = performance.now() - t;
      counts.paused = true;
      samples.push({
        reads: counts.reads,
        writes: counts.writes,
        ms,
        messages: extra.messages ?? 0,
        requests: extra.requests ?? 1,
      });
    }
    const mean = (k) => samples.reduce((n, s) => n + s[k], 0) / samples.length;
    results[name] = {
      runs,
      reads: +mean('reads').toFixed(1),
      writes: +mean('writes').toFixed(1),
      maxReads: Math.max(...samples.map((s) => s.reads)),
      ms: +mean('ms').toFixed(0),
      messages: +mean('messages').toFixed(1),
      requests: +mean('requests').toFixed(1),
    };
    console.log(
      `${name.padEnd(38)} reads ${String(results[name].reads).padStart(7)}  writes ${String(results[name].writes).padStart(5)}  ${String(results[name].ms).padStart(5)} ms  messages ${results[name].messages}`,
    );
  }
  const centre = () => {
    const c = flows.destinationPoint(CENTER, rand() * 360, 6000 * Math.sqrt(rand()));
    return `lat=${c.lat.toFixed(5)}&lng=${c.lng.toFixed(5)}&radius=${Math.round(1000 + rand() * 4000)}`;
  };
  const pick = () => publicPgs[Math.floor(rand() * publicPgs.length)];

  // A fresh index generation: the next search reads its cells from Firestore (a cold instance).
  const coldIndex = async () => {
    counts.paused = true;
    await db
      .collection(flows.COLLECTIONS.meta)
      .doc(flows.SEARCH_INDEX_META_DOC)
      .set({ generation: `bench-${Date.now()}` }, { merge: true });
    counts.paused = false;
  };
  await call('GET', `/pgs/nearby?${centre()}`);
  await measure('search, warm instance (1st page + load more)', async () => {
    const q = centre();
    const first = await call('GET', `/pgs/nearby?${q}`);
    if (first.nextCursor) await call('GET', `/pgs/nearby?${q}&cursor=${encodeURIComponent(first.nextCursor)}`);
    return { requests: first.nextCursor ? 2 : 1 };
  });
  await measure(
    'search, cold instance (1st page)',
    async () => {
      await coldIndex();
      await call('GET', `/pgs/nearby?${centre()}`);
    },
    Math.min(RUNS, 10),
  );
  await measure('open a PG page (details + reviews)', async () => {
    const pg = pick();
    await call('GET', `/pgs/${pg.id}`);
    await call('GET', `/reviews/pg?pgId=${pg.id}`);
    return { requests: 2 };
  });
  await measure('place search (local catalogue)', async () => {
    await call('GET', `/places?query=${['tal', 'land', 'allen', 'kunhadi', 'mahaveer'][Math.floor(rand() * 5)]}`);
  });
  await measure('compare 3 PGs', async () => {
    await call('GET', `/pgs/compare?ids=${[pick(), pick(), pick()].map((p) => p.id).join(',')}`);
  });
  await measure('save a PG and list saved', async () => {
    await call('PUT', `/saved-pgs/${pick().id}`, undefined, true);
    await call('GET', '/saved-pgs', undefined, true);
    return { requests: 2 };
  });

  // Book a visit and pay the token: create, order, (checkout: not counted), verify, then the messages.
  const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const bookable = publicPgs.filter((p) => p.rooms?.some((r) => (r.bedsAvailable ?? 1) > 0));
  await measure(
    'book a visit and pay the token',
    async (i) => {
      const pg = bookable[i % bookable.length];
      const room = pg.rooms.find((r) => (r.bedsAvailable ?? 1) > 0);
      const since = new Date();
      const created = await call(
        'POST',
        '/bookings',
        {
          pgId: pg.id,
          roomId: room.id,
          visitDate: tomorrow,
          visitSlot: ['10:00', '11:00', '12:00', '16:00', '17:00'][i % 5],
          parentPhone: '+91 91234 56789',
          note: '',
        },
        true,
      );
      const bookingId = created.booking.id;
      const orderId =
        created.order?.orderId ?? (await call('POST', `/bookings/${bookingId}/pay`, undefined, true)).order.orderId;
      counts.paused = true;
      const signed = await call('POST', `/payments/local/orders/${orderId}/complete`, { outcome: 'success' }, true);
      counts.paused = false;
      await call('POST', `/bookings/${bookingId}/pay/verify`, signed, true);
      const messages = await deliverOutbox(since);
      // Each run books at another PG; the student's per-PG lock and daily rate are cleared between runs (not counted).
      counts.paused = true;
      await call('POST', `/bookings/${bookingId}/cancel`, { reason: 'changed_mind' }, true).catch(() => {});
      for (const d of (await db.collection(flows.COLLECTIONS.meta).get()).docs)
        if (d.id.startsWith('booking_rate_')) await d.ref.delete();
      counts.paused = false;
      return { messages, requests: created.order ? 2 : 3 };
    },
    Math.min(RUNS, 10),
  );

  server.close();
  const out = { at: new Date().toISOString(), pgs: PG_COUNT, publicPgs: publicPgs.length, flows: results };
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const file = path.join(ROOT, 'bench', 'results', `cost-${out.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\n${path.relative(ROOT, file)}`);
  process.exit(0);
}

if (args.includes('--inner')) await inner();
else if (import.meta.url === pathToFileURL(process.argv[1]).href)
  await runInEmulators({
    script: 'bench/cost.mjs',
    only: 'auth,firestore',
    innerArgs: ['--pgs', String(PG_COUNT), '--runs', String(RUNS)],
    args: [...args, '--skip-build'],
  });
