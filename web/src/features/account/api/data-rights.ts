// The data-rights calls (docs/decisions/204-data-rights-in-the-app.md): download everything held about me (or, for a
// parent, about their child), delete my account, ask for what a person must handle (a date-of-birth correction, a
// deletion after a booking under way).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DataExport,
  DeleteAccountResponse,
  PrivacyRequest,
  PrivacyRequestBody,
  PrivacyRequestsResponse,
} from '@kotastay/shared/schemas/privacy';
import { apiGet, apiSend } from '../../../lib/api-client';
import { downloadJson } from '../../../lib/download-json';

const keys = { mine: ['me', 'privacy-requests'] as const };

export const fetchMyData = (): Promise<DataExport> => apiGet<DataExport>('/api/me/export', { cache: 'no-store' });

/** Saves the export as a JSON file (kotastay-data-YYYY-MM-DD.json). */
export const saveExportFile = (data: DataExport): void =>
  downloadJson(data, `kotastay-data-${data.generatedAt.slice(0, 10)}.json`);

export const useDeleteAccount = () =>
  useMutation({ mutationFn: () => apiSend<DeleteAccountResponse>('POST', '/api/me/delete', { confirm: 'DELETE' }) });

export const useMyPrivacyRequests = () =>
  useQuery({
    queryKey: keys.mine,
    queryFn: ({ signal }) => apiGet<PrivacyRequestsResponse>('/api/me/privacy-requests', { signal }),
  });

export function useAskPrivacyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyRequestBody) => apiSend<PrivacyRequest>('POST', '/api/me/privacy-requests', body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.mine }),
  });
}
