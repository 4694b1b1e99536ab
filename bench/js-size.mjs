// Gzip size of the JavaScript a prerendered page loads before it is interactive: its module script and
// every <link rel="modulepreload"> in the HTML (Vite's entry imports + the page's screen chunks).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJsOf(distDir, htmlFile = 'index.html') {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  const files = [...urls].map((url) => {
    const bytes = readFileSync(path.join(distDir, url.replace(/^\//, '')));
    return { url, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files,
    rawBytes: files.reduce((s, f) => s + f.rawBytes, 0),
    gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = initialJsOf(process.argv[2] ?? 'web/dist', process.argv[3]);
  for (const f of r.files) console.log(`${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
  console.log(
    `${(r.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip total (${(r.rawBytes / 1024).toFixed(0)} KB raw)`,
  );
}
