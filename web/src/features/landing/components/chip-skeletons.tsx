import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

// Widths of the chips the catalogue usually returns (8 coachings, 8 areas), so the loaded chips wrap into
// about as many rows as the placeholders and the page below does not jump (CLS).
export const COACHING_CHIP_WIDTHS_PX = [185, 145, 100, 215, 140, 115, 125, 150];
export const AREA_CHIP_WIDTHS_PX = [80, 96, 160, 120, 96, 118, 128, 112];
const BRANCH_CHIP_WIDTHS_PX = [150, 140, 160];

// MUI's Skeleton pulse, drawn here: the Skeleton component would add 1.5 KB gzip to the landing page's first load.
const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;

/** Placeholder chips while catalogue data loads (and in the prerendered HTML). */
export function ChipSkeletons({
  label,
  widthsPx = BRANCH_CHIP_WIDTHS_PX,
}: {
  label: string;
  widthsPx?: readonly number[];
}) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {widthsPx.map((widthPx, i) => (
        <Box
          key={i}
          sx={{
            width: widthPx,
            height: 32,
            borderRadius: 4,
            bgcolor: 'rgba(0, 0, 0, 0.11)',
            animation: `${pulse} 2s ease-in-out 0.5s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}
