// /manage-pg ("My PGs"): the owner's drafts, read live, each with its status; free beds in one tap (live at once),
// hide/show, edit, and delete a never-published draft. Every change goes through /api/listings.
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { manageStatusOf } from '@kotastay/shared/schemas/pg-draft';
import { useSession } from '../../auth';
import { SessionSpinner } from '../../auth';
import { OwnerVisits } from '../../bookings';
import { OwnerComplaints } from '../../complaints';
import { Residents } from '../../stays';
import { OwnerEarnings } from '../../earnings';
import { deleteDraft, errorText, setBeds, setVisible } from '../api/listings-api';
import { STATUS_CHIP_COLOURS } from '../components/status-colours';
import { OwnerFirebase } from '../components/owner-firebase';
import { OwnerOccupancy } from '../components/occupancy';
import { OwnerVisitSlots } from '../components/visit-slots';
import { OwnerPerformance } from '../components/performance';
import { useMyDrafts } from '../hooks/use-listing-drafts';

export default function ManagePgScreen() {
  const session = useSession({ eager: true });
  if (!session.user) return <SessionSpinner />;
  return (
    <OwnerFirebase>
      <MyPgs uid={session.user.uid} isOwner={session.role === 'pg_owner'} />
    </OwnerFirebase>
  );
}

function MyPgs({ uid, isOwner }: { uid: string; isOwner: boolean }) {
  const { t } = useTranslation('owner');
  const { status, drafts } = useMyDrafts(uid);
  const [error, setError] = useState<string | null>(null);
  const run = (p: Promise<unknown>) => void p.catch((err: unknown) => setError(t('manage.failed', { message: errorText(err) })));
  const rows = drafts.slice().sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 } }}>{t('manage.title')}</Typography>
        <Button variant="contained" component={RouterLink} to={ROUTES.addPg}>{t('manage.add')}</Button>
      </Stack>
      {error && <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>{error}</Alert>}
      {status === 'loading' && <SessionSpinner />}
      {status === 'success' && rows.length === 0 && <Typography>{t('manage.empty')}</Typography>}
      <Stack spacing={2}>
        {rows.map((d) => {
          const s = manageStatusOf(d);
          return (
            <Paper key={d.id} variant="outlined" sx={{ p: 2 }} data-testid="my-pg">
              <Stack sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }} direction="row" spacing={1}>
                <div>
                  <Typography variant="h2" sx={{ fontSize: 18 }}>{d.name || t('manage.untitled')}</Typography>
                  <Typography variant="body2" color="text.secondary">{d.areaName}</Typography>
                </div>
                <Chip
                  label={t(`manage.status.${s}`)}
                  size="small"
                  data-testid="pg-status"
                  sx={{ color: STATUS_CHIP_COLOURS[s].fg, bgcolor: STATUS_CHIP_COLOURS[s].bg, fontWeight: 600, flexShrink: 0 }}
                />
              </Stack>
              {d.live && d.review?.status === 'submitted' && <Typography variant="body2" sx={{ mt: 1 }}>{t('manage.underReview')}</Typography>}
              {d.review?.status === 'changes_requested' && <Alert severity="warning" sx={{ mt: 1 }}>{t('wizard.changesRequested', { reason: d.review.reason ?? '' })}</Alert>}
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                {d.rooms.map((r) => (
                  <Stack sx={{ alignItems: 'center' }} key={r.id} direction="row" spacing={1} data-testid="room-beds" data-room-id={r.id}>
                    <IconButton aria-label={t('manage.less')} size="small" disabled={r.bedsAvailable <= 0} onClick={() => run(setBeds(d.id, r.id, r.bedsAvailable, r.bedsAvailable - 1))}>
                      <RemoveIcon fontSize="small" />
                    </IconButton>
                    <Typography variant="body2" sx={{ minWidth: 200 }}>
                      {t('manage.bedsOf', { sharing: t(`wizard.sharings.${r.sharing}`), ac: r.ac ? t('manage.acSuffix') : '', free: String(r.bedsAvailable), total: String(r.bedsTotal) })}
                    </Typography>
                    <IconButton aria-label={t('manage.more')} size="small" disabled={r.bedsAvailable >= r.bedsTotal} onClick={() => run(setBeds(d.id, r.id, r.bedsAvailable, r.bedsAvailable + 1))}>
                      <AddIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
                <Button component={RouterLink} to={`${ROUTES.addPg}?id=${encodeURIComponent(d.id)}`}>{t('manage.edit')}</Button>
                {/* The listing as students see it (the public page shares the draft's id; issue #21). */}
                {d.live?.visible && (
                  <Button component={RouterLink} to={ROUTES.pgDetail(d.id)} data-testid="view-public">{t('manage.viewPublic')}</Button>
                )}
                {d.live && (
                  <Button onClick={() => run(setVisible(d.id, !d.live?.visible))}>{d.live.visible ? t('manage.hide') : t('manage.show')}</Button>
                )}
                {/* Never published: a draft is deleted; one sent for review is withdrawn (the same call, said as it is). */}
                {!d.live && (d.review?.status === 'submitted' ? (
                  <Button color="error" onClick={() => window.confirm(t('manage.confirmWithdraw')) && run(deleteDraft(d.id))}>{t('manage.withdraw')}</Button>
                ) : (
                  <Button color="error" onClick={() => window.confirm(t('manage.confirmDelete')) && run(deleteDraft(d.id))}>{t('manage.delete')}</Button>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {/* The rules let only a current owner list their visits (decision 212), residents (decision 207) and complaints (decision 208): nobody else asks. */}
      {isOwner && <OwnerVisits ownerUid={uid} />}
      {isOwner && <OwnerComplaints ownerUid={uid} />}
      {isOwner && <Residents ownerUid={uid} />}
      {isOwner && <OwnerOccupancy drafts={rows} />}
      {isOwner && <OwnerVisitSlots drafts={rows} />}
      {isOwner && <OwnerPerformance drafts={rows} />}
      {isOwner && <OwnerEarnings ownerUid={uid} />}
    </Container>
  );
}
