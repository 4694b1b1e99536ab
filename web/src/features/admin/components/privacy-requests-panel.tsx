// The privacy requests' queue (docs/decisions/204-data-rights-in-the-app.md): what people asked for that a person must
// handle — a date-of-birth correction, a deletion after a booking under way — with the days left of the 30, and the
// record of each account deletion (a tombstone id, what was kept and why). Closing a deletion request deletes the account.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PrivacyRequest } from '@kotastay/shared/schemas/privacy';
import { useNotify } from '../../../components/notifications';
import { apiErrorText } from '../../../i18n/api-errors';
import { useClosePrivacyRequest, usePrivacyRequests } from '../api/admin-console';
import { formatWhen } from '../lib/when';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `nowMs`: when the list was loaded (the days left are counted from it). */
function Row({ r, nowMs }: { r: PrivacyRequest; nowMs: number }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const close = useClosePrivacyRequest();
  const daysLeft = Math.ceil((Date.parse(r.dueAt) - nowMs) / DAY_MS);
  const details = Object.entries(r.details)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ');
  return (
    <Card variant="outlined" component="li" data-testid="privacy-request-row">
      <CardContent
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Box sx={{ minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{t(`privacy.kinds.${r.kind}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {r.uid ?? r.tombstoneId} · {formatWhen(r.createdAt)}
          </Typography>
          {details && <Typography variant="body2">{details}</Typography>}
          {r.kept.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('privacy.kept', { list: r.kept.map((k) => k.what).join(', ') })}
            </Typography>
          )}
        </Box>
        {r.status === 'open' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              color={daysLeft <= 7 ? 'error' : 'default'}
              label={
                daysLeft >= 0 ? t('privacy.daysLeft', { count: daysLeft }) : t('privacy.overdue', { count: -daysLeft })
              }
            />
            <Button
              variant="outlined"
              disabled={close.isPending}
              onClick={() =>
                close.mutate(r.id, {
                  onSuccess: () =>
                    notify({ title: t('privacy.closed'), text: t(`privacy.kinds.${r.kind}`), variant: 'success' }),
                  onError: (err) =>
                    notify({ title: t('privacy.closeFailed'), text: apiErrorText(err), variant: 'destructive' }),
                })
              }
            >
              {r.kind === 'deletion_later' ? t('privacy.deleteNow') : t('privacy.markDone')}
            </Button>
          </Stack>
        ) : (
          <Chip label={t('privacy.done', { when: formatWhen(r.closedAt ?? r.createdAt) })} />
        )}
      </CardContent>
    </Card>
  );
}

export function PrivacyRequestsPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin');
  const list = usePrivacyRequests(enabled);
  const rows = list.data?.results ?? [];
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="privacy-requests-title">
      <CardContent>
        <Typography id="privacy-requests-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('privacy.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('privacy.subtitle')}
        </Typography>
        {list.isError && (
          <Alert severity="error">{t('privacy.loadFailed', { message: apiErrorText(list.error) })}</Alert>
        )}
        {list.isSuccess && rows.length === 0 && <Typography variant="body2">{t('privacy.none')}</Typography>}
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {rows.map((r) => (
            <Row key={r.id} r={r} nowMs={list.dataUpdatedAt} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
