// The map pin on Google's map, used only when a Maps key is configured (env.mapsApiKey): the owner drags the pin
// (or taps the map) to the entrance. Loaded lazily by pin-field.tsx, so without a key neither
// @react-google-maps/api nor Google's script costs anything; the offline PinPicker stands in then.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useTranslation } from 'react-i18next';
import type { GeoPoint } from '@kotastay/shared/schemas/pg';
import { env } from '../../../config/env';

const HEIGHT = 320;
const round6 = (n: number) => Number(n.toFixed(6));

export default function GooglePinPicker({ value, onChange }: { value: GeoPoint; onChange: (p: GeoPoint) => void }) {
  const { t } = useTranslation('owner');
  // The same loader id and options as the results map, so the script loads once per page.
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'kotastay-maps',
    googleMapsApiKey: env.mapsApiKey,
    region: 'IN',
    language: 'en-IN',
  });
  const move = (e: google.maps.MapMouseEvent) => {
    if (e.latLng) onChange({ lat: round6(e.latLng.lat()), lng: round6(e.latLng.lng()) });
  };
  if (loadError) return <Typography color="error">{t('wizard.mapLoadError')}</Typography>;
  if (!isLoaded) return <Skeleton variant="rounded" height={HEIGHT} />;
  return (
    <Box>
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: HEIGHT, borderRadius: 8 }}
        center={value}
        zoom={17}
        onClick={move}
        options={{ streetViewControl: false, mapTypeControl: false, clickableIcons: false }}
      >
        <MarkerF position={value} draggable onDragEnd={move} title={t('wizard.pin')} />
      </GoogleMap>
      <Typography variant="caption" color="text.secondary">
        {t('wizard.pinAt', { latitude: value.lat.toFixed(5), longitude: value.lng.toFixed(5) })}
      </Typography>
    </Box>
  );
}
