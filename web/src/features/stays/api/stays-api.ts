// /api/stays (docs/decisions/207-stays-notice-and-exit.md): the student's notice, rent and room change. Stays are read
// live from Firestore.
import type { GiveNoticeBody, RoomChangeBody, RoomChangeDecisionBody, StayResponse } from '@kotastay/shared/schemas/stay';
import type { RentPayResponse } from '@kotastay/shared/schemas/rent';
import { apiSend } from '../../../lib/api-client';

export const giveNotice = (stayId: string, body: GiveNoticeBody) =>
  apiSend<StayResponse>('POST', `/stays/${encodeURIComponent(stayId)}/notice`, body);

/** POST /api/stays/{id}/rent/{month}/pay: the order to pay a month's rent with (docs/decisions/209-monthly-rent.md). */
export const payRent = (stayId: string, month: string) =>
  apiSend<RentPayResponse>('POST', `/stays/${encodeURIComponent(stayId)}/rent/${encodeURIComponent(month)}/pay`, {});

/** The student asks to move to another room option of the same PG (docs/requirements/stays.md#room-change). */
export const requestRoomChange = (stayId: string, body: RoomChangeBody) =>
  apiSend<StayResponse>('POST', `/stays/${encodeURIComponent(stayId)}/room-change`, body);

/** The move-in team approves (the bed moves) or declines with a note. */
export const decideRoomChange = (stayId: string, body: RoomChangeDecisionBody) =>
  apiSend<StayResponse>('POST', `/stays/${encodeURIComponent(stayId)}/room-change/decision`, body);
