// /admin/listings: the queue of submitted listings. The reviewer ticks the Kota Cares checklist against the photos
// and a visit, records the visit date, and approves (POST /verify) or requests changes with a reason.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { checklistItemsFor } from '@kotastay/shared/schemas/pg-draft';
import { SessionSpinner } from '../../auth';
import { ChargesReview } from '../../costs/owner';
import { errorText, requestChanges, verifyDraft } from '../api/listings-api';
import { RoomLines } from '../components/listing-summary';
import { RecheckQueue } from '../components/recheck-queue';
import { OwnerFirebase } from '../components/owner-firebase';
import { draftVersion, useOwnerContact, useSubmittedDrafts, type DraftRow } from '../hooks/use-listing-drafts';

export default function AdminListingsScreen() {
  return (
    <OwnerFirebase>
      <Queue />
    </OwnerFirebase>
  );
}

function Queue() {
  const { t } = useTranslation('owner');
  const { status, drafts: rows } = useSubmittedDrafts();
  // A decision takes the listing out of this queue (its status is no longer "submitted") and its card with it,
  // so the outcome is shown here, above the queue, where it stays after the card has gone.
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button component={RouterLink} to={ROUTES.adminDashboard} sx={{ mb: 1 }}>{t('admin.back')}</Button>
      <RecheckQueue />
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>{t('admin.title')}</Typography>
      {decided && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDecided(null)} data-testid="review-outcome">
          {decided}
        </Alert>
      )}
      {status === 'loading' && <SessionSpinner />}
      {status === 'success' && rows.length === 0 && <Typography>{t('admin.empty')}</Typography>}
      <Stack spacing={3}>
        {rows.map((d) => (
          <Review key={d.id} draft={d} onDecided={(text) => setDecided(`${d.name || t('manage.untitled')}: ${text}`)} />
        ))}
      </Stack>
    </Container>
  );
}

/** The visit date's default: today in Kota (IST), not in UTC — from 00:00 to 05:30 in Kota, UTC is still yesterday. */
const today = () => kotaDate(Date.now());

/** Who listed it, as the reviewer will call them: the owner's name and mobile from users/{uid} (current admins read it). */
function OwnerLine({ uid }: { uid: string }) {
  const { t } = useTranslation('owner');
  const { name, phone } = useOwnerContact(uid);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {name ? t('admin.ownerNamed', { name, phone: phone ?? '' }) : t('admin.owner', { uid })}
    </Typography>
  );
}

function Review({ draft, onDecided }: { draft: DraftRow; onDecided: (text: string) => void }) {
  const { t } = useTranslation(['owner', 'listings']);
  const items = checklistItemsFor(draft.gender);
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [visitDate, setVisitDate] = useState(today());
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const version = draftVersion(draft);
  const act = (p: Promise<unknown>, ok: string) => {
    setFailure(null);
    void p.then(
      () => onDecided(ok),
      (err: unknown) => setFailure(t('admin.failed', { message: errorText(err) })),
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="review-item">
      <Typography variant="h2" sx={{ fontSize: 20 }}>{draft.name}</Typography>
      <Typography color="text.secondary">
        {draft.address} · {draft.areaName} · {draft.gender ? t(`wizard.genders.${draft.gender}`) : ''}
      </Typography>
      <OwnerLine uid={draft.ownerId} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1, my: 1.5 }}>
        {(draft.photos ?? []).map((p) => (
          <Box key={p.id} sx={{ aspectRatio: '4 / 3', bgcolor: p.placeholderColor ?? 'grey.200', borderRadius: 1, overflow: 'hidden' }}>
            <a href={p.urls.full} target="_blank" rel="noreferrer">
              <img src={p.urls.thumb} alt={p.alt} width={160} height={120} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </a>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2">{t('admin.rooms')}</Typography>
      <RoomLines rooms={draft.rooms} />
      <Box sx={{ mb: 1.5 }}>
        <ChargesReview charges={draft.charges} rooms={draft.rooms} />
      </Box>
      <Typography variant="subtitle2">{t('admin.checklist')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {items.map((item) => (
          <FormControlLabel
            key={item}
            control={<Checkbox checked={ticked[item] === true} onChange={(e) => setTicked({ ...ticked, [item]: e.target.checked })} />}
            label={`${t(`checklist.${item}`, { ns: 'listings' })}${item in draft.declaration ? ` (${t('admin.declared')}: ${draft.declaration[item as keyof typeof draft.declaration] ? '✓' : '✗'})` : ''}`}
          />
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <TextField type="date" label={t('admin.visitDate')} value={visitDate} onChange={(e) => setVisitDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button
          variant="contained"
          color="success"
          onClick={() => act(verifyDraft(draft.id, { draftVersion: version, visitDate, checklist: items.map((item) => ({ item, ok: ticked[item] === true })) }), t('admin.approved'))}
        >
          {t('admin.approve')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <TextField fullWidth label={t('admin.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button variant="outlined" color="warning" onClick={() => act(requestChanges(draft.id, reason), t('admin.changesSent'))}>
          {t('admin.requestChanges')}
        </Button>
      </Stack>
      {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}
    </Paper>
  );
}
