import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

type TitleKey = 'default' | 'faq' | 'partner' | 'contact' | 'terms' | 'privacy' | 'refund' | 'reviews';

const TITLE_KEYS: Record<string, TitleKey> = {
  [ROUTES.faq]: 'faq',
  [ROUTES.partner]: 'partner',
  [ROUTES.contact]: 'contact',
  [ROUTES.terms]: 'terms',
  [ROUTES.privacy]: 'privacy',
  [ROUTES.refund]: 'refund',
  [ROUTES.reviews]: 'reviews',
};

/** The i18n key of a page's <title> (used by the prerenderer and on client-side navigation). */
export function pageTitleKey(pathname: string): `pageTitles.${TitleKey}` {
  return `pageTitles.${TITLE_KEYS[pathname] ?? 'default'}`;
}

/**
 * Pages whose screens set their own title with usePageMeta (it names the PG or the place). The layout's effect
 * runs after the screen's, so it must leave these alone or it would overwrite the screen's title.
 */
const SCREEN_TITLED = ['/pg/:id', ROUTES.pgListing, '/pgs-in/:areaId', '/pgs-near/:branchId'];

export const screenSetsTitle = (pathname: string): boolean =>
  SCREEN_TITLED.some((pattern) => matchPath(pattern, pathname) !== null);

/** Keeps document.title in step with client-side navigation between the public pages. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (!screenSetsTitle(pathname)) document.title = t(pageTitleKey(pathname));
  }, [pathname, t]);
}
