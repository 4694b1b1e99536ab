import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { keyframes } from '@emotion/react';

// Widths of the chips the catalogue usually returns (8 coachings, 8 areas), so the loaded chips wrap into
// about as many rows as the placeholders and the page below does not jump (CLS).
export const COACHING_CHIP_WIDTHS_PX = [185, 145, 100, 215, 140, 115, 125, 150];
export const AREA_CHIP_WIDTHS_PX = [80, 96, 160, 120, 96, 118, 128, 112];
const BRANCH_CHIP_WIDTHS_PX = [150, 140, 160];

// MUI's Skeleton pulse, drawn here: the Skeleton component would add 1.5 KB gzip to the landing page's first load.
const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;

/**
 * The row the landing page's catalogue chips sit in, loading or loaded: one class, which the prerendered page
 * already has (its placeholders sit in it), and which styles the chips themselves — plain links and toggle buttons,
 * drawn as MUI's outlined chips. MUI's Chip compiled its styles the moment the first chips arrived, ~95 ms of one
 * render at 4× CPU (docs/decisions/232-module-evaluation-in-steps.md).
 */
export const CHIP_ROW_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  '& > a, & > button': {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 32,
    m: 0,
    px: 1.5,
    borderRadius: '16px',
    border: '1px solid #bdbdbd',
    bgcolor: '#fff',
    color: 'text.primary',
    font: 'inherit',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms',
    '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.04)' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
  },
  '& > button': { fontWeight: 600 },
  // A coaching's campuses: links in the primary colour, each with a place pin.
  '& > a.branch': {
    gap: 0.5,
    pl: 1,
    color: 'primary.main',
    borderColor: 'rgba(65, 105, 225, 0.5)',
    '&:hover': { bgcolor: 'rgba(65, 105, 225, 0.04)' },
  },
  '& > button[aria-pressed="true"]': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark' },
  },
} as const satisfies SxProps<Theme>;

/** Placeholder chips while catalogue data loads (and in the prerendered HTML). */
export function ChipSkeletons({
  label,
  widthsPx = BRANCH_CHIP_WIDTHS_PX,
}: {
  label: string;
  widthsPx?: readonly number[];
}) {
  return (
    <Box role="status" aria-label={label} sx={CHIP_ROW_SX}>
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
