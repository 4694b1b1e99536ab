// The box that points a parent to /family (the dashboard's card and the profile set-up screen's banner).
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

export function EntryBox({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('parents');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, bgcolor: '#f3f8ff', borderColor: '#c9dcf5' }}
      data-testid="family-entry"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <FamilyRestroomIcon color="primary" />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
          <Button component={RouterLink} to={ROUTES.family} variant="contained" sx={{ alignSelf: 'flex-start', mt: 1 }}>
            {t('entry.link')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** On /setup-profile, which a parent without a profile reaches first: a parent needs no profile. */
export function ParentSetupBanner() {
  const { t } = useTranslation('parents');
  return <EntryBox title={t('entry.setupTitle')} text={t('entry.setupText')} />;
}
