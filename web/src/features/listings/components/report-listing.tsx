// "Report this listing" on the PG page (docs/decisions/206-trust-that-stays-fresh.md): anyone signed in says what is
// wrong — fake, not as shown, unsafe, a deposit asked for — with their own words if they like; the team checks it and
// texts them the outcome. Signed out, the link takes them to sign in and back here with the form open (?report=1).
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { useSession } from '../../auth';

const ReportDialog = lazy(() => import('./report-listing-dialog'));

export function ReportListing({ pgId }: { pgId: string }) {
  const { t } = useTranslation('listings');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const wantsForm = params.get('report') === '1';

  const setRequest = (on: boolean) =>
    setParams(
      (p) => {
        if (on) p.set('report', '1');
        else p.delete('report');
        return p;
      },
      { replace: true },
    );
  const clearRequest = () => setRequest(false);
  const toSignIn = () => {
    const back = new URLSearchParams(location.search);
    back.set('report', '1');
    navigate(`${ROUTES.auth}?redirect=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
  };

  // Public pages load Firebase lazily (only for returning users), so the session may still be loading when the link
  // is tapped: load it and finish the tap once we know who this is (as the save heart does).
  const pending = useRef(false);
  const start = () => {
    if (session.status === 'signed_in') setOpen(true);
    else if (session.status === 'signed_out') toSignIn();
    else {
      pending.current = true;
      session.ensureLoaded();
    }
  };

  // Back from sign-in: `?report=1` opens the form once the session is known to be signed in, and stays until the form
  // closes; signed out after all, the request is dropped.
  const showing = open || (wantsForm && session.status === 'signed_in' && !done);
  useEffect(() => {
    if (session.status === 'loading') {
      if (wantsForm) session.ensureLoaded();
      return;
    }
    if (pending.current) {
      pending.current = false;
      if (session.status === 'signed_in') setRequest(true);
      else toSignIn();
    } else if (wantsForm && session.status === 'signed_out') clearRequest();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsForm, session.status]);

  return (
    <>
      {done ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="report-listing-done">
          {t('report.done')}
        </Alert>
      ) : (
        <Button
          size="small"
          color="inherit"
          startIcon={<FlagOutlinedIcon />}
          onClick={start}
          sx={{ mt: 2, color: 'text.secondary' }}
          data-testid="report-listing"
        >
          {t('report.open')}
        </Button>
      )}
      {showing && (
        <Suspense fallback={null}>
          <ReportDialog
            pgId={pgId}
            onClose={() => {
              setOpen(false);
              clearRequest();
            }}
            onDone={() => {
              setOpen(false);
              setDone(true);
              clearRequest();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
