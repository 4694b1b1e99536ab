// A search near a coaching ("near allen", "allen samyak hostel") is searched around the coaching's first campus: its
// campuses are offered as links to their own pages, so a student who meant another campus (or typed one the catalogue
// does not know) is one tap from it (docs/decisions/227-coaching-campus-choice.md).
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { useBranchesOfCoaching } from '../../catalogue';

/** `coachingPlaceId` as the API names it ("coaching:allen"); nothing while the campuses load or cannot be had. */
export function CampusChoice({ coachingPlaceId, coachingName }: { coachingPlaceId: string; coachingName: string }) {
  const { t } = useTranslation('listings');
  const branches = useBranchesOfCoaching(coachingPlaceId.replace(/^coaching:/, ''));
  const list = branches.data ?? [];
  if (list.length < 2) return null;
  const titleId = `campus-choice-${coachingPlaceId}`;
  return (
    <Box component="nav" aria-labelledby={titleId} sx={{ mt: 1.5 }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {t('listing.campusChoice', { name: coachingName })}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {list.map((b) => (
          <li key={b.id}>
            <Chip
              component={RouterLink}
              to={ROUTES.pgsNearBranch(b.id)}
              clickable
              size="small"
              icon={<PlaceIcon />}
              label={b.name}
              variant="outlined"
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
