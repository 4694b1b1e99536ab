import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// Widths of the chips the catalogue usually returns (8 coachings, 8 areas), so the loaded chips wrap into
// about as many rows as the placeholders and the page below does not jump (CLS).
export const COACHING_CHIP_WIDTHS_PX = [185, 145, 100, 215, 140, 115, 125, 150];
export const AREA_CHIP_WIDTHS_PX = [80, 96, 160, 120, 96, 118, 128, 112];
const BRANCH_CHIP_WIDTHS_PX = [150, 140, 160];

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
        <Skeleton key={i} variant="rounded" width={widthPx} height={32} sx={{ borderRadius: 4 }} />
      ))}
    </Box>
  );
}
