// What `firebase deploy` checks before it uploads (firebase.json's predeploy hooks) instead of building again
// (docs/decisions/201-one-command-deploy-backups-alerts.md). A second build between the functions and hosting
// uploads gave web/dist new asset hashes: the `pages` function then served pages naming files Hosting did not
// have. So the deploy builds once (`npm run deploy`, or `npm run build` by hand) and the hooks check that the
// build is there, is one build, and is not the emulators' or the demo's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REQUIRED = [
  'web/dist/index.html',
  'web/dist/app.html',
  'functions/lib/index.js',
  'functions/lib/ssr/entry-server.mjs',
  'functions/lib/ssr/template.html',
  'functions/lib/ssr/app.html',
];

/** The problems with the build under `root`, each one sentence; [] when it may be deployed. */
export function buildProblems(root) {
  const missing = REQUIRED.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length)
    return [
      `No complete build (${missing.join(', ')} missing): run \`npm run build\` (or \`npm run deploy\`, which builds).`,
    ];
  const problems = [];
  // The pages function's templates name the client's chunks: each must be in what Hosting uploads.
  const referenced = new Set();
  for (const file of ['template.html', 'app.html', 'ssr-preloads.json']) {
    const full = path.join(root, 'functions/lib/ssr', file);
    if (!existsSync(full)) continue;
    for (const m of readFileSync(full, 'utf8').matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)) referenced.add(m[0]);
  }
  const absent = [...referenced].filter((asset) => !existsSync(path.join(root, 'web/dist', asset)));
  if (absent.length)
    problems.push(
      `functions/lib/ssr and web/dist are from different builds (${absent.length} asset${absent.length > 1 ? 's' : ''} such as ${absent[0]} missing from web/dist): run \`npm run build\` once and deploy both.`,
    );
  const assets = path.join(root, 'web/dist/assets');
  const demo = readdirSync(assets).filter(
    (f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes('demo-kotastay'),
  );
  if (demo.length)
    problems.push(
      `web/dist is an emulator or demo build (${demo[0]} names demo-kotastay): build with the project's VITE_FIREBASE_CONFIG.`,
    );
  return problems;
}
