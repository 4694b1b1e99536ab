#!/usr/bin/env node
// docs/cost-model.md's table, from bench/cost.mjs results: `node bench/cost-table.mjs <kota.json> <10x.json>`.
// The counts come from the results; the usage per active student and the prices are the assumptions written in
// docs/cost-model.md (kept here as numbers so the table can be rebuilt when either changes).
import { readFileSync } from 'node:fs';

/** What one active student does in a month (docs/cost-model.md#usage). */
export const USAGE = {
  searches: 16, // 8 visits × 2 searches, each a first page and a "load more"
  coldShare: 0.1, // share of searches answered by an instance without the index cells cached
  pgPages: 32,
  placeSearches: 8,
  compares: 1,
  saves: 2,
  bookings: 0.1,
  googleLookups: 0.5, // places the Kota gazetteer does not know (capped site-wide per day)
  smsOtps: 1.2, // sign-ins on a new device, and resends
  mapLoads: 16, // the results map, one per search, when the browser Maps key is set
};

/** Prices used, USD unless marked; see docs/cost-model.md#prices for source and date. */
export const PRICES = {
  readPer100k: 0.06,
  writePer100k: 0.18,
  vcpuSecond: 0.000024,
  gibSecond: 0.0000025,
  requestPerMillion: 0.4,
  whatsappUtilityInr: 0.115,
};
const API_VCPU = 0.167; // 256 MiB
const API_GIB = 0.25;

/** Per 1,000 active students a month, from one result file's flows. */
export function perThousand(flows) {
  const f = (name) => flows[name];
  const search = f('search, warm instance (1st page + load more)');
  const cold = f('search, cold instance (1st page)');
  const page = f('open a PG page (details + reviews)');
  const place = f('place search (local catalogue)');
  const compare = f('compare 3 PGs');
  const save = f('save a PG and list saved');
  const book = f('book a visit and pay the token');
  // A search on a cold instance reads the index cells on top of what a warm one reads for its first page.
  const coldExtra = Math.max(0, cold.reads - search.reads / search.requests);
  const u = USAGE;
  const reads =
    u.searches * (search.reads + u.coldShare * coldExtra) +
    u.pgPages * page.reads +
    u.placeSearches * place.reads +
    u.compares * compare.reads +
    u.saves * save.reads +
    u.bookings * book.reads +
    u.googleLookups * 2; // the lookup's quota transaction reads the day's and the client's counters
  const writes = u.saves * save.writes + u.bookings * book.writes + u.googleLookups * 2;
  const requests =
    u.searches * search.requests +
    u.pgPages * page.requests +
    u.placeSearches +
    u.compares +
    u.saves * save.requests +
    u.bookings * book.requests +
    u.googleLookups;
  const seconds =
    (u.searches * search.ms +
      u.pgPages * page.ms +
      u.placeSearches * place.ms +
      u.compares * compare.ms +
      u.saves * save.ms +
      u.bookings * book.ms) /
    1000;
  const messages = u.bookings * book.messages;
  const k = 1000;
  return {
    reads: reads * k,
    writes: writes * k,
    requests: requests * k,
    seconds: seconds * k,
    messages: messages * k,
    smsOtps: u.smsOtps * k,
    googleLookups: u.googleLookups * k,
    mapLoads: u.mapLoads * k,
  };
}

/** USD of Firestore and function time for `n` thousand active students (free tiers taken off). */
export function monthlyUsd(per, n) {
  const p = PRICES;
  const reads = Math.max(0, per.reads * n - 50_000 * 30);
  const writes = Math.max(0, per.writes * n - 20_000 * 30);
  const vcpu = Math.max(0, per.seconds * n * API_VCPU - 180_000);
  const gib = Math.max(0, per.seconds * n * API_GIB - 360_000);
  const req = Math.max(0, per.requests * n - 2_000_000);
  return {
    firestore: (reads / 1e5) * p.readPer100k + (writes / 1e5) * p.writePer100k,
    functions: vcpu * p.vcpuSecond + gib * p.gibSecond + (req / 1e6) * p.requestPerMillion,
    whatsappInr: per.messages * n * p.whatsappUtilityInr,
  };
}

const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(n < 1 ? 2 : 1));

if (process.argv[1]?.endsWith('cost-table.mjs')) {
  const [kotaFile, tenFile] = process.argv.slice(2);
  const kota = JSON.parse(readFileSync(kotaFile, 'utf8'));
  const ten = JSON.parse(readFileSync(tenFile, 'utf8'));
  const a = perThousand(kota.flows);
  const b = perThousand(ten.flows);
  console.log(
    '| per 1,000 active students a month | Kota (' +
      kota.pgs.toLocaleString('en-US') +
      ' listings) | 10× (' +
      ten.pgs.toLocaleString('en-US') +
      ' listings) |',
  );
  console.log('|---|---|---|');
  for (const [key, label] of [
    ['reads', 'Firestore document reads'],
    ['writes', 'Firestore document writes'],
    ['requests', 'API requests'],
    ['seconds', 'API request time, s'],
    ['messages', 'WhatsApp messages'],
    ['smsOtps', 'OTP SMS (Firebase Auth)'],
    ['googleLookups', 'Google Places lookups'],
    ['mapLoads', 'Google Maps JS map loads'],
  ])
    console.log(`| ${label} | ${fmt(a[key])} | ${fmt(b[key])} |`);
  console.log('\n| a month, all students active | Kota: 200,000 students | 10×: 2,000,000 students |');
  console.log('|---|---|---|');
  const ka = monthlyUsd(a, 200);
  const kb = monthlyUsd(b, 2000);
  console.log(`| Firestore reads + writes (after free quota) | $${fmt(ka.firestore)} | $${fmt(kb.firestore)} |`);
  console.log(
    `| API function time + requests (after free tier, no concurrency sharing) | $${fmt(ka.functions)} | $${fmt(kb.functions)} |`,
  );
  console.log(`| WhatsApp utility messages | ₹${fmt(ka.whatsappInr)} | ₹${fmt(kb.whatsappInr)} |`);
  console.log(`| OTP SMS | ${fmt(a.smsOtps * 200)} SMS | ${fmt(b.smsOtps * 2000)} SMS |`);
  console.log(
    `| Google Places lookups (cap 2,000/day = 60,000/month) | ${fmt(Math.min(60_000, a.googleLookups * 200))} | ${fmt(Math.min(60_000, b.googleLookups * 2000))} |`,
  );
  console.log(`| Maps JS map loads | ${fmt(a.mapLoads * 200)} | ${fmt(b.mapLoads * 2000)} |`);
}
