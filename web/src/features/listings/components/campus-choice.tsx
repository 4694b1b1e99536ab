// A search near a coaching ("near allen samyak", "allen hostel") is searched around the coaching's first campus: the
// API names all its campuses with the understood place, offered here as links to their own pages, so a student who
// meant another campus (or typed one the catalogue does not know) is one tap from it
// (docs/decisions/227-coaching-campus-choice.md). Server-rendered with the results: nothing arrives later to shift them.
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

/** Nothing for a coaching with fewer than two campuses: there is no other to choose. */
export function CampusChoice({
  coachingName,
  campuses,
}: {
  coachingName: string;
  campuses: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('listings');
  const titleId = useId();
  if (campuses.length < 2) return null;
  return (
    <Box component="nav" aria-labelledby={titleId} sx={{ mt: 1.5 }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {t('listing.campusChoice', { name: coachingName })}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {campuses.map((c) => (
          <li key={c.id}>
            <Chip
              component={RouterLink}
              to={ROUTES.pgsNearBranch(c.id)}
              clickable
              size="small"
              icon={<PlaceIcon />}
              label={c.name}
              variant="outlined"
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
