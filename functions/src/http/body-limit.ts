import type { Request, RequestHandler } from 'express';
import { LISTING_PHOTO_MAX_BYTES } from '@kotastay/shared/schemas/pg-draft';

/** The largest request body the API accepts. Every body it takes is a small JSON form. */
export const MAX_BODY_BYTES = 100 * 1024;

declare module 'express-serve-static-core' {
  interface Request {
    /** The body bytes as received, set by the Functions runtime (and its emulator) that parsed them. */
    rawBody?: Buffer;
  }
}

/**
 * The one exemption: a listing photo upload (POST /api/listings/{id}/photos, multipart) may carry one photo of up
 * to LISTING_PHOTO_MAX_BYTES plus the multipart framing; the route enforces the photo's own limit.
 */
const PHOTO_UPLOAD_PATH = /^\/api\/listings\/[^/]+\/photos$/;
export const MAX_PHOTO_UPLOAD_BODY_BYTES = LISTING_PHOTO_MAX_BYTES + 64 * 1024;
const limitFor = (req: Request): number =>
  req.method === 'POST' && PHOTO_UPLOAD_PATH.test(req.path) ? MAX_PHOTO_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;

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
  const limit = limitFor(req);
  if (declaredBytes > limit || receivedBytes > limit) {
    res.status(413).json(tooLarge);
    return;
  }
  next();
};

export { tooLarge as payloadTooLargeBody };
