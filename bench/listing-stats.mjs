#!/usr/bin/env node
// The listing performance counters' cost (docs/decisions/216-occupancy-slots-performance.md): 1,000 page views
// (GET /api/pgs/{id}, as the PG page asks for its listing) spread over the public listings, and 1,000 searches'
// appearances, through the real API app in-process against the Firestore emulator, with the admin SDK's reads and
// writes counted as Firestore bills them (bench/lib/count-firestore.mjs). Once with the counters' production batching
// (KOTASTAY_STATS_FLUSH_MS, 10 s, views arriving at --rate per second of simulated time) and once flushing after every
// view (the worst case: one write per view). Writes bench/results/listing-stats-<timestamp>.json.
//   node bench/listing-stats.mjs [--pgs 200] [--views 1000] [--rate 5]     (KOTASTAY_PORT_OFFSET shifts the ports)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../scripts/lib/emulator-env.mjs';
import { countFirestore } from './lib/count-firestore.mjs';
import { argValue, runInEmulators } from './lib/emulator-bench.mjs';

const args = process.argv.slice(2);
const PG_COUNT = argValue(args, '--pgs', 200);
const VIEWS = argValue(args, '--views', 1000);
/** Views per second across the site in the batched run (a busy evening in season; more views per flush = cheaper). */
const RATE = argValue(args, '--rate', 5);
/** Firestore list prices (docs/cost-model.md): $ per 100,000; the rupee at ₹88 to the dollar. */
const PRICE = { read: 0.06, write: 0.18 };
const INR_PER_USD = 88;

async function inner() {
  const ports = JSON.parse(process.env.KOTASTAY_PORTS);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.GCLOUD_PROJECT ??= 'demo-kotastay';
  process.env.FUNCTIONS_EMULATOR = 'true';
  // No timer flush during the run: the bench flushes itself at each simulated 10 s (production's FLUSH_MS).
  process.env.KOTASTAY_STATS_FLUSH_MS = String(24 * 3600_000);
  for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'WHATSAPP_ACCESS_TOKEN', 'GOOGLE_MAPS_API_KEY'])
    process.env[name] ??= '';

  const require = createRequire(path.join(ROOT, 'node_modules', 'firebase-admin', 'package.json'));
  const counts = countFirestore(path.dirname(require.resolve('@google-cloud/firestore/package.json')));
  const outfile = path.join(ROOT, '.cache', 'bench', 'stats-flows.cjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, 'bench', 'cost', 'stats-flows.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'sharp', '@google-cloud/*'],
    logLevel: 'error',
  });
  const flows = createRequire(import.meta.url)(outfile);
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getApps, initializeApp } = await import('firebase-admin/app');
  if (!getApps().length) initializeApp({ projectId: process.env.GCLOUD_PROJECT });

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
  const view = async (id) => {
    const res = await fetch(`${base}/pgs/${id}`, { headers: { 'x-firebase-appcheck': appCheck } });
    if (res.status !== 200) throw new Error(`GET /pgs/${id} → ${res.status}`);
    await res.arrayBuffer();
  };
  // Popular listings get more views: a Zipf-like pick (rank r with weight 1/r).
  const weights = publicPgs.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = () => {
    let x = rand() * total;
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) <= 0) return publicPgs[i].id;
    return publicPgs[0].id;
  };

  /** VIEWS views; a flush every `perFlush` views (production: RATE views a second × 10 s); the counts. */
  async function run(perFlush) {
    const views = Array.from({ length: VIEWS }, pick);
    // The API's own reads of a view (the listing), measured with the counters' writes.
    counts.reads = 0;
    counts.writes = 0;
    counts.paused = false;
    for (let i = 0; i < views.length; i++) {
      await view(views[i]);
      if ((i + 1) % perFlush === 0) await flows.flushListingStats();
    }
    await flows.flushListingStats();
    counts.paused = true;
    return { reads: counts.reads, writes: counts.writes, listingsViewed: new Set(views).size };
  }
  const perFlush = Math.max(1, RATE * 10);
  const batched = await run(perFlush);
  const unbatched = await run(1);
  // The owner's screen: GET /api/listings/{pgId}/performance reads the 4 weeks' shards (≤ 4 × SHARDS documents).
  const weekDocs = (await db.collection(flows.COLLECTIONS.listingStats).where('pgId', '==', publicPgs[0].id).get()).size;

  const cost = (r) => {
    const usd = (r.reads * PRICE.read + r.writes * PRICE.write) / 100_000;
    return { ...r, usd: +usd.toFixed(5), inr: +(usd * INR_PER_USD).toFixed(4) };
  };
  const out = {
    at: new Date().toISOString(),
    pgs: PG_COUNT,
    publicPgs: publicPgs.length,
    views: VIEWS,
    batched: { viewsPerFlush: perFlush, ...cost(batched) },
    unbatched: { viewsPerFlush: 1, ...cost(unbatched) },
    counterWritesPer1000Views: { batched: +((batched.writes * 1000) / VIEWS).toFixed(1), unbatched: +((unbatched.writes * 1000) / VIEWS).toFixed(1) },
    statsDocsOfTopListing: weekDocs,
  };
  console.log(JSON.stringify(out, null, 2));
  server.close();
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const file = path.join(ROOT, 'bench', 'results', `listing-stats-${out.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(path.relative(ROOT, file));
  process.exit(0);
}

if (args.includes('--inner')) await inner();
else if (import.meta.url === pathToFileURL(process.argv[1]).href)
  await runInEmulators({
    script: 'bench/listing-stats.mjs',
    only: 'auth,firestore',
    innerArgs: ['--pgs', String(PG_COUNT), '--views', String(VIEWS), '--rate', String(RATE)],
    args: [...args, '--skip-build'],
  });
