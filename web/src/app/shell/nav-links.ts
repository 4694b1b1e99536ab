import { ROUTES } from '@kotastay/shared/routes';

/** The header's links, shared by the desktop nav and the mobile slide-in menu (docs/requirements/app-shell-and-landing.md#header-and-mobile-menu). */
export const HEADER_LINKS = [
  { to: ROUTES.locationSearch, labelKey: 'nav.searchPgs' },
  { to: ROUTES.faq, labelKey: 'nav.faq' },
  { to: ROUTES.partner, labelKey: 'nav.partner' },
  { to: ROUTES.contact, labelKey: 'nav.contact' },
] as const;
