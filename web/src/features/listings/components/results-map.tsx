// Chooses the map: Google's with a key, otherwise the offline schematic map (docs/decisions/050-listing-screens-and-map-fallback.md).
// Both come with plain Google Maps links, which work on every phone without any key.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { googleMapsSearchUrl } from '../lib/map-links';
import { SchematicMap, type MapProps } from './schematic-map';

const GoogleResultsMap = lazy(() => import('./google-map'));

export function ResultsMap(props: MapProps) {
  const { t } = useTranslation('listings');
  const height = props.height ?? 420;
  return (
    <Stack spacing={1}>
      {env.mapsApiKey ? (
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <GoogleResultsMap {...props} height={height} />
        </Suspense>
      ) : (
        <SchematicMap {...props} height={height} />
      )}
      <Link
        href={googleMapsSearchUrl(props.center)}
        target="_blank"
        rel="noopener noreferrer"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        {t('map.openInGoogleMaps')}
        <OpenInNewIcon fontSize="inherit" />
      </Link>
    </Stack>
  );
}
