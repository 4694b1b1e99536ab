// Give a team role to a mobile number before its first sign-in (docs/requirements/admin-and-team.md#roles): the
// form offers exactly the roles the shared policy lets the caller give (shared/src/role-policy.ts); pending grants
// are listed with a way to take them back. The number applies the role at its first sign-in (beforeUserCreated).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { grantableRolesFor } from '@kotastay/shared/role-policy';
import type { Role } from '@kotastay/shared/roles';
import type { GrantableRole } from '@kotastay/shared/schemas/role-grant';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useGrantRole, useRevokeGrant, useRoleGrants } from '../api/admin-console';
import { formatWhen } from '../lib/when';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatPhone, SessionSpinner } from '../../auth';

const messageOf = (err: Error) => apiErrorText(err);

export function RoleGrantsPanel({ callerRole, enabled }: { callerRole: Role | null; enabled: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const notify = useNotify();
  const roles = grantableRolesFor(callerRole) as GrantableRole[];
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<GrantableRole | ''>(roles[0] ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const grants = useRoleGrants(enabled);
  const grant = useGrantRole();
  const revoke = useRevokeGrant();
  const roleName = (r: string) => t(`roles.${r as Role}`, { ns: 'common' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!role) return;
    setFieldErrors({});
    grant.mutate(
      { phone, role },
      {
        onSuccess: (r) => {
          const shown = formatPhone(r.status === 'pending' ? r.grant.phone : r.phone);
          if (!r.changed)
            notify({
              title: t('console.grantUnchanged.title'),
              text: t('console.grantUnchanged.text', { phone: shown }),
              variant: 'info',
            });
          else
            notify({
              title: t('console.granted.title'),
              text: t(r.status === 'pending' ? 'console.granted.pending' : 'console.granted.applied', {
                phone: shown,
                role: roleName(role),
              }),
              variant: 'success',
            });
          // Only a successful grant clears the form: what was typed stays after a refusal.
          setPhone('');
        },
        onError: (err) => {
          if (err instanceof ApiError) setFieldErrors(err.fields);
          notify({ title: t('console.grantFailed'), text: messageOf(err), variant: 'destructive' });
        },
      },
    );
  };

  const onRevoke = (p: string) =>
    revoke.mutate(p, {
      onSuccess: () =>
        notify({
          title: t('console.revoked.title'),
          text: t('console.revoked.text', { phone: formatPhone(p) }),
          variant: 'success',
        }),
      onError: (err) => notify({ title: t('console.revokeFailed'), text: messageOf(err), variant: 'destructive' }),
    });

  return (
    <Box component="section" aria-labelledby="grants-title" sx={{ mb: 4 }}>
      <Typography id="grants-title" variant="h6" component="h2">
        {t('console.grantsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('console.grantsIntro')}
      </Typography>
      {roles.length === 0 ? (
        <Alert severity="info">{t('console.noGrantRight')}</Alert>
      ) : (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={submit}
          sx={{ mb: 2 }}
          data-testid="role-grant-form"
        >
          <TextField
            label={t('console.phone')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={Boolean(fieldErrors.phone)}
            helperText={fieldErrors.phone ?? t('console.phoneHelper')}
            size="small"
            type="tel"
            required
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 16, name: 'phone' } }}
          />
          <TextField
            select
            label={t('console.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as GrantableRole)}
            error={Boolean(fieldErrors.role)}
            helperText={fieldErrors.role ?? ' '}
            size="small"
            sx={{ minWidth: 180 }}
            slotProps={{ select: { inputProps: { name: 'role' } } }}
          >
            {roles.map((r) => (
              <MenuItem key={r} value={r}>
                {roleName(r)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={grant.isPending || !phone.trim()}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('console.give')}
          </Button>
        </Stack>
      )}

      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('console.pendingTitle')}
      </Typography>
      {grants.isPending && grants.fetchStatus !== 'idle' && <SessionSpinner />}
      {grants.isError && (
        <Alert severity="error">{t('console.pendingFailed', { message: grants.error.message })}</Alert>
      )}
      {grants.data?.grants.length === 0 && <Typography color="text.secondary">{t('console.pendingEmpty')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="pending-grants">
        {grants.data?.grants.map((g) => (
          <Card key={g.phone} component="li" variant="outlined">
            <CardContent
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
                py: 1.25,
                '&:last-child': { pb: 1.25 },
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {formatPhone(g.phone)} · {roleName(g.role)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('console.grantedOn', { when: formatWhen(g.grantedAt) })}
                </Typography>
              </Box>
              <Button size="small" color="error" onClick={() => onRevoke(g.phone)} disabled={revoke.isPending}>
                {t('console.revoke')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
