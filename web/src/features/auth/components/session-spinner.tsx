import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** docs/requirements/sign-in-and-profiles.md#auth-states: the 'loading' auth state shows a spinner. */
export function SessionSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, minHeight: '60vh' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
