// POST /api/consents/{childUid}/decision (docs/decisions/203-children-and-parental-consent.md): the parent grants or
// withdraws. Only the Function writes the consent; the screen shows it as the live read then has it.
import type { ConsentDecisionBody, ConsentResponse } from '@kotastay/shared/schemas/consent';
import { apiSend } from '../../../lib/api-client';

export const decideConsent = (childUid: string, body: ConsentDecisionBody) =>
  apiSend<ConsentResponse>('POST', `/consents/${encodeURIComponent(childUid)}/decision`, body);
