// Server-rendered pages leave the Function compressed (brotli, else gzip) when the browser accepts it. Hosting in
// production compresses what it serves, but a response the Function has compressed is passed through as it is, and
// the emulator's Hosting compresses nothing: a results page is ~210 KB of HTML and ~21 KB gzipped, which on a slow
// 4G phone is the difference between a first paint at ~1.6 s and under a second (bench/run.mjs measured the 210 KB).
// So the Function does it itself, the same in both places.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoded = { body: Buffer | string; encoding: 'br' | 'gzip' | null };

/** Below this a compressed body saves less than the work costs. */
const MIN_BYTES = 1024;

/** The encoding to use for an `Accept-Encoding` header: br, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** `text` compressed for a client that sent `acceptEncoding`. Brotli at quality 5: ~5 ms for a 200 KB page. */
export function encode(text: string, acceptEncoding: string | undefined): Encoded {
  const encoding = Buffer.byteLength(text) < MIN_BYTES ? null : pickEncoding(acceptEncoding);
  if (encoding === 'br') return { body: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: gzipSync(text, { level: 6 }), encoding };
  return { body: text, encoding: null };
}
