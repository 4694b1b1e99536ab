// The frame of every desk dialog: a title, whose booking it is, the fields, the failure of the last attempt (what
// was typed stays), Back and the action. Neither closes while the request runs.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';

type Props = {
  name: string;
  booking: BookingDoc;
  title: string;
  /** A line under the title; the student and the PG when not given. */
  subtitle?: string;
  busy: boolean;
  error: string | null;
  backLabel: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error' | 'warning';
  /** The action cannot be taken now (the dialog says why). */
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children?: ReactNode;
};

export function DeskDialog(p: Props) {
  const id = `${p.name}-${p.booking.id}`;
  return (
    <Dialog open onClose={p.busy ? undefined : p.onClose} fullWidth maxWidth="xs" aria-labelledby={id} data-testid={`${p.name}-dialog`}>
      <DialogTitle id={id}>{p.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.subtitle ?? `${p.booking.studentName} · ${p.booking.pgName}`}
        </Typography>
        {p.children}
        {p.error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {p.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} color="inherit" disabled={p.busy}>
          {p.backLabel}
        </Button>
        <Button variant="contained" color={p.submitColor ?? 'primary'} onClick={p.onSubmit} disabled={p.busy || p.submitDisabled === true}>
          {p.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
