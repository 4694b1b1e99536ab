import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

export function ScreenSpinner() {
  return (
    <Box role="progressbar" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

/** Public and signed-in screens: header, bottom navigation and footer (built by the shell issue). */
export function SiteLayout() {
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** Admin and team areas: no site header or footer. */
export function BareLayout() {
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}
