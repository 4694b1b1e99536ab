// A booking action taken offline (book a visit, pay the token, cancel, a parent's approval) says that it will not
// go through until the connection returns, and sends nothing: no request is made while the browser is offline,
// nothing is queued, and what was typed stays on screen. A call that fails for want of a connection while the
// browser thought it was online gets a message saying so, instead of a generic error.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionError } from '../lib/connection-error';
import { isOnline, useOnline } from '../lib/online';

export type OfflineAction = 'book' | 'pay' | 'cancel' | 'approve' | 'generic';

const LOST = {
  book: 'lostBook',
  pay: 'lostPay',
  cancel: 'lostCancel',
  approve: 'lostGeneric',
  generic: 'lostGeneric',
} as const;

export type OfflineGuard = {
  action: OfflineAction;
  online: boolean;
  /** How many times the action was tried while offline (the alert turns from a warning into an error). */
  tries: number;
  /** The alert's element id (it takes the focus when the action is tried offline). */
  alertId: string;
  /** Call before sending: false while offline — nothing may be sent; the alert says why and takes the focus. */
  allow(): boolean;
  /** After a failed call: what to tell the user when it failed for want of a connection, else null. */
  lostMessage(err: unknown): string | null;
};

export function useOfflineGuard(action: OfflineAction): OfflineGuard {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const [tries, setTries] = useState(0);
  const alertId = useId();
  const allow = useCallback(() => {
    if (isOnline()) return true;
    setTries((n) => n + 1);
    window.requestAnimationFrame(() => document.getElementById(alertId)?.focus());
    return false;
  }, [alertId]);
  const lostMessage = useCallback(
    (err: unknown) => (isConnectionError(err) ? t(`action.${LOST[action]}`) : null),
    [action, t],
  );
  return { action, online, tries, alertId, allow, lostMessage };
}

/** Shown while offline, next to the action's button. */
export function OfflineActionAlert({ guard, sx }: { guard: OfflineGuard; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('offline');
  if (guard.online) return null;
  return (
    <Alert
      id={guard.alertId}
      tabIndex={-1}
      severity={guard.tries > 0 ? 'error' : 'warning'}
      role="alert"
      data-testid="offline-action"
      data-action={guard.action}
      sx={sx}
    >
      <AlertTitle>{t('action.title')}</AlertTitle>
      {t(`action.${guard.action}`)}
    </Alert>
  );
}
