// The search bar's Location button (docs/requirements/search-and-listings.md#location-button): idle → Detecting (disabled) → success or error → idle.
// After a success the app moves to /pg-listing 1.5 s later, so the user sees that their location was found.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_RADIUS_M, GPS } from '@kotastay/shared/constants';
import { pgListingUrl } from '@kotastay/shared/routes';
import { useNotify } from '../../../components/notifications';
import { useGpsLocation } from '../hooks/use-gps-location';

/** How long the error state stays on the button before it is usable again (the notification stays longer). */
const ERROR_STATE_MS = 3000;

export function LocationButton({
  fullWidth = false,
  size = 'large',
  keep,
}: {
  fullWidth?: boolean;
  size?: 'medium' | 'large';
  /** Parameters the results around the location keep (a "girls pg near me" search's filters and order). */
  keep?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const notify = useNotify();
  const { state, detect, reset } = useGpsLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    const fix = await detect();
    if (fix) {
      timer.current = setTimeout(() => {
        reset();
        const url = pgListingUrl({
          lat: Number(fix.lat.toFixed(6)),
          lng: Number(fix.lng.toFixed(6)),
          name: t('gps.currentLocation'),
          radius: DEFAULT_RADIUS_M,
          type: 'gps',
          accuracy: fix.accuracyM,
        });
        navigate(keep && Object.keys(keep).length ? `${url}&${new URLSearchParams(keep).toString()}` : url);
      }, GPS.navigateDelayMs);
    } else {
      timer.current = setTimeout(reset, ERROR_STATE_MS);
    }
  };

  // The notification is announced from the state so it shows once per failure, with the exact docs/requirements/errors-and-messages.md#location-errors text.
  const errorCode = state.status === 'error' ? state.error.code : null;
  useEffect(() => {
    if (!errorCode) return;
    notify({
      title: t(`gps.errors.${errorCode}.title`),
      text: t(`gps.errors.${errorCode}.text`),
      variant: 'destructive',
    });
  }, [errorCode, notify, t]);

  const label =
    state.status === 'detecting'
      ? t('gps.detecting')
      : state.status === 'success'
        ? t('gps.success')
        : state.status === 'error'
          ? t('gps.failed')
          : t('gps.button');
  const icon =
    state.status === 'detecting' ? (
      <CircularProgress size={18} color="inherit" />
    ) : state.status === 'success' ? (
      <CheckCircleIcon />
    ) : state.status === 'error' ? (
      <ErrorOutlineIcon />
    ) : (
      <MyLocationIcon />
    );

  return (
    <Button
      variant="outlined"
      size={size}
      fullWidth={fullWidth}
      color={state.status === 'success' ? 'success' : state.status === 'error' ? 'error' : 'primary'}
      startIcon={icon}
      disabled={state.status === 'detecting'}
      onClick={() => void onClick()}
      aria-label={state.status === 'idle' ? t('gps.buttonAria') : label}
      data-gps-state={state.status}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, bgcolor: 'background.paper' }}
    >
      <span aria-live="polite">{label}</span>
    </Button>
  );
}
