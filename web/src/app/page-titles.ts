import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { clearPageMeta, pageMetaAppliedFor } from '../lib/page-meta';

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
 * Keeps document.title in step with client-side navigation between the public pages. A page that sets its own
 * meta (usePageMeta, whose effect runs before this layout's) owns the title; on any other page the previous
 * page's canonical, share tags and structured data are removed.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (pageMetaAppliedFor(pathname)) return;
    clearPageMeta();
    document.title = t(pageTitleKey(pathname));
  }, [pathname, t]);
}
