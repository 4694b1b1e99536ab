// Owner verification through /api: the upload and the staff decisions go through Functions (the client
// never writes kyc documents or Storage), the applicant's status is watched live in use-own-kyc.ts.
import { queryOptions } from '@tanstack/react-query';
import type { KycStatus, KycView } from '@kotastay/shared/schemas/kyc';
import { apiGet, apiGetBlob, apiSend } from '../../../lib/api-client';

export const kycKeys = {
  all: ['kyc'] as const,
  queue: (status: KycStatus) => ['kyc', 'queue', status] as const,
};

export const submitKyc = (form: FormData) => apiSend<KycView>('POST', '/kyc', form);

export const kycQueueOptions = (status: KycStatus) =>
  queryOptions({
    queryKey: kycKeys.queue(status),
    queryFn: ({ signal }) =>
      apiGet<{ items: KycView[] }>(`/admin/kyc?status=${status}`, { signal }).then((r) => r.items),
  });

// Each decision names the submission the admin reviewed (its submittedAt): a resubmission meanwhile is a 409 `stale`.
export const approveKyc = (uid: string, submittedAt: string) =>
  apiSend<{ changed: boolean }>('POST', `/kyc/${encodeURIComponent(uid)}/approve`, { submittedAt });
export const rejectKyc = (uid: string, reason: string, submittedAt: string) =>
  apiSend<{ changed: boolean }>('POST', `/kyc/${encodeURIComponent(uid)}/reject`, { reason, submittedAt });

/** The ID card through the viewer Function (it needs the bearer token, so an <img src> cannot fetch it). */
export const fetchIdCard = (uid: string) => apiGetBlob(`/kyc/${encodeURIComponent(uid)}/id-card`);
