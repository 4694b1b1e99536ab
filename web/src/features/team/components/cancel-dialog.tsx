// Staff cancel with a reason (STAFF_CANCEL_REASONS, labelled as CANCEL_REASONS says) and the refund it grants
// (decision 011), plus an optional note. The reasons offered depend on the desk.
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS, REASON_MAX_CHARS, type BookingDoc, type CancelReason } from '@kotastay/shared/schemas/booking';
import type { STAFF_CANCEL_REASONS } from '@kotastay/shared/schemas/booking';
import { DeskDialog } from './desk-dialog';

export type StaffCancelReason = (typeof STAFF_CANCEL_REASONS)[number];

type Props = {
  booking: BookingDoc;
  busy: boolean;
  error: string | null;
  /** The reasons this desk offers, first = preselected (no_show has its own button on the booking desk). */
  reasons: readonly StaffCancelReason[];
  onClose: () => void;
  onSubmit: (reason: CancelReason, note: string) => void;
};

export function CancelDialog({ booking: b, busy, error, reasons, onClose, onSubmit }: Props) {
  const { t } = useTranslation('team');
  const { t: tBookings } = useTranslation('bookings');
  const [reason, setReason] = useState<StaffCancelReason>(reasons[0]!);
  const [note, setNote] = useState('');
  const refund = CANCEL_REASONS[reason].refund;
  return (
    <DeskDialog
      name="cancel"
      booking={b}
      title={t('cancelDialog.title')}
      busy={busy}
      error={error}
      backLabel={t('cancelDialog.back')}
      submitLabel={t('cancelDialog.confirm')}
      submitColor="error"
      onClose={onClose}
      onSubmit={() => onSubmit(reason, note)}
    >
      <Stack spacing={2}>
        <TextField
          select
          label={t('cancelDialog.reason')}
          value={reason}
          onChange={(ev) => setReason(ev.target.value as StaffCancelReason)}
          slotProps={{ htmlInput: { name: 'reason' } }}
          // A long reason wraps instead of being cut off at 360 px.
          sx={{ '& .MuiSelect-select.MuiInputBase-input': { whiteSpace: 'normal' } }}
        >
          {reasons.map((r) => (
            <MenuItem key={r} value={r} sx={{ whiteSpace: 'normal' }}>
              {tBookings(`cancelReasons.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <Alert severity={refund === 'full' ? 'info' : 'warning'} data-testid="refund-line">
          {t(`cancelDialog.refund.${refund}`, { token: String(b.tokenInr) })}
        </Alert>
        <TextField
          label={t('cancelDialog.note')}
          value={note}
          onChange={(ev) => setNote(ev.target.value)}
          multiline
          minRows={2}
          helperText={t('cancelDialog.noteHelp', { max: String(REASON_MAX_CHARS) })}
          slotProps={{ htmlInput: { name: 'note', maxLength: REASON_MAX_CHARS } }}
        />
      </Stack>
    </DeskDialog>
  );
}
