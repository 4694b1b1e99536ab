// The stay lists each person sees (docs/decisions/207-stays-notice-and-exit.md), each inside a screen that already
// has Firebase's providers: the student's own stays (with the notice form and their complaints, decision 208), a
// parent's children's stays (with their complaints), an owner's
// residents (stay_residents: first name, room, dates; no phone, no rent), and the move-in desk's notices. Nothing shows while there is none
// (the student's and the parent's pages are about bookings until a move-in).
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StayComplaints } from '../../complaints';
import { useChildStayContacts, useMyStays, useNotices, useResidents, useRoomChangeRequests, useStay } from '../hooks/use-stays';
import { ResidentRent, type PayOrder } from './rent-panel';
import { RoomChangeRow } from './room-change';
import { StayCard } from './stay-card';
import { dayLabel, useRoomText } from './stay-words';

/** The signed-in student's stays, newest first. */
export function MyStays({ uid, payOrder }: { uid: string; payOrder?: PayOrder }) {
  const { t } = useTranslation('stays');
  const { status, items } = useMyStays(uid);
  // A failed read is said, not shown as "no stay": the notice form lives on this card.
  if (status === 'error') return <Alert severity="error" sx={{ mb: 3 }}>{t('student.loadError')}</Alert>;
  if (items.length === 0) return null;
  return (
    <Stack component="section" spacing={2} sx={{ mb: 3 }} aria-label={t('student.title')} data-testid="my-stays">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('student.title')}
      </Typography>
      {items.map((s) => (
        <StayCard key={s.id} stay={s} canGiveNotice payOrder={payOrder}>
          <StayComplaints stay={s} reader={{ uid }} />
        </StayCard>
      ))}
    </Stack>
  );
}

/** The stays whose parent's number is `phone`. */
export function ChildStays({ phone }: { phone: string }) {
  const { items } = useChildStayContacts(phone);
  if (items.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mb: 3 }} data-testid="child-stays">
      {items.map((c) => (
        <ChildStay key={c.id} id={c.id} name={c.studentName} phone={phone} />
      ))}
    </Stack>
  );
}

function ChildStay({ id, name, phone }: { id: string; name: string; phone: string }) {
  const { t } = useTranslation('stays');
  const { stay } = useStay(id);
  if (!stay) return null;
  return (
    <section aria-label={t('parent.title', { name })}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 1 }}>
        {t('parent.title', { name })}
      </Typography>
      <StayCard stay={stay}>
        <StayComplaints stay={stay} reader={{ parentPhone: phone }} />
      </StayCard>
    </section>
  );
}

/**
 * A titled list panel (the owner's residents, the move-in desk's notices): a failed read says so and what to do,
 * rather than showing as an empty list; nothing is claimed while the first answer is awaited.
 */
function ListPanel<T>({ title, testId, loaded, empty, loadError, render, sx }: {
  title: string;
  testId: string;
  loaded: { status: 'loading' | 'success' | 'error'; items: T[] };
  empty: string;
  loadError: string;
  render: (item: T) => ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('stays');
  return (
    <Paper variant="outlined" sx={[{ p: 2 }, ...(Array.isArray(sx) ? sx : [sx])]} component="section" aria-label={title} aria-busy={loaded.status === 'loading'} data-testid={testId}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 1 }}>
        {title}
      </Typography>
      {loaded.status === 'error' ? (
        <Alert severity="error">{loadError}</Alert>
      ) : loaded.status === 'loading' ? (
        <Typography color="text.secondary">{t('lists.loading')}</Typography>
      ) : loaded.items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack spacing={1}>{loaded.items.map(render)}</Stack>
      )}
    </Paper>
  );
}

/** An owner's residents: first name, PG, room and dates. */
export function Residents({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('stays');
  const roomText = useRoomText();
  return (
    <ListPanel
      title={t('residents.title')}
      testId="residents"
      loaded={useResidents(ownerUid)}
      empty={t('residents.empty')}
      loadError={t('residents.loadError')}
      sx={{ mt: 3 }}
      render={(s) => (
        <div key={s.id} data-testid="resident" data-stay-id={s.id}>
          <Typography sx={{ fontWeight: 700 }}>{t('residents.row', { name: s.firstName, pg: s.pgName, room: roomText(s) })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('residents.dates', { start: dayLabel(s.startDate) })}
            {s.status === 'notice_given' && s.exitDate ? ` · ${t('residents.leaving', { date: dayLabel(s.exitDate) })}` : ''}
            {s.status === 'ended' && s.exitDate ? ` · ${t('residents.left', { date: dayLabel(s.exitDate) })}` : ''}
          </Typography>
          <ResidentRent stayId={s.id} />
        </div>
      )}
    />
  );
}

/** The move-in desk's list of stays with notice given, soonest exit first. */
export function NoticesDesk() {
  const { t } = useTranslation('stays');
  const notices = useNotices();
  const byExit = notices.items.slice().sort((a, b) => (a.notice?.exitDate ?? '').localeCompare(b.notice?.exitDate ?? ''));
  return (
    <ListPanel
      title={t('desk.title')}
      testId="notices-desk"
      loaded={{ status: notices.status, items: byExit }}
      empty={t('desk.empty')}
      loadError={t('desk.loadError')}
      sx={{ mb: 3 }}
      render={(s) => (
        <Typography key={s.id} variant="body2" data-testid="notice-row">
          {t('desk.row', { name: s.studentFirstName, pg: s.pgName, date: s.notice ? dayLabel(s.notice.exitDate) : '' })}
        </Typography>
      )}
    />
  );
}

/** The move-in desk's room change requests, oldest first: approve (the bed moves) or decline with a note. */
export function RoomChangesDesk() {
  const { t } = useTranslation('stays');
  const requests = useRoomChangeRequests();
  const oldestFirst = requests.items.slice().sort((a, b) => (a.roomChange?.requestedAt ?? '').localeCompare(b.roomChange?.requestedAt ?? ''));
  return (
    <ListPanel
      title={t('roomChange.deskTitle')}
      testId="room-changes-desk"
      loaded={{ status: requests.status, items: oldestFirst }}
      empty={t('roomChange.deskEmpty')}
      loadError={t('roomChange.deskLoadError')}
      sx={{ mb: 3 }}
      render={(s) => <RoomChangeRow key={s.id} stay={s} />}
    />
  );
}
