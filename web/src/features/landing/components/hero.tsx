import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { HERO_HEIGHT, MOBILE_BREAKPOINT_PX } from '@kotastay/shared/constants';
import { QUICK_BUDGET_INR, QUICK_SEARCHES } from '../lib/search';
import { HeroChecklist } from './hero-checklist';
import { SearchBox } from './search-box';

const CLAIMS = ['hero.claims.verified', 'hero.claims.visits', 'hero.claims.freeListing'] as const;

/**
 * Phones with a short window (360 × 640 gives the hero 384 px): tighter type and spacing, so everything fits
 * in the hero's share of the window instead of stretching it (issue #7 §6; e2e/landing.e2e.ts measures it).
 * A media query, not the measured height, so the prerendered HTML is already right before hydration.
 */
const SHORT_PHONE = '@media (max-width: 899.95px) and (max-height: 700px)';

/**
 * The quick searches: plain links drawn as chips by their row's one class, light on the hero's blue. Not MUI's Chip:
 * the landing page's other chips are drawn the same way (CHIP_ROW_SX), and without Chip the page's first load is
 * 2.7 KB gzip lighter (docs/decisions/232-module-evaluation-in-steps.md).
 */
const QUICK_CHIPS_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  mt: { xs: 1.5, md: 2 },
  [SHORT_PHONE]: { mt: 1.25 },
  '& > a': {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 32,
    px: 1.5,
    borderRadius: '16px',
    border: '1px solid rgba(255,255,255,0.45)',
    bgcolor: 'rgba(255,255,255,0.16)',
    color: '#fff',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.28)' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '2px' },
    [SHORT_PHONE]: { height: 28 },
  },
} as const;

/**
 * The hero's height as a share of the window, in CSS alone, so the prerendered HTML already has the final height and
 * hydration changes nothing: `svh` is the window with the phone's address bar shown (what `innerHeight` reads when the
 * page opens; `vh` would be the taller window without it), `vh` where `svh` is unknown. The browser recomputes it
 * on resize and rotation; scrolling the address bar away does not change it.
 */
const heroMinHeight = (share: number) => ({
  minHeight: `${share * 100}vh`,
  '@supports (height: 1svh)': { minHeight: `${share * 100}svh` },
});

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        ...heroMinHeight(HERO_HEIGHT.mobile),
        [`@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`]: heroMinHeight(HERO_HEIGHT.desktop),
        display: 'flex',
        // Phones: content from the top. A phone may paint the page before the rest of the hero's HTML has arrived;
        // centred content would then move up as the rest is added (a layout shift), top-aligned content stays put.
        alignItems: { xs: 'flex-start', md: 'center' },
        color: '#fff',
        // Drawn with CSS: no hero image to download before the page is usable on 4G.
        background:
          'radial-gradient(circle at 90% 10%, rgba(249,168,38,0.22), rgba(249,168,38,0) 35%), linear-gradient(135deg, #2f54c9 0%, #4169E1 55%, #5b7fe8 100%)',
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          width: '100%',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, md: 6 },
          [SHORT_PHONE]: { py: 2 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography
            id="hero-title"
            component="h1"
            sx={{
              fontWeight: 800,
              // 44 between 768 and 1199 px, where the title has half the width beside the checklist: at 52 a wide
              // font (DejaVu Sans) took three lines at 800 px and the hero grew past 70% of a 1000 px window.
              fontSize: { xs: 30, sm: 40, md: 44, lg: 52 },
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              maxWidth: 760,
              // No lone "Kota" on the last line of a phone-width title.
              textWrap: 'balance',
              [SHORT_PHONE]: { fontSize: 26 },
            }}
          >
            {t('hero.title')}
          </Typography>
          <Typography
            sx={{
              mt: { xs: 1, md: 1.5 },
              mb: { xs: 2, md: 3 },
              fontSize: { xs: 15, md: 19 },
              lineHeight: 1.5,
              maxWidth: 680,
              color: 'rgba(255,255,255,0.92)',
              [SHORT_PHONE]: { fontSize: 14, lineHeight: 1.4, mt: 0.75, mb: 1.5 },
            }}
          >
            {t('hero.subtitle')}
          </Typography>
          <SearchBox />
          <Box component="nav" aria-label={t('quick.label')} sx={QUICK_CHIPS_SX}>
            {QUICK_SEARCHES.map((chip) => (
              <RouterLink key={chip.id} to={chip.url}>
                {chip.id === 'underTenThousand'
                  ? t('quick.underTenThousand', { amount: formatInr(QUICK_BUDGET_INR) })
                  : t(`quick.${chip.id}`)}
              </RouterLink>
            ))}
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: { xs: 2, md: 3 },
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: { xs: 1.5, md: 3 },
              rowGap: 1,
              fontSize: { xs: 14, md: 16 },
              [SHORT_PHONE]: { mt: 1.5, fontSize: 13, rowGap: 0.5 },
            }}
          >
            {CLAIMS.map((key) => (
              <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
                <CheckCircleIcon fontSize="small" sx={{ color: 'secondary.main' }} />
                {t(key)}
              </Box>
            ))}
          </Box>
        </div>
        <HeroChecklist />
      </Box>
    </Box>
  );
}
