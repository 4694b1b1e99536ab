// /api/complaints (docs/decisions/208-complaints.md): a stay's student or parent raises a complaint, confirms it
// resolved or reopens it; the PG's owner (a CURRENT pg_owner) answers the ones routed to them; the team (CURRENT
// movein_team and admins) takes one over and answers it. Which of these the caller may do to a given complaint is the
// service's: it checks the shared state table. Complaints are read live from Firestore under the rules; their photos
// (docs/decisions/214-complaint-photos.md) are sent with the complaint as multipart/form-data and read back through
// GET /api/complaints/{id}/photos/{photoId} by the complaint's readers only.
// /api/complaint-stats/{pgId}: a PG's numbers for its page, public.
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from '@kotastay/shared/request-body-limits';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import {
  AnswerComplaintBodySchema,
  COMPLAINT_PHOTO_MAX_BYTES,
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TEXT_MAX_CHARS,
  ComplaintPhotoQuerySchema,
  EmptyComplaintBodySchema,
  RaiseComplaintBodySchema,
  ReopenComplaintBodySchema,
} from '@kotastay/shared/schemas/complaint';
import {
  answerComplaint,
  complaintPhoto,
  publicComplaintStats,
  raiseComplaint,
  reopenComplaint,
  resolveComplaint,
  takeOverComplaint,
  type ComplaintCaller,
  type ComplaintPhotoUpload,
} from '../../domain/complaints';
import { hasCurrentRole } from '../../domain/users';
import { callerOf, requireAuth, requireCurrentRole } from '../auth';
import { HttpError, forbidden } from '../http-error';
import { checkIdParams } from '../id-params';
import { parseMultipart } from '../multipart';
import { parse } from '../validate';

const noStore = 'private, no-store';
/**
 * The multipart text field's limit in bytes: the schema counts characters (UTF-16 units), busboy counts UTF-8 bytes,
 * and a unit is at most 3 bytes (Devanagari: 3), 4 covers every character (docs/decisions/214-complaint-photos.md).
 */
const COMPLAINT_TEXT_FIELD_BYTES = 4 * COMPLAINT_TEXT_MAX_CHARS;
/** Roles with a part in complaints: the owner of the PG and the team. The booking team has none. */
const COMPLAINT_ROLES = ['pg_owner', 'movein_team', 'admin', 'super_admin'] as const;

/** Signed in; a role claim counts only when it has a part in complaints and is current (a demoted token is 403). */
const partOfComplaints = (): RequestHandler[] => [
  requireAuth(),
  (req, _res, next) => {
    const c = callerOf(req);
    if (c.role === null) return next();
    if (!(COMPLAINT_ROLES as readonly string[]).includes(c.role)) return next(forbidden());
    hasCurrentRole(c, [...COMPLAINT_ROLES]).then((ok) => next(ok ? undefined : forbidden()), next);
  },
];

const caller = (req: Parameters<typeof callerOf>[0]): ComplaintCaller => {
  const c = callerOf(req);
  return { uid: c.uid, role: c.role, phoneNumber: c.phoneNumber };
};
const idOf = (params: unknown) => parse(z.object({ id: DocIdSchema }), params, 'id').id;

/**
 * The raise request's fields and photos: JSON (no photos), or multipart/form-data with the fields and files in
 * `photos`. One file more than allowed is read, so the refusal names `photos` ("at most 3"), and no more than that.
 */
async function raiseRequest(req: Request): Promise<{ fields: unknown; photos: ComplaintPhotoUpload[] }> {
  if (!/^multipart\//i.test(req.get('content-type') ?? '')) {
    // The body limit lets this path carry photos (30 MB); without them it is a small JSON form like any other.
    if (Math.max(req.rawBody?.length ?? 0, Number(req.get('content-length') ?? 0)) > MAX_BODY_BYTES)
      throw new HttpError(413, PAYLOAD_TOO_LARGE.error, PAYLOAD_TOO_LARGE.message);
    return { fields: req.body ?? {}, photos: [] };
  }
  const form = await parseMultipart(req, {
    maxFileBytes: COMPLAINT_PHOTO_MAX_BYTES,
    // One more than allowed: the extra file is refused by name ("at most 3") without buffering any further ones.
    maxFiles: COMPLAINT_PHOTOS_MAX + 1,
    maxFieldBytes: COMPLAINT_TEXT_FIELD_BYTES,
  });
  const stray = form.files.find((f) => f.field !== 'photos');
  if (stray)
    throw new HttpError(400, 'invalid_input', `Check the complaint: ${stray.field}.`, {
      [stray.field]: 'This field is not allowed. Send photos as `photos`.',
    });
  return { fields: form.fields, photos: form.files.map((f) => ({ bytes: f.bytes, truncated: f.truncated })) };
}

export const complaintsRouter: Router = Router();
checkIdParams(complaintsRouter, 'id', 'photoId');

complaintsRouter.post('/', ...partOfComplaints(), async (req, res) => {
  const { fields, photos } = await raiseRequest(req);
  const body = parse(RaiseComplaintBodySchema, fields, 'complaint');
  res
    .status(201)
    .set('Cache-Control', noStore)
    .json(await raiseComplaint(caller(req), body, photos));
});

complaintsRouter.get('/:id/photos/:photoId', ...partOfComplaints(), async (req, res) => {
  const { id, photoId } = parse(z.object({ id: DocIdSchema, photoId: DocIdSchema }), req.params, 'id');
  const { size } = parse(ComplaintPhotoQuerySchema, req.query, 'photo');
  const bytes = await complaintPhoto(caller(req), id, photoId, size);
  // A resident's evidence: for this reader only, never kept by a shared cache or on a shared phone's disk, never
  // sniffed into something else.
  res.set({
    'Cache-Control': 'private, no-store',
    'Content-Type': 'image/webp',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  res.send(bytes);
});

complaintsRouter.post('/:id/answer', ...partOfComplaints(), async (req, res) => {
  const id = idOf(req.params);
  const body = parse(AnswerComplaintBodySchema, req.body ?? {}, 'answer');
  res.set('Cache-Control', noStore).json(await answerComplaint(caller(req), id, body.text));
});

complaintsRouter.post('/:id/resolve', ...partOfComplaints(), async (req, res) => {
  const id = idOf(req.params);
  parse(EmptyComplaintBodySchema, req.body ?? {}, 'resolve');
  res.set('Cache-Control', noStore).json(await resolveComplaint(caller(req), id));
});

complaintsRouter.post('/:id/reopen', ...partOfComplaints(), async (req, res) => {
  const id = idOf(req.params);
  const body = parse(ReopenComplaintBodySchema, req.body ?? {}, 'reopen');
  res.set('Cache-Control', noStore).json(await reopenComplaint(caller(req), id, body.text));
});

complaintsRouter.post('/:id/escalate', ...requireCurrentRole('movein_team'), async (req, res) => {
  const id = idOf(req.params);
  parse(EmptyComplaintBodySchema, req.body ?? {}, 'escalate');
  res.set('Cache-Control', noStore).json(await takeOverComplaint(caller(req), id));
});

export const complaintStatsRouter: Router = Router();
checkIdParams(complaintStatsRouter, 'pgId');

complaintStatsRouter.get('/:pgId', async (req, res) => {
  const { pgId } = parse(z.object({ pgId: DocIdSchema }), req.params, 'pgId');
  res.set('Cache-Control', 'public, max-age=300, s-maxage=600').json(await publicComplaintStats(pgId));
});
