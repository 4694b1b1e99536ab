// The offline pin picker (no Google Maps key, as in every local run): a square of about 1.6 km around where the
// pin started, with a grid every 200 m. Tapping moves the pin there; the coordinates are shown beneath.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoPoint } from '@kotastay/shared/schemas/pg';

const SIZE = 320;
const HALF_SPAN_M = 800;
const M_PER_DEG_LAT = 111_320;

export function PinPicker({ value, onChange }: { value: GeoPoint; onChange: (p: GeoPoint) => void }) {
  const { t } = useTranslation('owner');
  // The frame stays where the pin first was, so tapping does not move the picture under the finger.
  const [centre] = useState(value);
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((centre.lat * Math.PI) / 180);
  const toXY = (p: GeoPoint) => ({
    x: SIZE / 2 + (((p.lng - centre.lng) * mPerDegLng) / HALF_SPAN_M) * (SIZE / 2),
    y: SIZE / 2 - (((p.lat - centre.lat) * M_PER_DEG_LAT) / HALF_SPAN_M) * (SIZE / 2),
  });
  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * SIZE;
    const y = ((e.clientY - box.top) / box.height) * SIZE;
    const dx = ((x - SIZE / 2) / (SIZE / 2)) * HALF_SPAN_M;
    const dy = ((SIZE / 2 - y) / (SIZE / 2)) * HALF_SPAN_M;
    onChange({
      lat: Number((centre.lat + dy / M_PER_DEG_LAT).toFixed(6)),
      lng: Number((centre.lng + dx / mPerDegLng).toFixed(6)),
    });
  };
  const pin = toXY(value);
  const grid = Array.from({ length: 9 }, (_, i) => (i * SIZE) / 8);
  return (
    <Box sx={{ maxWidth: SIZE }}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" role="img" aria-label={t('wizard.pin')} onClick={onClick} style={{ background: '#eef2fb', borderRadius: 8, cursor: 'crosshair', display: 'block' }} data-testid="pin-picker">
        {grid.map((g) => (
          <g key={g} stroke="#c5cde0" strokeWidth="1">
            <line x1={g} y1={0} x2={g} y2={SIZE} />
            <line x1={0} y1={g} x2={SIZE} y2={g} />
          </g>
        ))}
        <circle cx={pin.x} cy={pin.y - 14} r={9} fill="#d32f2f" />
        <path d={`M ${pin.x - 7} ${pin.y - 10} L ${pin.x} ${pin.y} L ${pin.x + 7} ${pin.y - 10} Z`} fill="#d32f2f" />
        <circle cx={pin.x} cy={pin.y - 14} r={3} fill="#fff" />
      </svg>
      <Typography variant="caption" color="text.secondary">
        {t('wizard.pinAt', { latitude: value.lat.toFixed(5), longitude: value.lng.toFixed(5) })}
      </Typography>
    </Box>
  );
}
