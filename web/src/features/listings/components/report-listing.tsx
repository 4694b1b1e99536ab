// "Report this listing" on the PG page (docs/decisions/206-trust-that-stays-fresh.md): anyone signed in says what is
// wrong — fake, not as shown, unsafe, a deposit asked for — with their own words if they like; the team checks it and
// texts them the outcome. Signed out, the link takes them to sign in and back here with the form open (?report=1).
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useState } from 'react';
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

  const start = () => {
    if (session.status === 'signed_in') return setOpen(true);
    if (session.status === 'loading') {
      session.ensureLoaded();
      return setParams(
        (p) => {
          p.set('report', '1');
          return p;
        },
        { replace: true },
      );
    }
    const back = new URLSearchParams(location.search);
    back.set('report', '1');
    navigate(`${ROUTES.auth}?redirect=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
  };

  // Back from sign-in (or a tap while the session loaded): open the form once we know who this is.
  useEffect(() => {
    if (!wantsForm) return;
    if (session.status === 'loading') {
      session.ensureLoaded();
      return;
    }
    setParams(
      (p) => {
        p.delete('report');
        return p;
      },
      { replace: true },
    );
    if (session.status === 'signed_in') setOpen(true);
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
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            pgId={pgId}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              setDone(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
