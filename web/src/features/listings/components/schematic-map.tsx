// The offline "map" (docs/decisions/050-listing-screens-and-map-fallback.md): without a Google Maps key — and in every local run —
// results are plotted by their true relative position around the search centre, with distance rings, so a
// student still sees which PGs cluster near their coaching. It says plainly that it is schematic.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRadius } from '../../../lib/format-distance';
import { ringRadiiM, toSvg, type LatLng } from '../lib/map-projection';

export type MapPoint = LatLng & { id: string; label: string; detail?: string };

/** Props of every results map: the schematic one here and the Google one behind ResultsMap. */
export type MapProps = {
  center: LatLng;
  centerLabel: string;
  radiusM: number;
  points: MapPoint[];
  onSelect?: (id: string) => void;
  selectedId?: string | null;
  height?: number | string;
  /** What the picture shows, for screen readers; defaults to "N PGs around <centre>". */
  title?: string;
  /** The visible legend under the map; defaults to the search-results legend. */
  note?: string;
};

const SIZE = 400;
const PAD = 18; // keeps markers on the outer ring fully visible

export function SchematicMap({
  center,
  centerLabel,
  radiusM,
  points,
  onSelect,
  selectedId,
  height = 420,
  title,
  note,
}: MapProps) {
  const { t } = useTranslation('listings');
  const theme = useTheme();
  const titleId = useId();
  const inner = SIZE - PAD * 2;
  const place = (p: LatLng) => {
    const { x, y } = toSvg(center, p, radiusM, inner);
    return { x: x + PAD, y: y + PAD };
  };
  const pxPerM = inner / 2 / radiusM;

  return (
    <Box>
      <Box sx={{ width: '100%', height, bgcolor: '#eef2fb', borderRadius: 2, overflow: 'hidden' }}>
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          width="100%"
          height="100%"
          // A group, not an image: its PG markers are buttons, and an image's children are hidden from assistive
          // technology (axe: nested-interactive).
          role="group"
          aria-labelledby={titleId}
          preserveAspectRatio="xMidYMid meet"
          style={{ display: 'block' }}
        >
          <title id={titleId}>{title ?? t('map.schematicTitle', { count: points.length, place: centerLabel })}</title>
          {ringRadiiM(radiusM).map((r) => (
            <g key={r}>
              <circle
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={r * pxPerM}
                fill="none"
                stroke={theme.palette.primary.main}
                strokeOpacity={r === radiusM ? 0.5 : 0.18}
                strokeDasharray={r === radiusM ? undefined : '4 4'}
              />
              <text x={SIZE / 2 + 3} y={SIZE / 2 - r * pxPerM + 11} fontSize="10" fill={theme.palette.text.secondary}>
                {formatRadius(r)}
              </text>
            </g>
          ))}
          <text
            x={SIZE - 14}
            y={20}
            fontSize="12"
            fontWeight="700"
            fill={theme.palette.text.secondary}
            textAnchor="middle"
          >
            N
          </text>
          <path d={`M ${SIZE - 14} 24 l -4 9 h 8 z`} fill={theme.palette.text.secondary} />
          {points.map((p) => {
            const { x, y } = place(p);
            const selected = p.id === selectedId;
            return (
              <g
                key={p.id}
                role="button"
                tabIndex={0}
                aria-label={p.detail ? `${p.label}, ${p.detail}` : p.label}
                onClick={() => onSelect?.(p.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onSelect?.(p.id);
                  }
                }}
                style={{ cursor: 'pointer' }}
              >
                <title>{p.detail ? `${p.label} · ${p.detail}` : p.label}</title>
                {/* A larger invisible target: fingers are wider than 8 px markers. */}
                <circle cx={x} cy={y} r={14} fill="transparent" />
                <circle
                  cx={x}
                  cy={y}
                  r={selected ? 9 : 6}
                  fill={selected ? theme.palette.secondary.main : theme.palette.primary.main}
                  stroke="#fff"
                  strokeWidth={2}
                />
              </g>
            );
          })}
          <g aria-hidden="true">
            <circle cx={SIZE / 2} cy={SIZE / 2} r={7} fill="#d32f2f" stroke="#fff" strokeWidth={2} />
          </g>
        </svg>
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        {note ?? t('map.schematicNote')}
      </Typography>
    </Box>
  );
}
