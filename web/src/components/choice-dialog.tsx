// One small form in a dialog: pick one of a few reasons, say more in your own words, send. "Report this listing"
// (docs/decisions/206-trust-that-stays-fresh.md) and "Raise a complaint" (docs/decisions/208-complaints.md) both use
// it, each with its own choices, words and request; what the dialog shows under the choices (the helplines) is the
// caller's `children`. No business noun here: the caller validates and sends.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type ChoiceDialogProps<V extends string> = {
  /** The id the title gets (the dialog is labelled by it). */
  id: string;
  title: string;
  intro: string;
  legend: string;
  choices: readonly { value: V; label: string }[];
  choice: V | null;
  onChoice(value: V): void;
  /** Shown under the choices when set (e.g. "Pick one"). */
  choiceError?: string | null;
  textLabel: string;
  text: string;
  onText(text: string): void;
  textHelp: string;
  /** Shown instead of textHelp, in red, when set. */
  textError?: string | null;
  maxChars: number;
  /** A failed send, in the reader's words. */
  error?: string | null;
  busy: boolean;
  submitLabel: string;
  sendingLabel: string;
  cancelLabel: string;
  onClose(): void;
  onSubmit(): void;
  /** data-testid of each choice's radio input, of the text field and of the send button. */
  testIds: { choice: (value: V) => string; text: string; submit: string };
  /** Shown between the choices and the text (e.g. helplines for the chosen reason). */
  children?: ReactNode;
  /** Shown under the text (e.g. a complaint's photos). */
  after?: ReactNode;
};

export function ChoiceDialog<V extends string>(p: ChoiceDialogProps<V>) {
  return (
    <Dialog open onClose={p.busy ? undefined : p.onClose} aria-labelledby={p.id} fullWidth maxWidth="xs">
      <DialogTitle id={p.id}>{p.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.intro}
        </Typography>
        <FormControl error={Boolean(p.choiceError)} component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{p.legend}</FormLabel>
          <RadioGroup value={p.choice ?? ''} onChange={(e) => p.onChoice(e.target.value as V)}>
            {p.choices.map((c) => (
              <FormControlLabel
                key={c.value}
                value={c.value}
                control={
                  <Radio size="small" slotProps={{ input: { 'data-testid': p.testIds.choice(c.value) } as object }} />
                }
                label={c.label}
              />
            ))}
          </RadioGroup>
          {p.choiceError && <FormHelperText>{p.choiceError}</FormHelperText>}
        </FormControl>
        {p.children}
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={p.textLabel}
          value={p.text}
          onChange={(e) => p.onText(e.target.value)}
          error={Boolean(p.textError)}
          helperText={p.textError ?? p.textHelp}
          slotProps={{ htmlInput: { maxLength: p.maxChars, 'data-testid': p.testIds.text } }}
        />
        {p.after}
        {p.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {p.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={p.busy}>
          {p.cancelLabel}
        </Button>
        <Button variant="contained" onClick={p.onSubmit} disabled={p.busy} data-testid={p.testIds.submit}>
          {p.busy ? p.sendingLabel : p.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
