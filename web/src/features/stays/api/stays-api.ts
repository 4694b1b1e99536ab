// /api/stays (docs/decisions/207-stays-notice-and-exit.md): the student's notice. Stays are read live from Firestore.
import type { GiveNoticeBody, StayResponse } from '@kotastay/shared/schemas/stay';
import { apiSend } from '../../../lib/api-client';

export const giveNotice = (stayId: string, body: GiveNoticeBody) =>
  apiSend<StayResponse>('POST', `/stays/${encodeURIComponent(stayId)}/notice`, body);
