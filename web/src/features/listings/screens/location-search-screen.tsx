// /location-search: the search bar and GPS button, then every student area and every coaching with its branches,
// each leading to /pg-listing around it (the landing page's 'View All' on mobile comes here).
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_RADIUS_M } from '@kotastay/shared/constants';
import { pgListingUrl } from '@kotastay/shared/routes';
import type { Coaching } from '@kotastay/shared/schemas/catalogue';
import { useAreas } from '../../catalogue';
import { branchesOfCoachingQueryOptions } from '../../catalogue';
import { useCoachings } from '../../catalogue';
import { SearchBar } from '../components/search-bar';

const listingAround = (p: { lat: number; lng: number; name: string }) =>
  pgListingUrl({ lat: p.lat, lng: p.lng, name: p.name, radius: DEFAULT_RADIUS_M, type: 'search' });

function ChipSkeletons({ count }: { count: number }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" width={90 + ((i * 37) % 60)} height={32} sx={{ borderRadius: 4 }} />
      ))}
    </Stack>
  );
}

function CoachingBranches({ coachings }: { coachings: Coaching[] }) {
  const { t } = useTranslation('listings');
  // One request per coaching (the API lists branches per coaching, docs/requirements/api-conventions.md#endpoints); they run in parallel.
  const branchQueries = useQueries({ queries: coachings.map((c) => branchesOfCoachingQueryOptions(c.id)) });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {coachings.map((c, i) => {
        const q = branchQueries[i];
        const name = c.shortName ?? c.name;
        return (
          <Paper key={c.id} variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`coaching-${c.id}`}>
            <Typography id={`coaching-${c.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {c.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {c.exams.join(' · ')}
            </Typography>
            {q?.isPending ? (
              <ChipSkeletons count={3} />
            ) : q?.isError ? (
              <Typography variant="body2" color="error">
                {t('locationSearch.loadError')}
              </Typography>
            ) : (
              <Stack
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1 }}
                aria-label={t('locationSearch.branchesOf', { name })}
              >
                {(q?.data ?? []).map((b) => (
                  <Chip
                    key={b.id}
                    clickable
                    component={RouterLink}
                    to={listingAround({
                      lat: b.lat,
                      lng: b.lng,
                      name: b.name.toLowerCase().includes(name.toLowerCase()) ? b.name : `${name} ${b.name}`,
                    })}
                    label={b.name}
                    variant="outlined"
                  />
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

export default function LocationSearchScreen() {
  const { t } = useTranslation('listings');
  const areas = useAreas();
  const coachings = useCoachings();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: { xs: 10, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('locationSearch.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('locationSearch.intro')}
      </Typography>
      <SearchBar id="location-search" />

      <Box component="section" sx={{ mt: 4 }} aria-labelledby="areas-heading">
        <Typography id="areas-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('locationSearch.areas')}
        </Typography>
        {areas.isPending ? (
          <ChipSkeletons count={12} />
        ) : areas.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void areas.refetch()}>
                {t('locationSearch.retry')}
              </Button>
            }
          >
            {t('locationSearch.loadError')}
          </Alert>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {areas.data.map((a) => (
              <Chip
                key={a.id}
                clickable
                component={RouterLink}
                to={listingAround(a)}
                icon={<PlaceOutlinedIcon />}
                label={a.name}
                color={a.popular ? 'primary' : 'default'}
                variant={a.popular ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" sx={{ mt: 4 }} aria-labelledby="coachings-heading">
        <Typography id="coachings-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('locationSearch.coachings')}
        </Typography>
        {coachings.isPending ? (
          <ChipSkeletons count={8} />
        ) : coachings.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void coachings.refetch()}>
                {t('locationSearch.retry')}
              </Button>
            }
          >
            {t('locationSearch.loadError')}
          </Alert>
        ) : (
          <CoachingBranches coachings={coachings.data} />
        )}
      </Box>
    </Container>
  );
}
