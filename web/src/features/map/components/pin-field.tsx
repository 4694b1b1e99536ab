// A map pin for any form: Google's map when a Maps key is configured (loaded lazily, so without a key neither
// @react-google-maps/api nor Google's script costs anything), the offline grid picker otherwise.
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { GeoPoint } from '@kotastay/shared/schemas/pg';
import { env } from '../../../config/env';
import { PinPicker } from './pin-picker';

const GooglePinPicker = lazy(() => import('./google-pin-picker'));

export function PinField({ value, onChange }: { value: GeoPoint; onChange: (p: GeoPoint) => void }) {
  return env.mapsApiKey ? (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <GooglePinPicker value={value} onChange={onChange} />
    </Suspense>
  ) : (
    <PinPicker value={value} onChange={onChange} />
  );
}
