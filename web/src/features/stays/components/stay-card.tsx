// One stay as its student and parent see it (docs/decisions/207-stays-notice-and-exit.md): the PG and room, the true
// monthly cost agreed at move-in, the token credited, the rent paid so far, no deposit; the notice and exit date;
// the final statement once it has ended. The student's own active stay carries the notice form.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { EXIT_REFUND_DAYS, NOTICE_MAX_DAYS_AHEAD, NOTICE_PERIOD_DAYS, earliestExitDate, latestExitDate, type StayDoc } from '@kotastay/shared/schemas/stay';
import { formatKotaDay } from '../../../i18n/dates';
import { ApiError } from '../../../lib/api-client';
import { useRenderNow } from '../../../lib/render-clock';
import { giveNotice } from '../api/stays-api';
import { RentPanel, type PayOrder } from './rent-panel';
import { RoomChangeForm, RoomChangeState, monthlyNow } from './room-change';
import { dayLabel, useRoomText } from './stay-words';

const rupees = (n: number) => n.toLocaleString('en-IN');

const STATUS_COLOURS = { active: 'success', notice_given: 'warning', ended: 'default' } as const;


/** `children`: shown at the card's end (the stay's complaints). */
export function StayCard({ stay, canGiveNotice = false, payOrder, children }: {
  stay: StayDoc;
  canGiveNotice?: boolean;
  payOrder?: PayOrder | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('stays');
  const roomText = useRoomText();
  const st = stay.statement;
  const now = monthlyNow(stay, kotaDate(useRenderNow()));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="stay-card" data-status={stay.status}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 800, fontSize: 18 }}>
          {stay.pgName}
        </Typography>
        <Chip size="small" color={STATUS_COLOURS[stay.status]} label={t(`card.status.${stay.status}`)} />
      </Stack>
      <Typography color="text.secondary">{roomText(stay)}</Typography>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <Typography variant="body2">{t('card.since', { date: dayLabel(stay.startDate) })}</Typography>
        <Typography variant="body2">
          {t('card.monthly', { total: rupees(now.total), rent: rupees(now.rent), extras: rupees(stay.extrasInr) })}
        </Typography>
        <Typography variant="body2">{t('card.token', { token: rupees(stay.tokenCreditedInr) })}</Typography>
        {stay.maintenanceInrPerYear ? <Typography variant="body2">{t('card.maintenance', { inr: rupees(stay.maintenanceInrPerYear) })}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {t('card.noDeposit')}
        </Typography>
      </Stack>
      {stay.notice && stay.status === 'notice_given' && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="stay-notice">
          {t('card.notice', { given: formatKotaDay(new Date(stay.notice.givenAt)), date: dayLabel(stay.notice.exitDate) })}
        </Alert>
      )}
      {st && (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="stay-statement">
          <Typography sx={{ fontWeight: 700 }}>{t('card.statementTitle')}</Typography>
          {t('card.ended', { date: dayLabel(st.exitDate) })}{' '}
          {st.rentPaidThrough
            ? t('card.statementRent', {
                days: st.daysStayed,
                start: dayLabel(st.startDate),
                end: dayLabel(st.exitDate),
                through: dayLabel(st.rentPaidThrough),
                refund: (st.unusedRentRefundInr ?? 0).toLocaleString('en-IN'),
              })
            : t('card.statement', {
                days: st.daysStayed,
                start: dayLabel(st.startDate),
                end: dayLabel(st.exitDate),
                refundDays: EXIT_REFUND_DAYS,
              })}
        </Alert>
      )}
      <RentPanel stay={stay} payOrder={payOrder} />
      <RoomChangeState stay={stay} viewer={canGiveNotice ? 'student' : 'parent'} />
      {canGiveNotice && stay.status === 'active' && <RoomChangeForm stay={stay} />}
      {canGiveNotice && stay.status === 'active' && <NoticeForm stayId={stay.id} />}
      {children}
    </Paper>
  );
}

function NoticeForm({ stayId }: { stayId: string }) {
  const { t } = useTranslation('stays');
  const [[earliest, latest]] = useState(() => {
    const today = kotaDate(Date.now());
    return [earliestExitDate(today), latestExitDate(today)] as const;
  });
  const [exitDate, setExitDate] = useState(earliest);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const tooEarly = exitDate < earliest;
  const tooLate = exitDate > latest;
  // The date field's own check first, then the server's: both name the same window.
  const dateProblem = tooEarly
    ? t('notice.tooEarly', { date: dayLabel(earliest), days: NOTICE_PERIOD_DAYS })
    : tooLate
      ? t('notice.tooLate', { date: dayLabel(latest), days: NOTICE_MAX_DAYS_AHEAD })
      : null;
  const submit = () => {
    if (dateProblem) return;
    setBusy(true);
    setError(null);
    giveNotice(stayId, { exitDate, ...(reason.trim() ? { reason: reason.trim() } : {}) }).then(
      (r) => {
        setBusy(false);
        setDone(r.stay.notice?.exitDate ?? exitDate);
      },
      (err: unknown) => {
        setBusy(false);
        setError(
          err instanceof ApiError && err.fields.exitDate
            ? t('notice.outOfRange', { from: dayLabel(earliest), to: dayLabel(latest) })
            : t('notice.failed'),
        );
      },
    );
  };
  if (done) return <Alert severity="success" sx={{ mt: 1.5 }}>{t('notice.done', { date: dayLabel(done) })}</Alert>;
  return (
    <Stack component="form" spacing={1.5} sx={{ mt: 2 }} data-testid="notice-form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Typography component="h4" sx={{ fontWeight: 700 }}>
        {t('notice.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('notice.help', { days: NOTICE_PERIOD_DAYS, date: dayLabel(earliest) })}
      </Typography>
      <TextField
        type="date"
        label={t('notice.date')}
        value={exitDate}
        onChange={(e) => setExitDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, max: latest, 'data-testid': 'notice-date' } }}
        error={dateProblem !== null}
        helperText={dateProblem ?? ' '}
        size="small"
      />
      <TextField label={t('notice.reason')} value={reason} onChange={(e) => setReason(e.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 300 } }} />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={busy || dateProblem !== null} data-testid="notice-submit" sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('notice.sending') : t('notice.submit')}
      </Button>
    </Stack>
  );
}
