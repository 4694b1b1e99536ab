// The dev server's own body limit in front of its proxy to the Functions emulator (docs/decisions/193-local-launcher-robustness.md).
// The emulator's request proxy does not survive a large body the API refuses early (an 11 MB POST /api/kyc crashed
// it, and `npm start` with it), so the dev server refuses by the API's own table (shared/src/request-body-limits.ts)
// and the emulator never sees a byte of such a body: a declared Content-Length over the limit, or a chunked body
// whose bytes pass it. A chunked body within the limit is held (at most the limit) and forwarded with its length.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { HttpProxy } from 'vite';
import { PAYLOAD_TOO_LARGE, requestBodyLimit } from '../shared/src/request-body-limits';

/** After this many bytes of a refused body the connection is closed instead of read to its end. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

type Next = (err?: unknown) => void;
/** As connect hands it on: `originalUrl` is the path before any mount point; the held body is set here. */
type DevRequest = IncomingMessage & { originalUrl?: string; kotastayHeldBody?: Buffer };

function refuse(req: IncomingMessage, res: ServerResponse, alreadyRead: number): void {
  // Answered at once, and the rest of the body is read and dropped (up to DRAIN_MAX_BYTES, then the connection is
  // closed): a client still sending gets the 413 rather than a reset, and the connection stays usable.
  let drained = alreadyRead;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) req.socket.destroy();
  });
  req.on('error', () => req.socket.destroy());
  req.resume();
  const body = JSON.stringify(PAYLOAD_TOO_LARGE);
  res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

const pathOf = (req: DevRequest) => (req.originalUrl ?? req.url ?? '/').split('?')[0] ?? '/';

/** Answers the 413 when the request declares a Content-Length over its limit; true when it did. */
export function refuseDeclaredTooLarge(req: DevRequest, res: ServerResponse): boolean {
  const declared = req.headers['content-length'];
  if (declared === undefined || !(Number(declared) > requestBodyLimit(req.method ?? 'GET', pathOf(req)))) return false;
  refuse(req, res, 0);
  return true;
}

/**
 * Connect middleware, first in the dev server: a body over the API's limit for the request gets the API's JSON 413
 * from the dev server; any other request goes on (a chunked one with its body held). Nothing else the dev server
 * serves takes a body, so every path is judged by the API's table (100 kB but for the two uploads).
 */
export function devBodyLimit(req: DevRequest, res: ServerResponse, next: Next): void {
  if (refuseDeclaredTooLarge(req, res)) return;
  if (req.headers['content-length'] !== undefined || !req.headers['transfer-encoding']) return next();
  const limit = requestBodyLimit(req.method ?? 'GET', pathOf(req));
  // Chunked: count the bytes as they come.
  const chunks: Buffer[] = [];
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) {
      req.off('end', onEnd);
      chunks.length = 0;
      refuse(req, res, received);
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    const body = Buffer.concat(chunks);
    req.kotastayHeldBody = body;
    delete req.headers['transfer-encoding'];
    req.headers['content-length'] = String(body.length);
    next();
  };
  req.on('data', onData);
  req.once('end', onEnd);
  req.once('error', next);
}


/**
 * For the proxy's `configure`: a request whose chunked body devBodyLimit held is forwarded from that copy (the
 * request stream itself is already read). http-proxy's `buffer` option is the stream it pipes instead of the request.
 */
export function forwardHeldBodies(proxy: HttpProxy.ProxyServer): void {
  const web = proxy.web.bind(proxy) as (req: IncomingMessage, res: ServerResponse, options?: HttpProxy.ServerOptions) => void;
  const forward = (req: IncomingMessage, res: ServerResponse, options: HttpProxy.ServerOptions = {}) => {
    const held = (req as DevRequest).kotastayHeldBody;
    web(req, res, held ? { ...options, buffer: Readable.from([held]) } : options);
  };
  Object.defineProperty(proxy, 'web', { value: forward, configurable: true, writable: true });
}
