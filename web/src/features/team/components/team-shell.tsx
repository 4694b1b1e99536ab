// The frame of every desk: the team's name, a tab per desk the signed-in role may use (admins see all four), sign
// out. No site header or footer (BareLayout). Which tabs show is only for convenience: the guards, the rules and
// the API decide what each role may do.
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isAdminRole, type Role } from '@kotastay/shared/roles';
import { ROUTES } from '@kotastay/shared/routes';
import { useSession } from '../../auth';
import { LiveQueryBoundary, TeamFirebase } from './team-firebase';

type Desk = { path: string; label: 'booking' | 'movein' | 'complaints' | 'messages'; for: (role: Role | null) => boolean };

const DESKS: Desk[] = [
  { path: ROUTES.teamBooking, label: 'booking', for: (r) => r === 'booking_team' || isAdminRole(r) },
  { path: ROUTES.teamMovein, label: 'movein', for: (r) => r === 'movein_team' || isAdminRole(r) },
  { path: ROUTES.teamComplaints, label: 'complaints', for: (r) => r === 'movein_team' || isAdminRole(r) },
  { path: ROUTES.teamMessages, label: 'messages', for: () => true },
];

export function TeamShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation('team');
  const session = useSession();
  const { pathname } = useLocation();
  const desks = DESKS.filter((d) => d.for(session.role));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 1 }}>
            <Typography sx={{ fontWeight: 800, color: 'primary.main', flexGrow: 1 }}>{t('nav.title')}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 240 }}>
              {session.profile?.name ?? ''}
            </Typography>
            <Button size="small" color="inherit" startIcon={<LogoutIcon />} onClick={() => void session.signOut({ next: ROUTES.team })}>
              {t('nav.signOut')}
            </Button>
          </Box>
          <Tabs
            component="nav"
            aria-label={t('nav.label')}
            value={desks.some((d) => d.path === pathname) ? pathname : false}
            variant="scrollable"
            scrollButtons={false}
            sx={{ minHeight: 44, '& .MuiTab-root': { minHeight: 44, px: { xs: 1.25, sm: 2 } } }}
          >
            {desks.map((d) => (
              <Tab key={d.path} value={d.path} label={t(`nav.${d.label}`)} component={RouterLink} to={d.path} />
            ))}
          </Tabs>
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, fontSize: { xs: 14, md: 16 } }}>
          {intro}
        </Typography>
        <TeamFirebase>
          <LiveQueryBoundary>{children}</LiveQueryBoundary>
        </TeamFirebase>
      </Container>
    </Box>
  );
}
