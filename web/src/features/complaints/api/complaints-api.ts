// /api/complaints (docs/decisions/208-complaints.md): raise, answer, resolve, reopen, take over. Complaints are read live
// from Firestore under the rules (hooks/use-complaints.ts); every change goes through these calls.
import type {
  AnswerComplaintBody,
  ComplaintResponse,
  RaiseComplaintBody,
  ReopenComplaintBody,
} from '@kotastay/shared/schemas/complaint';
import { apiSend } from '../../../lib/api-client';

const path = (id: string, action: string) => `/complaints/${encodeURIComponent(id)}/${action}`;

export const raiseComplaint = (body: RaiseComplaintBody) => apiSend<ComplaintResponse>('POST', '/complaints', body);
export const answerComplaint = (id: string, body: AnswerComplaintBody) =>
  apiSend<ComplaintResponse>('POST', path(id, 'answer'), body);
export const resolveComplaint = (id: string) => apiSend<ComplaintResponse>('POST', path(id, 'resolve'), {});
export const reopenComplaint = (id: string, body: ReopenComplaintBody) =>
  apiSend<ComplaintResponse>('POST', path(id, 'reopen'), body);
export const takeOverComplaint = (id: string) => apiSend<ComplaintResponse>('POST', path(id, 'escalate'), {});
