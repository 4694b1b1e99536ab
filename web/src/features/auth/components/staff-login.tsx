// /admin and /team login (docs/requirements/admin-and-team.md#staff-sign-in): the same phone sign-in, then the role claim decides.
// A signed-in number without the right claim gets a clear 'Not authorised' state, never the area.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isAdminRole, isTeamRole, type Role } from '@kotastay/shared/roles';
import { ROUTES } from '@kotastay/shared/routes';
import { useSession } from '../hooks/use-session';
import { formatPhone } from '../lib/phone';
import { safeRedirect } from '../lib/redirect';
import { writeTeamKeys } from '../lib/team-keys';
import { PhoneSignIn } from './phone-sign-in';
import { SessionSpinner } from './session-spinner';

type Area = 'admin' | 'team';

function homeOf(area: Area, role: Role | null): string {
  if (area === 'admin') return ROUTES.adminDashboard;
  return role === 'movein_team' ? ROUTES.teamMovein : ROUTES.teamBooking;
}

export function StaffLogin({ area }: { area: Area }) {
  const { t } = useTranslation('auth');
  const session = useSession({ eager: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { status, role, user } = session;
  // Admins may use the team desks too (docs/requirements/roles-and-permissions.md#route-guards).
  const allowed = area === 'admin' ? isAdminRole(role) : isTeamRole(role) || isAdminRole(role);

  useEffect(() => {
    if (status !== 'signed_in' || !allowed || !user) return;
    // docs/requirements/roles-and-permissions.md#team-mode-browser-keys compatibility keys for the /api client's team headers; nothing trusts them.
    if (area === 'team' && isTeamRole(role)) writeTeamKeys(user.uid, role);
    const inArea = redirect?.startsWith(area === 'admin' ? ROUTES.admin : ROUTES.team) ? redirect : null;
    navigate(inArea ?? homeOf(area, role), { replace: true });
  }, [status, allowed, user, role, area, redirect, navigate]);

  let body;
  if (status === 'loading' && user) body = <SessionSpinner />;
  else if (status === 'signed_in' && !allowed) {
    body = (
      <Alert severity="warning" variant="outlined" role="alert">
        <AlertTitle>{t('admin.notAuthorised')}</AlertTitle>
        {t('admin.notAuthorisedText', {
          phone: formatPhone(user?.phoneNumber) || (user?.uid ?? ''),
          area: area === 'admin' ? t('admin.areaAdmin') : t('admin.areaTeam'),
        })}
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void session.signOut({ next: `${window.location.pathname}${window.location.search}` })}
          >
            {t('admin.signOut')}
          </Button>
        </Box>
      </Alert>
    );
  } else if (status === 'signed_in') body = <SessionSpinner />;
  else {
    body = (
      <PhoneSignIn
        title={area === 'admin' ? t('admin.loginTitle') : t('admin.teamLoginTitle')}
        subtitle={area === 'admin' ? t('admin.loginSubtitle') : t('admin.teamLoginSubtitle')}
      />
    );
  }
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, md: 8 } }}>
      {body}
    </Container>
  );
}
