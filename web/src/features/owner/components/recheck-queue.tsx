// The re-check queue on /admin/listings (docs/decisions/206-trust-that-stays-fresh.md): verified listings whose last
// check is more than 180 days old ("Re-check due", shown so on their page and in search) and those that fall due this
// week. The reviewer records the day of the new visit; the listing's check date becomes that day.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import type { RecheckQueueItem, RecheckQueueResponse, RecheckResponse } from '@kotastay/shared/schemas/listing-report';
import { apiGet, apiSend } from '../../../lib/api-client';
import { formatKotaDay } from '../../../i18n/dates';
import { errorText } from '../api/listings-api';

const queueKey = ['admin', 'recheck-queue'] as const;

function Row({ item, due }: { item: RecheckQueueItem; due: boolean }) {
  const { t, i18n } = useTranslation('owner');
  const client = useQueryClient();
  const [visitDate, setVisitDate] = useState(() => kotaDate(Date.now()));
  const recheck = useMutation({
    mutationFn: () => apiSend<RecheckResponse>('POST', `/listings/${encodeURIComponent(item.pgId)}/recheck`, { visitDate }),
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey }),
  });
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} data-testid="recheck-item">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={ROUTES.pgDetail(item.pgId)} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {item.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {item.areaName} · {t('recheck.checkedDaysAgo', { count: item.daysAgo })}
          </Typography>
          {due ? (
            <Chip size="small" color="warning" label={t('recheck.dueNow')} sx={{ mt: 0.5 }} />
          ) : (
            <Chip size="small" label={t('recheck.dueOn', { date: formatKotaDay(new Date(item.dueAt), i18n.language) })} sx={{ mt: 0.5 }} />
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <TextField
            type="date"
            size="small"
            label={t('admin.visitDate')}
            value={visitDate}
            onChange={(e) => setVisitDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'recheck-date' } }}
          />
          <Button variant="contained" color="success" disabled={recheck.isPending} onClick={() => recheck.mutate()} data-testid="recheck-submit">
            {t('recheck.record')}
          </Button>
        </Stack>
      </Stack>
      {recheck.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('admin.failed', { message: errorText(recheck.error) })}
        </Alert>
      )}
    </Paper>
  );
}

export function RecheckQueue() {
  const { t } = useTranslation('owner');
  const queue = useQuery({ queryKey: queueKey, queryFn: ({ signal }) => apiGet<RecheckQueueResponse>('/listings/recheck-queue', { signal }) });
  const q = queue.data;
  return (
    <Box component="section" sx={{ mb: 4 }} data-testid="recheck-queue">
      <Typography variant="h2" sx={{ fontSize: { xs: 20, md: 24 }, mb: 0.5 }}>
        {t('recheck.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('recheck.intro')}
      </Typography>
      {queue.isError && <Alert severity="error">{t('admin.failed', { message: errorText(queue.error) })}</Alert>}
      {q && q.dueNow.length + q.dueThisWeek.length === 0 && <Typography>{t('recheck.empty')}</Typography>}
      {q && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {q.dueNow.map((item) => (
            <Row key={item.pgId} item={item} due />
          ))}
          {q.dueThisWeek.map((item) => (
            <Row key={item.pgId} item={item} due={false} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
