// The complaint lists each person sees (docs/decisions/208-complaints.md), each inside a screen that already has
// Firebase's providers: a stay's complaints for its student or parent (with "Raise a complaint" while they live
// there), an owner's complaints (their view; they answer), and the team's queue, the most urgent first.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintDoc } from '@kotastay/shared/schemas/complaint';
import { useComplaintQueue, useOwnerComplaints, useStayComplaints } from '../hooks/use-complaints';
import { ComplaintCard } from './complaint-card';

const RaiseComplaintDialog = lazy(() => import('./raise-complaint-dialog'));

/**
 * A stay's complaints, for its student (`uid`) or its parent (`parentPhone`), and "Raise a complaint" while the stay
 * is lived in. Nothing but the button while there is none.
 */
export function StayComplaints({
  stay,
  reader,
}: {
  stay: { id: string; pgName: string; status: string };
  reader: { uid: string } | { parentPhone: string };
}) {
  const { t } = useTranslation('complaints');
  const { items } = useStayComplaints(stay.id, reader);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const viewer = 'uid' in reader ? 'student' : 'parent';
  const canRaise = stay.status !== 'ended';
  if (items.length === 0 && !canRaise) return null;
  return (
    <Stack component="section" spacing={1.5} sx={{ mt: 2 }} aria-label={t('stay.title')} data-testid="stay-complaints">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 800, fontSize: 17 }}>
          {t('stay.title')}
        </Typography>
        {canRaise && (
          <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="complaint-raise">
            {t('raise.open')}
          </Button>
        )}
      </Stack>
      {done && (
        <Alert severity="success" onClose={() => setDone(false)} data-testid="complaint-raised">
          {t('raise.done')}
        </Alert>
      )}
      {items.map((c) => (
        <ComplaintCard key={c.id} complaint={c} viewer={viewer} />
      ))}
      {open && (
        <Suspense fallback={null}>
          <RaiseComplaintDialog
            stayId={stay.id}
            pgName={stay.pgName}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              setDone(true);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** An owner's complaints (their view), those waiting for them first. */
export function OwnerComplaints({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('complaints');
  const { items } = useOwnerComplaints(ownerUid);
  const theirs = (s: string) => (s === 'open' || s === 'reopened' ? 0 : 1);
  const rows = items
    .slice()
    .sort((a, b) => theirs(a.status) - theirs(b.status) || (a.dueAt ?? '').localeCompare(b.dueAt ?? ''));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 3 }}
      component="section"
      aria-label={t('owner.title')}
      data-testid="owner-complaints"
    >
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('owner.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('owner.intro')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('owner.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {rows.map((c) => (
            <ComplaintCard key={c.id} complaint={c} viewer="owner" />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const SECTION_OF = (c: ComplaintDoc): 'team' | 'owner' | 'answered' =>
  c.status === 'escalated' ? 'team' : c.status === 'answered' ? 'answered' : 'owner';
/** Late ones (past the team's own deadline) first, then the soonest deadline. */
const byDeadline = (a: ComplaintDoc, b: ComplaintDoc) =>
  Number(Boolean(b.teamLateAt)) - Number(Boolean(a.teamLateAt)) ||
  (a.dueAt ?? a.updatedAt).localeCompare(b.dueAt ?? b.updatedAt);

/** The team's queue: with the team (soonest deadline first), with owners (soonest first), answered (oldest first). */
export function ComplaintQueue() {
  const { t } = useTranslation('complaints');
  const { status, items } = useComplaintQueue();
  if (status === 'success' && items.length === 0) return <Alert severity="info">{t('queue.empty')}</Alert>;
  return (
    <Stack spacing={3} data-testid="complaint-queue">
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="complaint-count">
        {t('queue.count', { count: items.length })}
      </Typography>
      {(['team', 'owner', 'answered'] as const).map((section) => {
        const rows = items.filter((c) => SECTION_OF(c) === section).sort(byDeadline);
        if (rows.length === 0) return null;
        return (
          <Stack
            key={section}
            component="section"
            spacing={1.5}
            aria-label={t(`queue.sections.${section}`)}
            data-testid={`queue-${section}`}
          >
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
              {t(`queue.sections.${section}`)} ({rows.length})
            </Typography>
            {rows.map((c) => (
              <ComplaintCard key={c.id} complaint={c} viewer="staff" />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
