// A stay's monthly rent (docs/decisions/209-monthly-rent.md), read live from its invoices: what is due (with a Pay
// button for the student, through the same payment adapter as the visit token), the numbered receipts of what is
// paid, refunds, and the date the rent is paid up to. The parent sees the same receipts; the owner a one-line summary.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paidThrough, type RentInvoiceDoc } from '@kotastay/shared/schemas/rent';
import type { PaymentOrder } from '@kotastay/shared/schemas/booking';
import type { StayDoc } from '@kotastay/shared/schemas/stay';
import { ApiError } from '../../../lib/api-client';
import { payRent } from '../api/stays-api';
import { useRentInvoices } from '../hooks/use-stays';
import { dayLabel, isOverdue } from '../lib/dates';

const rupees = (n: number) => n.toLocaleString('en-IN');
/** The API's error code (`{ error }`), or null. */
const codeOf = (err: unknown): string | null =>
  err instanceof ApiError && typeof err.body === 'object' && err.body !== null && 'error' in err.body && typeof err.body.error === 'string' ? err.body.error : null;

/**
 * Opens the checkout for an order (the bookings feature's payment adapter, handed in by the screen that shows the
 * student's own stays: a feature does not import the one that imports it).
 */
export type PayOrder = (order: PaymentOrder) => Promise<unknown>;

export function RentPanel({ stay, payOrder }: { stay: StayDoc; payOrder?: PayOrder | undefined }) {
  const { t } = useTranslation('stays');
  const { items } = useRentInvoices(stay.id);
  if (items.length === 0) return null;
  const through = paidThrough(items);
  const due = items.filter((i) => i.status === 'due');
  const paid = items.filter((i) => i.receiptNo);
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }} data-testid="rent-panel">
      <Typography component="h4" sx={{ fontWeight: 700 }}>
        {t('rent.title')}
      </Typography>
      <Typography variant="body2" data-testid="rent-paid-through">
        {through ? t('rent.paidThrough', { date: dayLabel(through) }) : t('rent.nothingPaid')}
      </Typography>
      {due.map((inv) => (
        <DueRow key={inv.id} inv={inv} payOrder={stay.status !== 'ended' ? payOrder : undefined} stayId={stay.id} />
      ))}
      {paid.length > 0 && (
        <Stack spacing={0.5} data-testid="rent-receipts">
          {paid
            .slice()
            .reverse()
            .map((inv) => (
              <div key={inv.id} data-testid="rent-receipt">
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('rent.receipt', { no: inv.receiptNo, amount: rupees(inv.amountInr) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('rent.period', { from: dayLabel(inv.periodStart), to: dayLabel(inv.periodEnd) })}
                  {inv.paidAt ? ` · ${t('rent.paidOn', { date: dayLabel(inv.paidAt.slice(0, 10)) })}` : ''}
                </Typography>
                {inv.refunds.map((r) => (
                  <Typography key={`${r.paymentId}-${r.reason}`} variant="body2" color="text.secondary">
                    {t(`rent.refund.${r.reason}`, { amount: rupees(r.amountInr) })}
                  </Typography>
                ))}
              </div>
            ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('rent.rules')}
      </Typography>
    </Stack>
  );
}

function DueRow({ inv, payOrder, stayId }: { inv: RentInvoiceDoc; payOrder: PayOrder | undefined; stayId: string }) {
  const { t } = useTranslation('stays');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const overdue = isOverdue(inv.dueDate);
  const start = () => {
    setBusy(true);
    setError(null);
    payRent(stayId, inv.id)
      .then(({ order }) => payOrder?.({ ...order, bookingId: order.rent.stayId }))
      .then(
        () => setBusy(false),
        (err: unknown) => {
          setBusy(false);
          const code = codeOf(err);
          setError(code === 'already_paid' ? t('rent.errors.already_paid') : code === 'payments_unavailable' ? t('rent.errors.payments_unavailable') : t('rent.errors.failed'));
        },
      );
  };
  return (
    <Alert severity={overdue ? 'error' : 'warning'} data-testid="rent-due" data-month={inv.id} data-overdue={overdue ? 'true' : undefined} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t(overdue ? 'rent.overdue' : 'rent.due', { amount: rupees(inv.amountInr), date: dayLabel(inv.dueDate) })}
      </Typography>
      <Typography variant="body2">{t('rent.period', { from: dayLabel(inv.periodStart), to: dayLabel(inv.periodEnd) })}</Typography>
      {inv.tokenCreditInr > 0 && (
        <Typography variant="body2">{t('rent.tokenNetted', { total: rupees(inv.totalInr), token: rupees(inv.tokenCreditInr) })}</Typography>
      )}
      {error && (
        <Typography variant="body2" color="error.dark">
          {error}
        </Typography>
      )}
      {payOrder && (
        <Button variant="contained" size="small" disabled={busy} onClick={start} data-testid="rent-pay" sx={{ mt: 1 }}>
          {busy ? t('rent.opening') : t('rent.pay', { amount: rupees(inv.amountInr) })}
        </Button>
      )}
    </Alert>
  );
}

/** The owner's one line per resident: paid up to, or what is due since when (their own residents only, by the rules). */
export function ResidentRent({ stayId }: { stayId: string }) {
  const { t } = useTranslation('stays');
  const { items } = useRentInvoices(stayId);
  if (items.length === 0) return null;
  const through = paidThrough(items);
  const due = items.filter((i) => i.status === 'due');
  return (
    <Typography variant="body2" color={due.length > 0 ? 'warning.dark' : 'success.dark'} data-testid="resident-rent" data-due={due.length > 0 ? 'yes' : 'no'}>
      {through ? t('rent.paidThrough', { date: dayLabel(through) }) : t('rent.nothingPaid')}
      {due.length > 0 ? ` · ${t('rent.ownerDue', { amount: rupees(due.reduce((a, i) => a + i.amountInr, 0)), date: dayLabel(due[0]!.dueDate) })}` : ''}
    </Typography>
  );
}
