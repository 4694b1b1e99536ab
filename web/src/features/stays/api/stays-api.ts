// /api/stays (docs/decisions/207-stays-notice-and-exit.md): the student's notice. Stays are read live from Firestore.
import type { GiveNoticeBody, StayResponse } from '@kotastay/shared/schemas/stay';
import type { RentPayResponse } from '@kotastay/shared/schemas/rent';
import { apiSend } from '../../../lib/api-client';

export const giveNotice = (stayId: string, body: GiveNoticeBody) =>
  apiSend<StayResponse>('POST', `/stays/${encodeURIComponent(stayId)}/notice`, body);

/** POST /api/stays/{id}/rent/{month}/pay: the order to pay a month's rent with (docs/decisions/209-monthly-rent.md). */
export const payRent = (stayId: string, month: string) =>
  apiSend<RentPayResponse>('POST', `/stays/${encodeURIComponent(stayId)}/rent/${encodeURIComponent(month)}/pay`, {});
