// The listing's complaint record, a trust signal under "Verification" (docs/decisions/208-complaints.md): how many
// complaints residents raised through KotaStay in the last 12 months, how many were resolved and the median hours to
// the answer that resolved them. Fetched after the page loads (GET /api/complaint-stats/{pgId}, cached 5 minutes);
// nothing shows until a PG has had COMPLAINT_STATS_MIN complaints (the API says `shown: false`): one or two say little.
// No category: a complaint is a resident's claim, not a finding. The owner's usual time to a first answer shows only
// when the API sends it (from OWNER_RESPONSE_MIN owner answers, docs/decisions/217-owner-response-time.md).
// The PG page is server-rendered, but not with these numbers (they are not among its SSR queries): the server and the
// hydrating browser both render nothing here, and the browser fills it in after its fetch.
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ComplaintStatsResponse } from '@kotastay/shared/schemas/complaint';
import { apiGet } from '../../../lib/api-client';
import { ownerResponseWords } from '../lib/owner-response';

export function ComplaintRecord({ pgId }: { pgId: string }) {
  const { t } = useTranslation('listings');
  const { data } = useQuery({
    queryKey: ['complaint-stats', pgId],
    queryFn: ({ signal }) => apiGet<ComplaintStatsResponse>(`/complaint-stats/${encodeURIComponent(pgId)}`, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!data?.shown) return null;
  const owner = data.medianHoursToOwnerAnswer === undefined ? null : ownerResponseWords(data.medianHoursToOwnerAnswer);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="complaint-record">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <ForumOutlinedIcon color="action" />
        <Typography sx={{ fontWeight: 700 }}>{t('detail.complaints.title')}</Typography>
      </Stack>
      <Typography variant="body2">
        {t('detail.complaints.counts', { raised: String(data.raised), resolved: String(data.resolved) })}
      </Typography>
      {data.medianHoursToResolve !== null && (
        <Typography variant="body2">
          {t('detail.complaints.median', { hours: String(data.medianHoursToResolve) })}
        </Typography>
      )}
      {owner && (
        <Typography variant="body2" data-testid="owner-response">
          {owner.key === 'ownerWithinHour'
            ? t('detail.complaints.ownerWithinHour')
            : owner.key === 'ownerWithinHours'
              ? t('detail.complaints.ownerWithinHours', { hours: String(owner.hours) })
              : t('detail.complaints.ownerWithinDays', { days: String(owner.days) })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('detail.complaints.note')}
      </Typography>
    </Paper>
  );
}
