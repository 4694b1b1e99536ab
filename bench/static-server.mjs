// A tiny loopback server that behaves like Firebase Hosting for the built web app: cleanUrls (/faq →
// faq.html, /faq.html → 301 /faq), the `**` rewrite from firebase.json for unknown paths, gzip, and
// immutable caching of /assets. /api answers from a small fixture of Kota's catalogue so the landing
// page's chips load the way they do in production (same names as the catalogue seed) (the Functions emulator is not needed for a bench).
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const COACHINGS = [
  ['allen', 'Allen Career Institute'],
  ['motion', 'Motion Education'],
  ['resonance', 'Resonance'],
  ['physics-wallah-vidyapeeth', 'Physics Wallah Vidyapeeth'],
  ['vibrant-academy', 'Vibrant Academy'],
  ['career-point', 'Career Point'],
  ['bansal-classes', 'Bansal Classes'],
  ['unacademy', 'Unacademy Centre'],
].map(([id, name], i) => ({ id, name, exams: ['JEE', 'NEET'], popular: true, popularRank: i + 1 }));

const AREAS = [
  ['talwandi', 'Talwandi', 25.14, 75.85],
  ['indra-vihar', 'Indra Vihar', 25.145, 75.835],
  ['rajeev-gandhi-nagar', 'Rajeev Gandhi Nagar', 25.135, 75.855],
  ['mahaveer-nagar', 'Mahaveer Nagar', 25.13, 75.84],
  ['jawahar-nagar', 'Jawahar Nagar', 25.155, 75.835],
  ['landmark-city', 'Landmark City', 25.21, 75.83],
  ['coral-park', 'Coral Park', 25.13, 75.9],
  ['vigyan-nagar', 'Vigyan Nagar', 25.125, 75.845],
].map(([id, name, lat, lng], i) => ({ id, name, lat, lng, popular: true, popularRank: i + 1 }));

function apiFixture(pathname) {
  if (pathname === '/api/coachings/popular') return COACHINGS;
  if (pathname === '/api/areas/popular') return AREAS;
  const branches = /^\/api\/branches\/coaching\/([^/]+)$/.exec(pathname);
  if (branches) {
    return [
      { id: `${branches[1]}-main`, name: 'Main Campus', coaching_id: branches[1], lat: 25.1425, lng: 75.8526 },
      { id: `${branches[1]}-talwandi`, name: 'Talwandi Campus', coaching_id: branches[1], lat: 25.14, lng: 75.85 },
    ];
  }
  return undefined;
}

export function startStaticServer({ root, rewriteTo, port = 0, apiDelayMs = 0 }) {
  const send = (req, res, status, body, type, headers = {}) => {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 512;
    const payload = gzip ? gzipSync(body) : body;
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': payload.length,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
  const sendFile = (req, res, file) => {
    const cache = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    send(req, res, 200, readFileSync(file), TYPES[path.extname(file)] ?? 'application/octet-stream', {
      'Cache-Control': cache,
    });
  };
  const isFile = (file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    if (pathname.startsWith('/api/')) {
      const data = apiFixture(pathname);
      const body = Buffer.from(JSON.stringify(data ?? { error: 'not_found', message: 'Not found' }));
      setTimeout(() => send(req, res, data ? 200 : 404, body, 'application/json'), apiDelayMs);
      return;
    }
    if (pathname.endsWith('.html')) {
      res.writeHead(301, { Location: pathname.slice(0, -'.html'.length).replace(/\/index$/, '/') || '/' });
      res.end();
      return;
    }
    const direct = path.join(root, pathname);
    for (const candidate of [direct, `${direct.replace(/\/$/, '')}.html`, path.join(direct, 'index.html')]) {
      if (isFile(candidate)) return sendFile(req, res, candidate);
    }
    return sendFile(req, res, path.join(root, rewriteTo));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/** The destination of firebase.json's catch-all rewrite (app.html), so the bench serves what Hosting serves. */
export function catchAllRewrite(firebaseJsonPath) {
  const config = JSON.parse(readFileSync(firebaseJsonPath, 'utf8'));
  const rule = config.hosting.rewrites.find((r) => r.source === '**' && r.destination);
  return rule.destination.replace(/^\//, '');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'web/dist');
  const server = await startStaticServer({
    root,
    rewriteTo: catchAllRewrite('firebase.json'),
    port: Number(process.argv[3] ?? 4173),
  });
  console.log(`serving ${root} on ${server.url}`);
}
