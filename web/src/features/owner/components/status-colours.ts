// The colours of a listing's status chip on /manage-pg. MUI's stock `info` and `warning` chips put white text on
// #0288d1 (3.9:1) and #ed6c02 (3.0:1), below WCAG AA for small text; these pairs are dark text on a light tint,
// each at least 4.5:1 (status-colours.test.ts checks it).
export type ListingStatus = 'draft' | 'submitted' | 'live' | 'changes_requested' | 'hidden';

export const STATUS_CHIP_COLOURS: Record<ListingStatus, { fg: string; bg: string }> = {
  draft: { fg: '#37474f', bg: '#eceff1' },
  submitted: { fg: '#0b4f8a', bg: '#e3f0fb' },
  live: { fg: '#1b5e20', bg: '#e6f4e7' },
  changes_requested: { fg: '#7a3e00', bg: '#fff1de' },
  hidden: { fg: '#424242', bg: '#e0e0e0' },
};

const channel = (hex: string, i: number) => {
  const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
