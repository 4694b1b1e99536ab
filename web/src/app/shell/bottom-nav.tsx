import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { useViewerRole } from '../../components/viewer-role';
import { bottomNavItems, selectedBottomNavItem } from './bottom-nav-items';
import { BOTTOM_NAV_HEIGHT_PX } from '../../config/layout';

const ICONS = {
  [ROUTES.home]: <HomeOutlinedIcon />,
  [ROUTES.locationSearch]: <SearchIcon />,
  [ROUTES.saved]: <FavoriteBorderIcon />,
  [ROUTES.dashboard]: <PersonOutlineIcon />,
  [ROUTES.managePg]: <ApartmentOutlinedIcon />,
} as const;

/** Mobile-only bottom navigation (docs/requirements/app-shell-and-landing.md#bottom-navigation): Home, Search, Saved, Profile, and My PGs for PG owners. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = bottomNavItems(useViewerRole());
  return (
    <Paper
      component="nav"
      aria-label={t('bottomNav.label')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        display: { md: 'none' },
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        value={selectedBottomNavItem(items, pathname) ?? false}
        showLabels
        sx={{ height: BOTTOM_NAV_HEIGHT_PX }}
      >
        {items.map((item) => (
          <BottomNavigationAction
            key={item.to}
            value={item.to}
            label={t(item.labelKey)}
            icon={ICONS[item.to]}
            component={RouterLink}
            to={item.to}
            // The selected label grows; without nowrap a five-item bar at 360 px breaks "My PGs" over two lines.
            sx={{ minWidth: 0, '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap' } }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
