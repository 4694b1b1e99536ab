import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_NAV_HEIGHT_PX } from '../config/layout';
import type { NotificationVariant, ShownNotification } from './notification-types';

const SEVERITY = { success: 'success', destructive: 'error', info: 'info' } as const satisfies Record<
  NotificationVariant,
  'success' | 'error' | 'info'
>;

export default function NotificationToast({
  notification,
  onClose,
}: {
  notification: ShownNotification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A tap elsewhere on the page should not swallow an error the user has not read yet.
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={notification.key}
      open
      autoHideDuration={notification.durationMs}
      onClose={handleClose}
      // At the bottom, above the phone's navigation bar: at the top it covered the header and the title (and the
      // banner that explains a failed payment) of the page the user was taken to next.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: `calc(${BOTTOM_NAV_HEIGHT_PX + 8}px + env(safe-area-inset-bottom))`, md: 24 } }}
    >
      <Alert
        severity={SEVERITY[notification.variant]}
        variant="filled"
        onClose={onClose}
        slotProps={{ closeButton: { title: t('notifications.close'), 'aria-label': t('notifications.close') } }}
        sx={{ width: '100%', maxWidth: 480 }}
        role={notification.variant === 'destructive' ? 'alert' : 'status'}
      >
        <AlertTitle>{notification.title}</AlertTitle>
        {notification.text}
      </Alert>
    </Snackbar>
  );
}
