#!/usr/bin/env node
// Nearby-search benchmark: starts firestore + functions + hosting emulators, seeds 10,000 demo PGs and builds
// the search index from them directly (the index trigger is switched off while seeding: 10,000 trigger runs would
// only load the machine, and the rebuild writes the same index), runs GET /api/pgs/nearby for pseudo-random
// centres and radii through the Hosting rewrite (as the browser calls it), then "Load more" (the second page) of
// each, and a few searches on a cold index cache. Reports p50/p95 latency and Firestore documents read per search
// and per returned result (X-Docs-Read).
//
//   node bench/nearby.mjs                 (KOTASTAY_PORT_OFFSET shifts the ports; --skip-build reuses functions/lib)
//   node bench/nearby.mjs --pgs 2000 --queries 50 --cold 10
// Writes bench/results/nearby-<timestamp>.json. Loopback only; a bounded loop.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/emulator-env.mjs';
import { argValue, importTs, quantile, round, runInEmulators, setBackgroundTriggers } from './lib/emulator-bench.mjs';

const args = process.argv.slice(2);
const PG_COUNT = argValue(args, '--pgs', 10_000);
const QUERIES = argValue(args, '--queries', 200);
/** Searches made right after invalidating every instance's cached index cells (a new version on every cell's directory). */
const COLD_QUERIES = argValue(args, '--cold', 10);
const MIN_RADIUS_M = 1000;
const MAX_RADIUS_M = 20_000;
const CENTER = { lat: 25.1425, lng: 75.8526 };
/** Centres fall within this distance of Kota's default centre, where students search. */
const CENTRE_SPREAD_M = 8000;

