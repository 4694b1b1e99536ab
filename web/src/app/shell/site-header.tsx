import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { HEADER_LINKS } from './nav-links';

// The drawer (Modal, transitions, focus trap) is only fetched when someone opens the menu.
const MobileMenu = lazy(() => import('./mobile-menu'));

/** Sticky header: desktop top nav at ≥ 768 px, a menu button opening the slide-in menu below that. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56 }, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <BrandLink />
        <Box
          component="nav"
          aria-label={t('nav.primary')}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 'auto' }}
        >
          {HEADER_LINKS.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit" sx={{ fontWeight: 500 }}>
              {t(link.labelKey)}
            </Button>
          ))}
          <Button
            component={RouterLink}
            to={ROUTES.verifyPgLister}
            variant="contained"
            color="secondary"
            disableElevation
            sx={{ ml: 1 }}
          >
            {t('nav.listYourPg')}
          </Button>
        </Box>
        <LanguageSwitch sx={{ ml: { xs: 'auto', md: 1 } }} />
        <IconButton
          edge="end"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          // Warm the chunk on the first touch so the drawer opens without a visible delay.
          onPointerDown={() => void import('./mobile-menu')}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
