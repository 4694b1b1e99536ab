// One action at a time per card: while a request runs every button of the card is disabled; a failure stays in
// place (on the card or in the open dialog) until the next try; a success is announced and closes the dialog.
import { useCallback, useState } from 'react';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { useNotify } from '../../../components/notifications';
import { useDeskError } from './use-desk-error';

export type DeskAction<D extends string> = {
  busy: boolean;
  error: string | null;
  /** Which dialog is open, if any. */
  dialog: D | null;
  open: (dialog: D) => void;
  close: () => void;
  run: <T>(call: () => Promise<T>, okText: (result: T) => string) => void;
};

export function useDeskAction<D extends string>(booking: BookingDoc): DeskAction<D> {
  const notify = useNotify();
  const errorText = useDeskError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<D | null>(null);
  const open = useCallback((d: D) => {
    setError(null);
    setDialog(d);
  }, []);
  const close = useCallback(() => setDialog(null), []);
  const run = <T,>(call: () => Promise<T>, okText: (result: T) => string) => {
    setBusy(true);
    setError(null);
    call().then(
      (result) => {
        setBusy(false);
        setDialog(null);
        notify({ title: okText(result), variant: 'success' });
      },
      (err: unknown) => {
        setBusy(false);
        setError(errorText(err, booking));
      },
    );
  };
  return { busy, error, dialog, open, close, run };
}
