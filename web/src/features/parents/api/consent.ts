// POST /api/consents/{childUid}/decision (docs/decisions/203-children-and-parental-consent.md): the parent grants or
// withdraws. Only the Function writes the consent; the screen shows it as the live read then has it.
import type { ConsentDecisionBody, ConsentResponse } from '@kotastay/shared/schemas/consent';
import type { DataExport } from '@kotastay/shared/schemas/privacy';
import { apiGet, apiSend } from '../../../lib/api-client';
import { downloadJson } from '../../../lib/download-json';

export const decideConsent = (childUid: string, body: ConsentDecisionBody) =>
  apiSend<ConsentResponse>('POST', `/consents/${encodeURIComponent(childUid)}/decision`, body);

/** GET /api/consents/{childUid}/export: the child's data, for the parent (docs/decisions/204-data-rights-in-the-app.md), saved as a file. */
export async function downloadChildData(childUid: string): Promise<void> {
  const data = await apiGet<DataExport>(`/consents/${encodeURIComponent(childUid)}/export`, { cache: 'no-store' });
  downloadJson(data, `kotastay-data-${data.subject.uid.slice(0, 8)}-${data.generatedAt.slice(0, 10)}.json`);
}
