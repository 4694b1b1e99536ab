// The parent's answer to "ask my parent to approve" on a child's booking (docs/decisions/150-parents-in-the-loop.md):
// Approve or Decline with an optional message, sent to the Function; the live read shows the result. Once answered
// (or timed out) it says what happened and when.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';
import { REASON_MAX_CHARS, awaitingParent, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, formatDateTime } from '../../bookings';
import { answerApproval } from '../api/parent-approval';

export function ApprovalPanel({ booking: b, nowMs }: { booking: BookingDoc; nowMs: number }) {
  const { t } = useTranslation('parents');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const approval = b.parentApproval;
  if (!approval) return null;

  const send = (decision: 'approve' | 'decline') => {
    setBusy(decision);
    setError(null);
    answerApproval(b.id, { decision, ...(note.trim() ? { note: note.trim() } : {}) }).then(
      () => setBusy(null),
      (err: unknown) => {
        setBusy(null);
        // The message stays typed: nothing is lost on a failed call.
        setError(
          err instanceof ApiError
            ? t('approval.error', { message: errorMessage(err) ?? err.message })
            : t('approval.networkError'),
        );
      },
    );
  };

  if (awaitingParent(b) && Date.parse(approval.expiresAt) > nowMs) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 1.5, mb: 1.5, borderColor: 'warning.main', bgcolor: '#fff8e6' }}
        data-testid="approval-panel"
      >
        <Typography sx={{ fontWeight: 800 }}>{t('approval.waitingTitle', { name: b.studentName })}</Typography>
        <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
          {t('approval.waitingText', {
            name: b.studentName,
            time: formatDateTime(approval.expiresAt),
            amount: formatInr(b.tokenInr),
          })}
        </Typography>
        <TextField
          id={`approval-note-${b.id}`}
          label={t('approval.note', { name: b.studentName })}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, REASON_MAX_CHARS))}
          size="small"
          fullWidth
          multiline
          minRows={1}
          sx={{ mb: 1.5, bgcolor: 'background.paper' }}
        />
        {error && (
          <Alert severity="error" sx={{ mb: 1.5 }} data-testid="approval-error">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="success"
            size="large"
            sx={{ flex: 1 }}
            disabled={busy !== null}
            onClick={() => send('approve')}
          >
            {busy === 'approve' ? t('approval.saving') : t('approval.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="large"
            sx={{ flex: 1 }}
            disabled={busy !== null}
            onClick={() => send('decline')}
          >
            {busy === 'decline' ? t('approval.saving') : t('approval.decline')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const when = approval.decidedAt ?? approval.expiresAt;
  const key =
    approval.state === 'approved'
      ? 'approval.approved'
      : approval.state === 'declined'
        ? 'approval.declined'
        : 'approval.expired';
  return (
    <Alert
      severity={approval.state === 'approved' ? 'success' : 'info'}
      sx={{ mb: 1.5 }}
      data-testid="approval-state"
      data-state={approval.state}
    >
      {t(key, { time: formatDateTime(when) })}
      {approval.note && <Typography variant="body2">{t('approval.yourNote', { note: approval.note })}</Typography>}
    </Alert>
  );
}
