import type { RequestHandler } from 'express';

/** The largest request body the API accepts. Every body it takes is a small JSON form. */
export const MAX_BODY_BYTES = 100 * 1024;

declare module 'express-serve-static-core' {
  interface Request {
    /** The body bytes as received, set by the Functions runtime (and its emulator) that parsed them. */
    rawBody?: Buffer;
  }
}

const tooLarge = { error: 'payload_too_large', message: 'The request body is too large (at most 100 kB).' } as const;

/**
 * Refuses oversized bodies with a JSON 413 before any other work (auth, validation, reads).
 * The Functions runtime parses the body itself before our app runs (up to 32 MB), so `express.json({ limit })`
 * never sees a body it could refuse: the checks here are on the declared Content-Length and on the bytes the
 * runtime received (`req.rawBody`, which also covers chunked uploads without a Content-Length).
 */
export const bodyLimit: RequestHandler = (req, res, next) => {
  const declaredBytes = Number(req.get('content-length') ?? 0);
  const receivedBytes = req.rawBody?.length ?? 0;
  if (declaredBytes > MAX_BODY_BYTES || receivedBytes > MAX_BODY_BYTES) {
    res.status(413).json(tooLarge);
    return;
  }
  next();
};

export { tooLarge as payloadTooLargeBody };
