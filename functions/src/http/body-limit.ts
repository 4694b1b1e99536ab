import type { RequestHandler } from 'express';
import { PAYLOAD_TOO_LARGE, requestBodyLimit } from '@kotastay/shared/request-body-limits';

// The limits themselves (100 kB, and the two uploads' exemptions) live in shared/src/request-body-limits.ts: the Vite
// dev server in front of the Functions emulator refuses by the same table (web/dev-body-limit.ts).
export { MAX_BODY_BYTES } from '@kotastay/shared/request-body-limits';

declare module 'express-serve-static-core' {
  interface Request {
    /** The body bytes as received, set by the Functions runtime (and its emulator) that parsed them. */
    rawBody?: Buffer;
  }
}

/**
 * Refuses oversized bodies with a JSON 413 before any other work (auth, validation, reads).
 * The Functions runtime parses the body itself before our app runs (up to 32 MB), so `express.json({ limit })`
 * never sees a body it could refuse: the checks here are on the declared Content-Length and on the bytes the
 * runtime received (`req.rawBody`, which also covers chunked uploads without a Content-Length).
 */
export const bodyLimit: RequestHandler = (req, res, next) => {
  const declaredBytes = Number(req.get('content-length') ?? 0);
  const receivedBytes = req.rawBody?.length ?? 0;
  const limit = requestBodyLimit(req.method, req.path);
  if (declaredBytes > limit || receivedBytes > limit) {
    res.status(413).json(PAYLOAD_TOO_LARGE);
    return;
  }
  next();
};

export { PAYLOAD_TOO_LARGE as payloadTooLargeBody };
