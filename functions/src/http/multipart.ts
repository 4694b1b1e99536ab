// multipart/form-data for uploads (the ID card). Cloud Functions read the whole request before our code
// runs and hand it over as req.rawBody, so the body is parsed from that buffer; outside Functions (a plain
// Express server) the request stream is parsed instead. The file is cut at `maxFileBytes + 1` so a too-large
// upload is detected without holding more than that in memory.
import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from './http-error';

export type MultipartFile = { field: string; clientName: string; bytes: Buffer; truncated: boolean };
export type Multipart = { fields: Record<string, string>; files: MultipartFile[] };

type WithRawBody = Request & { rawBody?: Buffer };

const MAX_FIELDS = 20;
/** A text field's limit in BYTES (UTF-8: a Devanagari character is 3), unless the route sets its own. */
const MAX_FIELD_BYTES = 2048;

export function parseMultipart(
  req: Request,
  opts: { maxFileBytes: number; maxFiles: number; maxFieldBytes?: number },
): Promise<Multipart> {
  const type = req.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return Promise.reject(new HttpError(415, 'unsupported_media_type', 'Send the form as multipart/form-data with the file in it.'));
  }
  return new Promise<Multipart>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { fileSize: opts.maxFileBytes + 1, files: opts.maxFiles, fields: MAX_FIELDS, fieldSize: opts.maxFieldBytes ?? MAX_FIELD_BYTES, parts: MAX_FIELDS + opts.maxFiles },
      });
    } catch {
      reject(new HttpError(400, 'invalid_multipart', 'The upload could not be read. Send it as multipart/form-data.'));
      return;
    }
    // Object.create(null): a part named __proto__ or constructor is just an unknown field, refused later.
    const fields = Object.create(null) as Record<string, string>;
    const files: MultipartFile[] = [];
    let tooMany = false;
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) tooMany = true;
      fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        truncated = true;
      });
      stream.on('close', () => files.push({ field, clientName: info.filename ?? '', bytes: Buffer.concat(chunks), truncated }));
    });
    bb.on('partsLimit', () => (tooMany = true));
    bb.on('filesLimit', () => (tooMany = true));
    bb.on('fieldsLimit', () => (tooMany = true));
    bb.on('error', () => reject(new HttpError(400, 'invalid_multipart', 'The upload could not be read. Send it as multipart/form-data.')));
    bb.on('close', () => {
      if (tooMany) reject(new HttpError(400, 'invalid_multipart', 'The form has too many or too long parts.'));
      else resolve({ fields, files });
    });
    const raw = (req as WithRawBody).rawBody;
    if (Buffer.isBuffer(raw)) bb.end(raw);
    else req.pipe(bb);
  });
}
