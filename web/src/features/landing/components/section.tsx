import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A landing page band: a centred max-width column with an h2 and optional subtitle. */
export function Section({
  id,
  title,
  subtitle,
  action,
  children,
  tinted = false,
  offscreenHintPx,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
  /**
   * For sections below the first screen: the browser skips their layout and paint until they scroll
   * near the viewport (content-visibility), which brings the first paint forward on slow phones. The
   * value is the section's approximate height, reserved meanwhile so nothing jumps.
   */
  offscreenHintPx?: number;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{
        bgcolor: tinted ? '#eef2fd' : 'transparent',
        py: { xs: 4, md: 6 },
        ...(offscreenHintPx ? { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${offscreenHintPx}px` } : {}),
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: subtitle ? 0.5 : 2 }}>
          <Typography
            id={`${id}-title`}
            variant="h5"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 22, md: 28 } }}
          >
            {title}
          </Typography>
          {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
        </Box>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
