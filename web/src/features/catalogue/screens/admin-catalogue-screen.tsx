// /admin/catalogue (docs/decisions/110-catalogue-admin.md): coachings, branches and areas — lists, create and edit
// with a map pin, delete with a confirmation. The API refuses a delete while something uses the entry (409
// in_use) and says what; that message is shown in the confirmation. Every change reaches search at once.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { Coaching } from '@kotastay/shared/schemas/catalogue';
import {
  deleteEntry,
  messageOf,
  useAdminAreas,
  useAdminBranches,
  useAdminCoachings,
  useRefreshCatalogue,
  type CatalogueKind,
} from '../api/admin-catalogue-api';
import { EntryDialog, type Entry } from '../components/entry-dialog';

const KINDS: CatalogueKind[] = ['coachings', 'branches', 'areas'];

export default function AdminCatalogueScreen() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((k) => k === params.get('tab')) ?? 'coachings';
  const coachings = useAdminCoachings();
  const areas = useAdminAreas();
  const [coachingId, setCoachingId] = useState<string | null>(null);
  const selectedCoaching = coachingId ?? coachings.data?.[0]?.id ?? null;
  const branches = useAdminBranches(kind === 'branches' ? selectedCoaching : null);
  const refresh = useRefreshCatalogue();
  const [editing, setEditing] = useState<{ entry: Entry | null } | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = kind === 'coachings' ? coachings : kind === 'areas' ? areas : branches;
  const rows = (list.data ?? []) as Entry[];
  const done = (text: string) => {
    setNotice(text);
    void refresh();
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button component={RouterLink} to={ROUTES.adminDashboard} sx={{ mb: 1 }}>{t('admin.back')}</Button>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 } }}>{t('admin.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('admin.intro')}</Typography>
      <Tabs value={kind} onChange={(_e, v: CatalogueKind) => { setNotice(null); setParams({ tab: v }, { replace: true }); }} variant="fullWidth" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {KINDS.map((k) => (
          <Tab key={k} value={k} label={t(`admin.tabs.${k}`)} />
        ))}
      </Tabs>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="catalogue-notice">{notice}</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        {kind === 'branches' && (
          <TextField select size="small" label={t('admin.pickCoaching')} value={selectedCoaching ?? ''} onChange={(e) => setCoachingId(e.target.value)} sx={{ minWidth: 240 }}>
            {(coachings.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ entry: null })} disabled={kind === 'branches' && !selectedCoaching}>
          {t(`admin.add.${kind}`)}
        </Button>
      </Stack>
      {list.isError && <Alert severity="error">{t('admin.loadFailed')}</Alert>}
      {list.isSuccess && rows.length === 0 && <Typography>{t(`admin.empty.${kind}`)}</Typography>}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="catalogue-row">
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{detailOf(row, t)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flex: '0 0 auto', ml: 'auto' }}>
              <Button size="small" onClick={() => setEditing({ entry: row })} aria-label={`${t('admin.edit')} ${row.name}`}>{t('admin.edit')}</Button>
              <Button size="small" color="error" onClick={() => setDeleting(row)} aria-label={`${t('admin.delete')} ${row.name}`}>{t('admin.delete')}</Button>
            </Box>
          </Paper>
        ))}
      </Stack>
      {editing && (
        <EntryDialog
          kind={kind}
          entry={editing.entry}
          coachings={(coachings.data ?? []) as Coaching[]}
          defaultCoachingId={selectedCoaching}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            done(t('admin.saved', { name }));
          }}
        />
      )}
      {deleting && <ConfirmDelete kind={kind} entry={deleting} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); done(t('admin.deleted', { name: deleting.name })); }} />}
    </Container>
  );
}

function detailOf(row: Entry, t: TFunction<'catalogue'>): string {
  const parts: string[] = [row.id];
  if ('exams' in row) parts.push(row.exams.join(', '));
  if ('lat' in row) parts.push(`${row.lat.toFixed(5)}, ${row.lng.toFixed(5)}`);
  if ('address' in row && row.address) parts.push(row.address);
  if ('popular' in row && row.popular) parts.push(row.popularRank ? `${t('admin.popular')} (${t('admin.rank', { rank: String(row.popularRank) })})` : t('admin.popular'));
  return parts.join(' · ');
}

function ConfirmDelete({ kind, entry, onClose, onDeleted }: { kind: CatalogueKind; entry: Entry; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('catalogue');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteEntry(kind, entry.id);
      onDeleted();
    } catch (e) {
      setFailure(messageOf(e, t('admin.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{t('admin.confirmTitle', { name: entry.name })}</DialogTitle>
      <DialogContent>
        {failure ? <Alert severity="error" data-testid="delete-refused">{failure}</Alert> : <Typography>{t('admin.confirmText')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('admin.cancel')}</Button>
        {!failure && <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>{t('admin.delete')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
