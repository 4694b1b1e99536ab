import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '@kotastay/shared/constants';
import { ROUTES } from '@kotastay/shared/routes';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { HEADER_LINKS } from './nav-links';

/** The slide-in menu of screens under 768 px (docs/requirements/app-shell-and-landing.md#header-and-mobile-menu). */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <BrandLink onClick={onClose} />
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose} sx={{ ml: 'auto' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label={t('nav.menuTitle')}>
        {HEADER_LINKS.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            <ListItemText primary={t(link.labelKey)} />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ px: 2 }}>
        <Button
          component={RouterLink}
          to={ROUTES.verifyPgLister}
          onClick={onClose}
          fullWidth
          variant="contained"
          color="secondary"
          disableElevation
        >
          {t('nav.listYourPg')}
        </Button>
        <LanguageSwitch fullWidth onClick={onClose} sx={{ mt: 1 }} />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ px: 2, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" color="text.secondary">
          {t('nav.needHelp')}
        </Typography>
        <Button href={CONTACT.phoneHref} startIcon={<PhoneIcon />} variant="outlined">
          {t('nav.callUs', { phone: CONTACT.phone })}
        </Button>
        <Button
          href={CONTACT.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsAppIcon />}
          variant="outlined"
          color="success"
        >
          {t('nav.whatsappUs')}
        </Button>
      </Box>
    </Drawer>
  );
}
