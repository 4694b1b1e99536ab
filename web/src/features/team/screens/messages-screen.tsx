// /team/messages (any team role, admins): the outbox (the teams: booking messages only), live, newest first, the last 100 — what each booking change
// told the student and the parent, and whether it went (docs/requirements/bookings-and-visits.md#notifications-to-students-and-parents).
// Locally the messaging adapter only records them: this page is where they can be read.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RETENTION } from '@kotastay/shared/retention';
import { isAdminRole } from '@kotastay/shared/roles';
import { env } from '../../../config/env';
import { SessionSpinner, useSession } from '../../auth';
import { TeamShell } from '../components/team-shell';
import { useOutboxMessages } from '../hooks/use-outbox-messages';
import { displayPhone } from '../lib/contact-links';
import { formatKotaDateTime } from '../lib/kota-time';

export default function MessagesScreen() {
  const { t } = useTranslation('team');
  return (
    <TeamShell title={t('messages.title')} intro={t('messages.intro')}>
      {/* Only the emulators record instead of sending (MESSAGING_PROVIDER=local, docs/decisions/080-bookings-and-payments.md). */}
      {env.emulators && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="local-note">
          {t('messages.localNote')}
        </Alert>
      )}
      <Outbox />
    </TeamShell>
  );
}

/** A Firestore Timestamp (server time) or an ISO string → epoch ms. */
export function millisOf(value: unknown): number | null {
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  }
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') return (value as { toMillis: () => number }).toMillis();
  return null;
}

const STATUS_COLOUR = { pending: 'warning', sent: 'success', failed: 'error' } as const;
const COLUMNS = { md: '175px 170px 1fr 90px' };

function Outbox() {
  const { t } = useTranslation('team');
  const { role } = useSession();
  const { status, messages: rows } = useOutboxMessages(isAdminRole(role));
  if (status === 'loading') return <SessionSpinner />;
  if (rows.length === 0) return <Alert severity="info">{t('messages.empty')}</Alert>;
  return (
    <Paper variant="outlined" component="section" aria-label={t('messages.title')}>
      <Box
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: COLUMNS,
          gap: 2,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: 13,
          fontWeight: 600,
        }}
        aria-hidden
      >
        <span>{t('messages.time')}</span>
        <span>{t('messages.to')}</span>
        <span>{t('messages.text')}</span>
        <span>{t('messages.statusCol')}</span>
      </Box>
      {rows.map((m) => {
        const at = millisOf(m.createdAt);
        return (
          <Box
            key={m.id}
            data-testid="outbox-row"
            data-booking-id={m.bookingId ?? ''}
            data-audience={m.audience}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', md: COLUMNS.md },
              gap: { xs: 0.5, md: 2 },
              px: { xs: 1.5, md: 2 },
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
              alignItems: 'start',
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: 1, md: 'auto' } }}>
              {at === null ? '—' : formatKotaDateTime(at)}
            </Typography>
            <Box sx={{ gridColumn: { xs: 1, md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`messages.audience.${m.audience}`)} · {t(`messages.channels.${m.channel}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {displayPhone(m.toPhone) || '—'}
              </Typography>
            </Box>
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
              {m.redactedAt ? (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid="outbox-redacted">
                  {t('messages.redacted', { days: String(RETENTION.outboxMessages.periodDays) })}
                </Typography>
              ) : (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="outbox-text" lang={m.language ?? 'en'}>
                  {m.text}
                </Typography>
              )}
              {m.bookingId && (
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {t('card.id', { id: m.bookingId })}
                </Typography>
              )}
              {m.error && (
                <Typography variant="caption" color="error" component="p">
                  {t('messages.error', { error: m.error })}
                </Typography>
              )}
            </Box>
            <Box sx={{ gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: 1, md: 'auto' }, justifySelf: { xs: 'end', md: 'start' } }}>
              <Chip size="small" variant="outlined" color={STATUS_COLOUR[m.status] ?? 'default'} label={t(`messages.statuses.${m.status}`)} />
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
}
