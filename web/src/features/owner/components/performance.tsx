// Performance on My PGs (docs/decisions/216-occupancy-slots-performance.md): per live PG, the last 4 weeks' funnel —
// search appearances, page views, saves, visit requests, visits done, move-ins — with the share each step keeps, the
// rent of each room option against the median of comparable listings in its area, and why visits ended without a
// move-in. One GET per PG (/api/listings/{pgId}/performance), which sums the counters on the server.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FUNNEL, type PerformanceResponse, type WeekStats } from '@kotastay/shared/schemas/listing-stats';
import { formatVisitDate } from '../../bookings';
import { performanceOptions } from '../api/occupancy-api';
import type { DraftRow } from '../hooks/use-listing-drafts';

const REASONS = ['no_show', 'pg_mismatch', 'room_taken', 'team_cancelled', 'student_declined', 'student_cancelled'] as const;

export function OwnerPerformance({ drafts }: { drafts: DraftRow[] }) {
  const { t } = useTranslation('owner');
  const live = drafts.filter((d) => d.live);
  const title = t('performance.title');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label={title} data-testid="owner-performance">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('performance.intro')}
      </Typography>
      {live.length === 0 ? (
        <Typography color="text.secondary">{t('occupancy.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          {live.map((d) => (
            <PgPerformance key={d.id} pgId={d.id} name={d.name} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const pct = (x: number | null) => (x === null ? '' : `${Math.round(x * 100)}%`);

function PgPerformance({ pgId, name }: { pgId: string; name: string }) {
  const { t } = useTranslation('owner');
  const q = useQuery(performanceOptions(pgId));
  return (
    <div data-testid="pg-performance" data-pg-id={pgId}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {q.status === 'pending' ? (
        <Typography color="text.secondary">{t('performance.loading')}</Typography>
      ) : q.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void q.refetch()}>{t('occupancy.retry')}</Button>}>
          {t('performance.loadError')}
        </Alert>
      ) : (
        <Details data={q.data} />
      )}
    </div>
  );
}

function Details({ data }: { data: PerformanceResponse }) {
  const { t } = useTranslation('owner');
  const empty = data.weeks.every((w) => FUNNEL.every((s) => w.counts[s] === 0));
  return (
    <>
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{t('performance.noData')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 14, minWidth: 300, '& th, & td': { px: 1, py: 0.5, textAlign: 'right', borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' }, '& th:first-of-type': { textAlign: 'left' } }}>
            <thead>
              <tr>
                <th scope="col">{t('performance.step')}</th>
                {data.weeks.map((w) => (
                  <th key={w.week} scope="col">{formatVisitDate(w.week)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FUNNEL.map((step) => (
                <tr key={step}>
                  <th scope="row" style={{ fontWeight: 400 }}>{t(`performance.steps.${step}`)}</th>
                  {data.weeks.map((w: WeekStats) => (
                    <td key={w.week}>
                      {w.counts[step]}
                      {step !== 'searchAppearances' && w.conversion[step] !== null && (
                        <Typography component="span" variant="caption" color="text.secondary"> {pct(w.conversion[step])}</Typography>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
          <Typography variant="caption" color="text.secondary">{t('performance.conversionNote')}</Typography>
        </Box>
      )}
      <Typography component="h4" sx={{ fontWeight: 700, fontSize: 15, mt: 1.5 }}>{t('performance.rentTitle')}</Typography>
      {data.rents.map((r) => (
        <Typography key={r.roomId} variant="body2" data-testid="rent-vs-median">
          {`${t(`wizard.sharings.${r.sharing as 'single' | 'double' | 'triple'}`)}${r.ac ? t('manage.acSuffix') : ''}: `}
          {r.medianInr === null
            ? t('performance.rentNoComparables', { rent: r.rentInr.toLocaleString('en-IN') })
            : t('performance.rentVsMedian', { rent: r.rentInr.toLocaleString('en-IN'), median: r.medianInr.toLocaleString('en-IN'), count: r.comparables })}
        </Typography>
      ))}
      <Typography component="h4" sx={{ fontWeight: 700, fontSize: 15, mt: 1.5 }}>{t('performance.reasonsTitle')}</Typography>
      {data.noMoveInReasons.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('performance.noReasons')}</Typography>
      ) : (
        data.noMoveInReasons.slice(0, 3).map((r) => (
          <Typography key={r.reason} variant="body2">
            {t('performance.reasonCount', { reason: (REASONS as readonly string[]).includes(r.reason) ? t(`performance.reasons.${r.reason as (typeof REASONS)[number]}`) : t('performance.reasons.other'), count: r.count })}
          </Typography>
        ))
      )}
    </>
  );
}
