// /admin/dashboard: the admin console — today's counts linking to their queues and the last staff actions
// (components/admin-overview.tsx), roles given to numbers before their first sign-in (components/role-grants-panel.tsx),
// and users found by phone whose team roles (admin) and admin roles (super_admin) can be changed. It offers exactly
// what the shared role policy allows, the one the API enforces (shared/src/role-policy.ts).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SETTABLE_ROLE_OPTIONS, allowedRoleChanges } from '@kotastay/shared/role-policy';
import type { Role } from '@kotastay/shared/roles';
import { ROUTES } from '@kotastay/shared/routes';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import { useNotify } from '../../../components/notifications';
import { useChangeRole, useUserSearch } from '../api/admin-users';
import { AdminOverviewPanel, StaffActivity } from '../components/admin-overview';
import { PrivacyRequestsPanel } from '../components/privacy-requests-panel';
import { RoleGrantsPanel } from '../components/role-grants-panel';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatPhone, SessionSpinner, useSession } from '../../auth';

type RoleOption = Role | 'none';
const toOption = (role: Role | null): RoleOption => role ?? 'none';

function UserRow({ user, callerRole, callerUid }: { user: UserResponse; callerRole: Role | null; callerUid: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const notify = useNotify();
  const change = useChangeRole();
  const current: RoleOption = user.role ?? 'none';
  const [choice, setChoice] = useState<RoleOption>(current);
  const allowed = allowedRoleChanges({ uid: callerUid, role: callerRole }, { uid: user.uid, role: user.role }).map(
    toOption,
  );
  // In the policy's order, the current role included (shown selected even when it may not be changed).
  const options = SETTABLE_ROLE_OPTIONS.map(toOption).filter((r) => r === current || allowed.includes(r));
  if (!options.includes(current)) options.unshift(current);
  const locked = allowed.length === 0;
  const roleName = (r: RoleOption) => t(`roles.${r}`, { ns: 'common' });

  const save = () =>
    change.mutate(
      { uid: user.uid, role: choice === 'none' ? null : (choice as Exclude<RoleOption, 'none' | 'pg_owner'>) },
      {
        onSuccess: (r) =>
          notify(
            r.changed
              ? {
                  title: t('users.roleSaved.title'),
                  text: t('users.roleSaved.text', { phone: formatPhone(user.phone), role: roleName(choice) }),
                  variant: 'success',
                }
              : {
                  title: t('users.roleUnchanged.title'),
                  text: t('users.roleUnchanged.text', { phone: formatPhone(user.phone) }),
                  variant: 'info',
                },
          ),
        onError: (err) =>
          notify({
            title: t('users.roleFailed'),
            text: apiErrorText(err),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card variant="outlined" component="li" data-testid="admin-user-row">
      <CardContent
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 180 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.name || t('users.unnamed')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatPhone(user.phone) || user.uid}
          </Typography>
        </Box>
        {user.role === 'pg_owner' ? (
          <Typography variant="body2" color="text.secondary">
            {roleName('pg_owner')} — {t('users.ownerRoleHint')}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('users.roleLabel')}
              value={choice}
              onChange={(e) => setChoice(e.target.value as RoleOption)}
              disabled={locked || change.isPending}
              sx={{ minWidth: 170 }}
            >
              {options.map((r) => (
                <MenuItem key={r} value={r}>
                  {roleName(r)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={save} disabled={locked || choice === current || change.isPending}>
              {t('users.saveRole')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export default function AdminDashboardScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const session = useSession({ eager: true });
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const search = useUserSearch(query, session.status === 'signed_in');
  if (!session.user) return <SessionSpinner />;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQuery(input.replace(/[^\d+]/g, ''));
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('users.consoleTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('users.signedInAs', {
              phone: formatPhone(session.user.phoneNumber) || session.user.uid,
              role: t(`roles.${session.role ?? 'none'}`, { ns: 'common' }),
            })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={ROUTES.adminPgOwners}>
            {t('users.pgOwners')}
          </Button>
          <Button component={RouterLink} to={ROUTES.adminListings}>
            {t('users.listings')}
          </Button>
          <Button component={RouterLink} to={ROUTES.adminReviews}>
            {t('users.reviews')}
          </Button>
          <Button component={RouterLink} to={ROUTES.adminListingReports}>
            {t('users.listingReports')}
          </Button>
          <Button component={RouterLink} to={ROUTES.adminCatalogue}>
            {t('users.catalogue')}
          </Button>
          <Button color="inherit" onClick={() => void session.signOut({ next: ROUTES.admin })}>
            {t('users.signOut')}
          </Button>
        </Stack>
      </Stack>

      <AdminOverviewPanel enabled={session.status === 'signed_in'} />
      <RoleGrantsPanel callerRole={session.role} enabled={session.status === 'signed_in'} />
      <PrivacyRequestsPanel enabled={session.status === 'signed_in'} />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('users.usersTitle')}
      </Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={onSearch} sx={{ mb: 2 }}>
        <TextField
          label={t('users.search')}
          helperText={t('users.searchHelper')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          size="small"
          type="tel"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('users.searchSubmit')}
        </Button>
      </Stack>

      {search.isPending && search.fetchStatus !== 'idle' && <SessionSpinner />}
      {search.isError && <Alert severity="error">{t('users.loadFailed', { message: search.error.message })}</Alert>}
      {search.data?.length === 0 && <Typography color="text.secondary">{t('users.noUsers')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {search.data?.map((u) => (
          <UserRow
            key={`${u.uid}:${u.role ?? 'none'}`}
            user={u}
            callerRole={session.role}
            callerUid={session.user!.uid}
          />
        ))}
      </Stack>

      <Box sx={{ mt: 4 }}>
        <StaffActivity />
      </Box>
    </Container>
  );
}
