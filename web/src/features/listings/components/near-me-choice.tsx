// A search for PGs "near me" ("pg near me", "mere paas hostel"): where the student is, only their phone can say. The
// results are around Kota centre meanwhile, and this says so, with the Location button; the results around the
// student keep the rest of the search (its filters and its order) (docs/decisions/230-near-me.md).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocationButton } from './location-button';

export function NearMeChoice({ keep }: { keep: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('listings');
  return (
    <Box
      data-testid="near-me"
      sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 16rem' }}>
        {t('listing.nearMe')}
      </Typography>
      <LocationButton size="medium" keep={keep} />
    </Box>
  );
}
