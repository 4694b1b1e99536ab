import type { Request, RequestHandler } from 'express';
import { KYC_FILE_MAX_BYTES } from '@kotastay/shared/schemas/kyc';
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
 * The exemptions: the two multipart uploads. A listing photo (POST /api/listings/{id}/photos) may carry one photo
 * of up to LISTING_PHOTO_MAX_BYTES plus the multipart framing. A KYC submission (POST /api/kyc) may carry up to
 * twice its file limit, so that a file somewhat over KYC_FILE_MAX_BYTES reaches the route, which answers with a
 * 413 naming the `idCard` field; anything larger stops here. Each route enforces its file's own limit.
 */
const MULTIPART_FRAMING_BYTES = 64 * 1024;
export const MAX_PHOTO_UPLOAD_BODY_BYTES = LISTING_PHOTO_MAX_BYTES + MULTIPART_FRAMING_BYTES;
const UPLOADS: ReadonlyArray<{ path: RegExp; maxBytes: number }> = [
  { path: /^\/api\/listings\/[^/]+\/photos$/, maxBytes: MAX_PHOTO_UPLOAD_BODY_BYTES },
  { path: /^\/api\/kyc$/, maxBytes: 2 * KYC_FILE_MAX_BYTES + MULTIPART_FRAMING_BYTES },
];
const limitFor = (req: Request): number =>
  (req.method === 'POST' && UPLOADS.find((u) => u.path.test(req.path))?.maxBytes) || MAX_BODY_BYTES;

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
