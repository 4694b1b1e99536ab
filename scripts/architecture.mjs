// `npm run architecture`: the numbers the architecture keeps (docs/architecture.md) — import cycles, imports into
// another module's inside, files naming each collection, casts of Firestore data, the largest files.
import {
  collectionOwners,
  cycles,
  firestoreCasts,
  importGraph,
  innerImports,
  largestFiles,
  moduleCycles,
  serverModuleChart,
} from './lib/module-graph.mjs';

const graph = importGraph();
const fileCycles = cycles(graph);
const inner = innerImports(graph);
const owners = collectionOwners();
const casts = firestoreCasts();
const verbose = process.argv.includes('--verbose');
if (process.argv.includes('--chart')) {
  // The picture in docs/architecture.md (scripts/architecture.test.ts checks the two agree).
  console.log(serverModuleChart(graph));
  process.exit(0);
}

console.log(`files: ${graph.size}, imports: ${[...graph.values()].reduce((n, t) => n + t.length, 0)}`);
console.log(`file cycles: ${fileCycles.length}`);
for (const c of fileCycles) console.log(`  ${c.join(' ↔ ')}`);
const mc = moduleCycles(graph);
console.log(`module cycles: ${mc.length}`);
for (const c of mc) console.log(`  ${c.join(' ↔ ')}`);
const innerServer = inner.filter((i) => i.from.startsWith('functions/'));
const innerWeb = inner.filter((i) => i.from.startsWith('web/'));
console.log(`imports into another module's inside: server ${innerServer.length}, web ${innerWeb.length}`);
if (verbose) for (const i of inner) console.log(`  ${i.from} → ${i.to}`);
const shared = Object.entries(owners).filter(([, f]) => f.length > 1);
console.log(`collections named in more than one server file: ${shared.length} of ${Object.keys(owners).length}`);
for (const [k, f] of shared) console.log(`  ${k}: ${f.length} (${f.join(', ')})`);
console.log(`casts of Firestore data: ${casts.length} (server ${casts.filter((c) => c.file.startsWith('functions/')).length}, web ${casts.filter((c) => c.file.startsWith('web/')).length})`);
if (verbose) for (const c of casts) console.log(`  ${c.file}:${c.line}`);
console.log('largest files:');
for (const f of largestFiles()) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}`);
