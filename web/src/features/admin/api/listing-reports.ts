// The staff queue of listing reports (docs/decisions/206-trust-that-stays-fresh.md): GET /api/admin/listing-reports and
// POST /api/admin/listing-reports/{id}/status (take it up, or close it with an outcome the reporter is texted).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingReportResponse, ListingReportsResponse, ListingReportStatusBody } from '@kotastay/shared/schemas/listing-report';
import { apiGet, apiSend } from '../../../lib/api-client';

const key = ['admin', 'listing-reports'] as const;

export const useListingReports = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => apiGet<ListingReportsResponse>('/api/admin/listing-reports', { signal }) });

export function useMoveListingReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListingReportStatusBody }) =>
      apiSend<ListingReportResponse>('POST', `/api/admin/listing-reports/${encodeURIComponent(id)}/status`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
