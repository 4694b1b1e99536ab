// The real map, used only when a Google Maps key is configured (env.mapsApiKey). Imported lazily by
// results-map.tsx so that neither @react-google-maps/api nor Google's script cost anything without a key.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CircleF, GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useTranslation } from 'react-i18next';
import { COLORS } from '@kotastay/shared/constants';
import { env } from '../../../config/env';
import type { LatLng } from '../lib/map-projection';
import type { MapPoint } from './schematic-map';

export default function GoogleResultsMap({
  center,
  radiusM,
  points,
  onSelect,
  selectedId,
  height,
}: {
  center: LatLng;
  radiusM: number;
  points: MapPoint[];
  onSelect?: (id: string) => void;
  selectedId?: string | null;
  height: number | string;
  title?: string;
  note?: string;
}) {
  const { t } = useTranslation('listings');
  // region/language keep labels and bias in India (docs/requirements/constants.md#search: restricted to India).
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'kotastay-maps',
    googleMapsApiKey: env.mapsApiKey,
    region: 'IN',
    language: 'en-IN',
  });
  if (loadError) {
    return (
      <Box sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 2, p: 2 }}>
        <Typography color="text.secondary">{t('map.loadError')}</Typography>
      </Box>
    );
  }
  if (!isLoaded) return <Skeleton variant="rounded" height={height} />;
  const zoom = radiusM <= 2000 ? 15 : radiusM <= 5000 ? 13 : radiusM <= 10_000 ? 12 : 11;
  return (
    <GoogleMap
      mapContainerStyle={{ width: '100%', height, borderRadius: 12 }}
      center={center}
      zoom={zoom}
      options={{ streetViewControl: false, mapTypeControl: false, clickableIcons: false }}
    >
      <CircleF
        center={center}
        radius={radiusM}
        options={{ strokeColor: COLORS.primary, strokeOpacity: 0.5, fillOpacity: 0.04, clickable: false }}
      />
      <MarkerF position={center} title={t('map.centre')} />
      {points.map((p) => (
        <MarkerF
          key={p.id}
          position={p}
          title={p.detail ? `${p.label} · ${p.detail}` : p.label}
          label={p.id === selectedId ? { text: '★', color: '#fff' } : undefined}
          onClick={() => onSelect?.(p.id)}
        />
      ))}
    </GoogleMap>
  );
}
