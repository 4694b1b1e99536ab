import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { DeferHydration } from '../components/defer-hydration';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { useDocumentTitle } from './page-titles';
import { BottomNav } from './shell/bottom-nav';
import { SiteFooter } from './shell/site-footer';
import { SiteHeader } from './shell/site-header';

export function ScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, minHeight: '60vh' }}>
      {/* The spinner is the progressbar, so it carries the name (a named box around an unnamed one: axe aria-progressbar-name). */}
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

// useLayoutEffect warns during server rendering; the prerenderer never scrolls anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/** docs/requirements/app-shell-and-landing.md#scrolling-and-loading: every route change starts at the top of the page (hash links keep their target). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useIsomorphicLayoutEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Marks <html data-screen-ready="/path"> once the current screen has rendered — or, on a prerendered page,
 * hydrated — in the browser. It sits inside the screen's Suspense boundary, so its effect runs only when
 * the screen itself has committed. Browser tests wait for it before tapping (a tap on prerendered HTML
 * before hydration does nothing, as in any prerendered app).
 */
function ScreenReady() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The URL's path, language prefix included (/hi/faq): what a test or a tool navigated to.
    document.documentElement.dataset.screenReady = window.location.pathname;
  }, [pathname]);
  return null;
}

/**
 * The current screen, a spinner while its code loads, and a message with a retry in its place if the code cannot
 * load or the screen fails (the layout around it stays usable).
 */
function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenSpinner />}>
        <Outlet />
        <ScreenReady />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** Public and signed-in screens: sticky header, mobile bottom navigation and footer. */
export function SiteLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <SiteHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <ScreenBoundary />
      </Box>
      {/* Static links: on prerendered pages it hydrates when the phone is idle (see DeferHydration). */}
      <DeferHydration>
        <SiteFooter />
      </DeferHydration>
      <BottomNav />
    </Box>
  );
}

/** Admin and team areas: no site header or footer. */
export function BareLayout() {
  return (
    <>
      <ScrollToTop />
      <ScreenBoundary />
    </>
  );
}
