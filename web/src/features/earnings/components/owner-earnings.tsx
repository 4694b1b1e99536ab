// The owner's Earnings on /manage-pg (docs/decisions/215-owner-earnings-and-payouts.md): the payout account masked
// (•••• 1234, IFSC) and its change behind a fresh OTP, the latest ledger entries live (a move-in's token credit shows
// on the open screen), and the monthly statements with each one's payout status and a link to its printable page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import { maskedAccount, type LedgerEntry } from '@kotastay/shared/schemas/earnings';
import { formatKotaDateTime, formatMonthYear } from '../../../i18n/dates';
import { formatRoomLabel } from '../../bookings';
import { useLedger, usePayoutAccount, useStatements } from '../hooks/use-earnings';
import { BankChange } from './bank-change';

export function OwnerEarnings({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('earnings');
  const title = t('title');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label={title} data-testid="owner-earnings">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('intro')}
      </Typography>
      <PayoutAccount ownerUid={ownerUid} />
      <Divider sx={{ my: 2 }} />
      <Statements ownerUid={ownerUid} />
      <Divider sx={{ my: 2 }} />
      <Ledger ownerUid={ownerUid} />
    </Paper>
  );
}

function PayoutAccount({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('earnings');
  const a = usePayoutAccount(ownerUid);
  // The hold is shown while kyc/{uid} has one; the server decides when it has ended (a stale one is harmless).
  const [openedAt] = useState(() => Date.now());
  const held = a.holdUntil && Date.parse(a.holdUntil) > openedAt ? a.holdUntil : null;
  return (
    <div data-testid="earnings-bank">
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('bank.title')}
      </Typography>
      {a.status === 'loading' ? (
        <Typography color="text.secondary">{t('loading')}</Typography>
      ) : a.status === 'error' ? (
        <Alert severity="error">{t('loadError')}</Alert>
      ) : a.verified && a.last4 ? (
        <>
          <Typography data-testid="earnings-bank-masked">{t('bank.masked', { masked: maskedAccount(a.last4), ifsc: a.ifsc ?? '—' })}</Typography>
          {held && (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="earnings-bank-held">
              {t('bank.held', { until: formatKotaDateTime(new Date(held)) })}
            </Alert>
          )}
          <BankChange />
        </>
      ) : (
        <Typography color="text.secondary">{t('bank.none')}</Typography>
      )}
    </div>
  );
}

/** A list's heading and its loading, error and empty states; `children` when it has items. */
function ListSection({ title, status, empty, emptyTestId, children }: { title: string; status: 'loading' | 'success' | 'error'; empty: string | null; emptyTestId: string; children: ReactNode }) {
  const { t } = useTranslation('earnings');
  return (
    <div>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {status === 'error' ? (
        <Alert severity="error">{t('loadError')}</Alert>
      ) : status === 'loading' ? (
        <Typography color="text.secondary">{t('loading')}</Typography>
      ) : empty !== null ? (
        <Typography color="text.secondary" data-testid={emptyTestId}>
          {empty}
        </Typography>
      ) : (
        children
      )}
    </div>
  );
}

function Statements({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('earnings');
  const { status, items } = useStatements(ownerUid);
  return (
    <ListSection title={t('statements.title')} status={status} empty={items.length === 0 ? t('statements.empty') : null} emptyTestId="earnings-statements-empty">
      <Stack spacing={1}>
        {items.map((s) => (
          <Stack key={s.month} direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }} data-testid="earnings-statement">
            <div style={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{formatMonthYear(s.month)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {s.statementNo} · {t('statements.payable', { amount: formatInr(s.payableInr) })}
              </Typography>
            </div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" label={t(`statements.payout.${s.payout?.state ?? 'none'}`)} data-testid="earnings-payout-state" />
              <Button size="small" component={RouterLink} to={ROUTES.ownerStatement(s.month)}>
                {t('statements.open')}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </ListSection>
  );
}

function Ledger({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('earnings');
  const { status, items } = useLedger(ownerUid);
  return (
    <ListSection title={t('ledger.title')} status={status} empty={items.length === 0 ? t('ledger.empty') : null} emptyTestId="earnings-ledger-empty">
      <Stack spacing={1} data-testid="earnings-ledger">
        {items.map((e) => (
          <LedgerRow key={e.id} e={e} />
        ))}
      </Stack>
    </ListSection>
  );
}

export function LedgerRow({ e }: { e: Pick<LedgerEntry, 'id' | 'kind' | 'amountInr' | 'firstName' | 'roomLabel' | 'rentMonth' | 'at'> }) {
  const { t } = useTranslation('earnings');
  // The room as the reader's language names it (the entry keeps the stay's English label).
  const { t: tb } = useTranslation('bookings');
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }} data-testid="earnings-entry" data-entry-id={e.id} data-kind={e.kind} data-amount={e.amountInr}>
      <div style={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t(`ledger.kind.${e.kind}`)}
          {e.rentMonth ? ` ${t('ledger.forMonth', { month: formatMonthYear(e.rentMonth) })}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('ledger.who', { name: e.firstName, room: formatRoomLabel(e, (k) => tb(k)) })} · {formatKotaDateTime(new Date(e.at))}
        </Typography>
      </div>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: e.amountInr < 0 ? 'error.main' : 'success.main' }}>
        {e.amountInr > 0 ? '+' : ''}
        {formatInr(e.amountInr)}
      </Typography>
    </Stack>
  );
}
