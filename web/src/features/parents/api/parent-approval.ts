// POST /api/bookings/{id}/parent-approval (docs/decisions/150-parents-in-the-loop.md): the parent's answer. Only a
// Function writes the approval; the screen shows the booking as the live read then has it.
import type { ParentApprovalBody, TransitionResponse } from '@kotastay/shared/schemas/booking';
import { apiSend } from '../../../lib/api-client';

export const answerApproval = (bookingId: string, body: ParentApprovalBody) =>
  apiSend<TransitionResponse>('POST', `/bookings/${encodeURIComponent(bookingId)}/parent-approval`, body);
