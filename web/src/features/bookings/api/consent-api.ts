// POST /api/consents/request (docs/decisions/203-children-and-parental-consent.md): a student under 18 asks a parent;
// the parent answers on /family/consent. Only Functions write the consent; the screens read it live.
import type { ConsentRequestBody, ConsentResponse } from '@kotastay/shared/schemas/consent';
import { apiSend } from '../../../lib/api-client';

export const askParentConsent = (body: ConsentRequestBody) => apiSend<ConsentResponse>('POST', '/consents/request', body);