async function outer() {
  await runInEmulators({
    script: 'bench/nearby.mjs',
    only: 'firestore,functions,hosting',
    innerArgs: ['--pgs', String(PG_COUNT), '--queries', String(QUERIES), '--cold', String(COLD_QUERIES)],
    args,
  });
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


async function inner() {
  const ports = JSON.parse(process.env.KOTASTAY_PORTS);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.GCLOUD_PROJECT ??= 'demo-kotastay';
  const hosting = `http://127.0.0.1:${ports.hosting}`;

  // The seed module is TypeScript (it uses the shared schemas): bundle it as scripts/seed.mjs does.
  const { demoPgs, writePgs, destinationPoint, COLLECTIONS, QUERIES: TYPED } = await importTs(
    'nearby',
    "export { demoPgs, writePgs } from './scripts/seed/pgs.ts'; export { destinationPoint } from './shared/src/geo.ts'; export { COLLECTIONS } from './shared/src/collections.ts'; export { QUERIES } from './bench/search-queries.ts';",
  );
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }));

  let t = Date.now();
  const pgs = demoPgs(PG_COUNT);
  const publicCount = pgs.filter(
    (p) => p.visible && p.status === 'published' && p.verification.status === 'verified',
  ).length;
  const generateMs = Date.now() - t;
  t = Date.now();
  await setBackgroundTriggers(ports, false);
  // writePgs writes the listings, then rebuilds the search index from them (deterministic, no trigger involved).
  const index = await writePgs({ db }, pgs);
  await setBackgroundTriggers(ports, true);
  const seedMs = Date.now() - t;
  console.log(
    `seeded ${pgs.length} PGs (${publicCount} public) and the search index (${index.shardDocs} documents in ${index.cells} cells) in ${seedMs} ms (generated in ${generateMs} ms)`,
  );
  const indexDocs = await db.collection(COLLECTIONS.searchIndex).get();
  const indexBytes = indexDocs.docs.map((d) => JSON.stringify(d.data()).length);

  async function query(params) {
    const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const started = performance.now();
    const res = await fetch(`${hosting}/api/pgs/nearby?${q}`);
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`nearby answered ${res.status}: ${JSON.stringify(body)}`);
    return {
      ms,
      docsRead: Number(res.headers.get('x-docs-read')),
      returned: body.results.length,
      total: body.total,
      nextCursor: body.nextCursor,
    };
  }

  // Warm-up: the first call loads the function (cold start), which is not what we measure.
  for (let i = 0; i < 3; i++) await query({ lat: CENTER.lat, lng: CENTER.lng });

  const rand = mulberry32(4242);
  const samples = [];
  const secondPages = [];
  for (let i = 0; i < QUERIES; i++) {
    const centre = destinationPoint(CENTER, rand() * 360, CENTRE_SPREAD_M * Math.sqrt(rand()));
    const radiusM = Math.round(MIN_RADIUS_M + rand() * (MAX_RADIUS_M - MIN_RADIUS_M));
    const params = { lat: centre.lat.toFixed(6), lng: centre.lng.toFixed(6), radius: radiusM };
    const r = await query(params);
    samples.push({ radiusM, ...r });
    // "Load more": the next page of the same search, as the results list asks for it.
    if (r.nextCursor) secondPages.push({ radiusM, ...(await query({ ...params, cursor: r.nextCursor })) });
  }

  // Cold: a new version on every cell's directory before each search, so no instance may answer from its cached
  // cells (docs/decisions/197-search-index-within-firestore-limits.md).
  const coldSamples = [];
  const directories = (await db.collection(COLLECTIONS.searchIndex).get()).docs.filter((d) => Array.isArray(d.get('shards')));
  for (let i = 0; i < COLD_QUERIES; i++) {
    for (const d of directories) await d.ref.update({ version: `bench-cold-${Date.now()}-${i}` });
    const centre = destinationPoint(CENTER, rand() * 360, CENTRE_SPREAD_M * Math.sqrt(rand()));
    const radiusM = Math.round(MIN_RADIUS_M + rand() * (MAX_RADIUS_M - MIN_RADIUS_M));
    coldSamples.push({ radiusM, ...(await query({ lat: centre.lat.toFixed(6), lng: centre.lng.toFixed(6), radius: radiusM })) });
  }

  // Typed queries (decision 205: understood on the server: place, PG names, filters), the search quality
  // benchmark's, each as the search box sends it: the query alone. Warm cells, then cold (every cell's directory
  // given a new version first, so the cells are read again and the names index rebuilt).
  const typedSamples = [];
  for (let i = 0; i < QUERIES; i++) {
    const q = TYPED[i % TYPED.length].q;
    typedSamples.push({ radiusM: 5000, query: q, ...(await query({ query: q })) });
  }
  const typedColdSamples = [];
  for (let i = 0; i < COLD_QUERIES; i++) {
    for (const d of directories) await d.ref.update({ version: `bench-cold-typed-${Date.now()}-${i}` });
    const q = TYPED[(i * 7) % TYPED.length].q;
    typedColdSamples.push({ radiusM: 5000, query: q, ...(await query({ query: q })) });
  }

  const summarise = (list) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const docs = list.reduce((n, s) => n + s.docsRead, 0);
    const returned = list.reduce((n, s) => n + s.returned, 0);
    const matched = list.reduce((n, s) => n + s.total, 0);
    return {
      queries: list.length,
      p50Ms: round(quantile(ms, 0.5)),
      p95Ms: round(quantile(ms, 0.95)),
      maxMs: round(ms[ms.length - 1] ?? 0),
      meanDocsRead: round(docs / Math.max(1, list.length)),
      docsReadPerReturnedResult: round(docs / Math.max(1, returned), 2),
      docsReadPerMatchingPg: round(docs / Math.max(1, matched), 2),
      meanMatches: round(matched / Math.max(1, list.length)),
    };
  };
  const buckets = [
    ['1–5 km', (s) => s.radiusM <= 5000],
    ['5–10 km', (s) => s.radiusM > 5000 && s.radiusM <= 10_000],
    ['10–20 km', (s) => s.radiusM > 10_000],
  ];
  // Raw samples first: a failure while summarising must not lose a 20-minute run.
  mkdirSync(path.join(ROOT, '.cache', 'bench'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.cache', 'bench', 'nearby-samples.json'),
    JSON.stringify({ samples, secondPages, coldSamples, typedSamples, typedColdSamples }),
  );
  const report = {
    benchmark: 'GET /api/pgs/nearby through the Hosting emulator (page size 20, sort=distance)',
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    pgs: PG_COUNT,
    publicPgs: publicCount,
    seedMs,
    searchIndex: {
      documents: indexDocs.size,
      cells: index.cells,
      entries: index.entries,
      largestDocumentJsonBytes: Math.max(0, ...indexBytes),
    },
    overall: summarise(samples),
    secondPage: summarise(secondPages),
    coldIndexCache: summarise(coldSamples),
    typedQueries: summarise(typedSamples),
    typedQueriesColdIndexCache: summarise(typedColdSamples),
    byRadius: Object.fromEntries(buckets.map(([name, f]) => [name, summarise(samples.filter(f))])),
    notes: [
      'Latency is wall time of one request from Node on loopback, sequential, after 3 warm-up calls; the emulators are slower than production Firestore.',
      'docsReadPerReturnedResult = Firestore documents read / results on the page (≤ 20); docsReadPerMatchingPg = documents read / all PGs in the radius matching (total).',
      'overall and byRadius: first pages, index cells cached in the instance after their first read (checked against the directory of their cell, search_index/{cell}, on every search); secondPage: "Load more" of each of those searches; coldIndexCache: first pages right after the directory of every cell got a new version, so every cell is read from Firestore.',
    ],
  };
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `nearby-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  console.log(`written ${path.relative(ROOT, file)}`);
}

// Last, so every helper above is initialised before it runs.
if (args.includes('--inner')) {
  await inner();
} else {
  await outer();
}
