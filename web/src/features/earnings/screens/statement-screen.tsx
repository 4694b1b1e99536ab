// /manage-pg/statements/{month}: an owner's printable monthly statement (docs/decisions/215-owner-earnings-and-payouts.md)
// — its number (KS-S-…), the opening balance, every entry, the closing balance and what is payable, and the payout's
// status. Print shows the statement alone.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import type { StatementDoc } from '@kotastay/shared/schemas/earnings';
import { formatKotaDateTime, formatMonthYear } from '../../../i18n/dates';
import { LoadedFirebaseProviders } from '../../../lib/reactfire-providers';
import { SessionSpinner, useSession } from '../../auth';
import { LedgerRow } from '../components/owner-earnings';
import { useStatement } from '../hooks/use-earnings';

const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#statement, #statement *': { visibility: 'visible' },
        '#statement': { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none !important', boxShadow: 'none !important' },
        '.no-print': { display: 'none !important' },
        '@page': { margin: '16mm' },
      },
    }}
  />
);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export default function StatementScreen() {
  const { month = '' } = useParams();
  const { t } = useTranslation('earnings');
  const session = useSession({ eager: true });
  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: { xs: 12, md: 4 } }}>
      {printStyles}
      <Stack direction="row" className="no-print" sx={{ justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Button component={RouterLink} to={ROUTES.managePg} startIcon={<ArrowBackIcon />} sx={{ px: 0 }}>
          {t('statement.back')}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('statement.print')}
        </Button>
      </Stack>
      {!session.user ? (
        <SessionSpinner />
      ) : session.role !== 'pg_owner' ? (
        <Alert severity="info">{t('statement.notOwner')}</Alert>
      ) : !MONTH.test(month) ? (
        <Alert severity="info">{t('statement.notFound')}</Alert>
      ) : (
        <LoadedFirebaseProviders fallback={<SessionSpinner />}>
          <Statement ownerUid={session.user.uid} month={month} />
        </LoadedFirebaseProviders>
      )}
    </Container>
  );
}

function Statement({ ownerUid, month }: { ownerUid: string; month: string }) {
  const { t } = useTranslation('earnings');
  const { status, statement } = useStatement(ownerUid, month);
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'error') return <Alert severity="error">{t('statement.loadError')}</Alert>;
  if (!statement) return <Alert severity="info">{t('statement.notFound')}</Alert>;
  return <StatementBody s={statement} />;
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={strong ? { fontWeight: 700 } : {}}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600, whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

function StatementBody({ s }: { s: StatementDoc }) {
  const { t } = useTranslation('earnings');
  return (
    <Paper id="statement" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="statement">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 900, fontSize: 22, color: 'primary.main' }}>KotaStay</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="statement-no">
          {t('statement.number')}: {s.statementNo}
        </Typography>
      </Stack>
      <Typography variant="h1" sx={{ fontSize: 20, fontWeight: 800, mt: 1 }}>
        {t('statement.heading', { month: formatMonthYear(s.month) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('statement.made')}: {formatKotaDateTime(new Date(s.createdAt))}
      </Typography>
      <Row label={t('statement.opening')} value={formatInr(s.openingInr)} />
      <Divider sx={{ my: 1.5 }} />
      {s.entries.length === 0 ? (
        <Typography color="text.secondary">{t('statement.noEntries')}</Typography>
      ) : (
        <Stack spacing={1}>
          {s.entries.map((e) => (
            <LedgerRow key={e.id} e={e} />
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={0.5}>
        <Row label={t('statement.credits')} value={formatInr(s.creditsInr)} />
        <Row label={t('statement.debits')} value={formatInr(s.debitsInr)} />
        <Row label={t('statement.closing')} value={formatInr(s.closingInr)} strong testId="statement-closing" />
        <Row label={t('statement.payable')} value={formatInr(s.payableInr)} strong testId="statement-payable" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('statement.note')}
      </Typography>
    </Paper>
  );
}
