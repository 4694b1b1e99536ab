// The stay lists each person sees (docs/decisions/207-stays-notice-and-exit.md), each inside a screen that already
// has Firebase's providers: the student's own stays (with the notice form and their complaints, decision 208), a
// parent's children's stays (with their complaints), an owner's
// residents (stay_residents: first name, room, dates; no phone, no rent), and the move-in desk's notices. Nothing shows while there is none
// (the student's and the parent's pages are about bookings until a move-in).
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StayComplaints } from '../../complaints';
import { useChildStayContacts, useMyStays, useNotices, useResidents, useStay } from '../hooks/use-stays';
import { StayCard, dayLabel, useRoomText } from './stay-card';

/** The signed-in student's stays, newest first. */
export function MyStays({ uid }: { uid: string }) {
  const { t } = useTranslation('stays');
  const { items } = useMyStays(uid);
  if (items.length === 0) return null;
  return (
    <Stack component="section" spacing={2} sx={{ mb: 3 }} aria-label={t('student.title')} data-testid="my-stays">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('student.title')}
      </Typography>
      {items.map((s) => (
        <StayCard key={s.id} stay={s} canGiveNotice>
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

/** An owner's residents: first name, PG, room and dates. */
export function Residents({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('stays');
  const roomText = useRoomText();
  const { items } = useResidents(ownerUid);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label={t('residents.title')} data-testid="residents">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 1 }}>
        {t('residents.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('residents.empty')}</Typography>
      ) : (
        <Stack spacing={1}>
          {items.map((s) => (
            <div key={s.id} data-testid="resident">
              <Typography sx={{ fontWeight: 700 }}>{t('residents.row', { name: s.firstName, pg: s.pgName, room: roomText(s) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('residents.dates', { start: dayLabel(s.startDate) })}
                {s.status === 'notice_given' && s.exitDate ? ` · ${t('residents.leaving', { date: dayLabel(s.exitDate) })}` : ''}
                {s.status === 'ended' && s.exitDate ? ` · ${t('residents.left', { date: dayLabel(s.exitDate) })}` : ''}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The move-in desk's list of stays with notice given, soonest exit first. */
export function NoticesDesk() {
  const { t } = useTranslation('stays');
  const { items } = useNotices();
  const byExit = items.slice().sort((a, b) => (a.notice?.exitDate ?? '').localeCompare(b.notice?.exitDate ?? ''));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label={t('desk.title')} data-testid="notices-desk">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18, mb: 1 }}>
        {t('desk.title')}
      </Typography>
      {byExit.length === 0 ? (
        <Typography color="text.secondary">{t('desk.empty')}</Typography>
      ) : (
        <Stack spacing={0.5}>
          {byExit.map((s) => (
            <Typography key={s.id} variant="body2" data-testid="notice-row">
              {t('desk.row', { name: s.studentFirstName, pg: s.pgName, date: s.notice ? dayLabel(s.notice.exitDate) : '' })}
            </Typography>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
