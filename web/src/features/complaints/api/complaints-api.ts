// /api/complaints (docs/decisions/208-complaints.md): raise, answer, resolve, reopen, take over. Complaints are read live
// from Firestore under the rules (hooks/use-complaints.ts); every change goes through these calls.
import type {
  AnswerComplaintBody,
  ComplaintPhotoSize,
  ComplaintResponse,
  RaiseComplaintBody,
  ReopenComplaintBody,
} from '@kotastay/shared/schemas/complaint';
import { apiGetBlob, apiSend } from '../../../lib/api-client';

const path = (id: string, action: string) => `/complaints/${encodeURIComponent(id)}/${action}`;

/** With photos the complaint goes as multipart/form-data (the fields, then each photo in `photos`); without, as JSON. */
export function raiseComplaint(body: RaiseComplaintBody, photos: readonly File[] = []) {
  if (photos.length === 0) return apiSend<ComplaintResponse>('POST', '/complaints', body);
  const form = new FormData();
  form.append('stayId', body.stayId);
  form.append('category', body.category);
  form.append('text', body.text);
  for (const p of photos) form.append('photos', p, p.name);
  return apiSend<ComplaintResponse>('POST', '/complaints', form);
}
/** One of a complaint's photos (docs/decisions/214-complaint-photos.md), with the reader's token: never a bare URL. */
export const fetchComplaintPhoto = (id: string, photoId: string, size: ComplaintPhotoSize) =>
  apiGetBlob(`${path(id, 'photos')}/${encodeURIComponent(photoId)}?size=${size}`);
export const answerComplaint = (id: string, body: AnswerComplaintBody) =>
  apiSend<ComplaintResponse>('POST', path(id, 'answer'), body);
export const resolveComplaint = (id: string) => apiSend<ComplaintResponse>('POST', path(id, 'resolve'), {});
export const reopenComplaint = (id: string, body: ReopenComplaintBody) =>
  apiSend<ComplaintResponse>('POST', path(id, 'reopen'), body);
export const takeOverComplaint = (id: string) => apiSend<ComplaintResponse>('POST', path(id, 'escalate'), {});
