// "You're offline — showing saved copies": above data read from the device while there is no connection.
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online';

type Props = {
  /** The data shown is an offline copy (its read failed for want of a connection), whatever the browser says. */
  fromCopy?: boolean;
  sx?: SxProps<Theme>;
};

/** Shown while the browser is offline, or when the data on screen is an offline copy. */
export function OfflineNotice({ fromCopy = false, sx }: Props) {
  const { t } = useTranslation('offline');
  const online = useOnline();
  if (online && !fromCopy) return null;
  return (
    <Alert
      severity="info"
      icon={<CloudOffIcon fontSize="inherit" />}
      role="status"
      data-testid="offline-notice"
      sx={[{ py: 0, mb: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {t('notice.savedCopies')}
    </Alert>
  );
}
