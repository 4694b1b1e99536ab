// One complaint as its reader sees it (docs/decisions/208-complaints.md): what it is about, where it is (with whom),
// how long ago it was raised and how long is left to answer, the conversation, and what this reader may do now —
// the student or parent confirms or reopens an answer, the owner answers one they have, the team takes one over and
// answers it. The owner's copy carries the team's replies without their words.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_REPLY_MAX_CHARS,
  showsHelplines,
  type ComplaintDoc,
  type ComplaintEntry,
  type ComplaintStatus,
  type OwnerComplaintDoc,
} from '@kotastay/shared/schemas/complaint';
import { formatKotaDateTime } from '../../../i18n/dates';
import { apiErrorText } from '../../../i18n/api-errors';
import { answerComplaint, reopenComplaint, resolveComplaint, takeOverComplaint } from '../api/complaints-api';
import { durationText } from '../lib/time';
import { ComplaintPhotos } from './complaint-photos';
import { Helplines } from './helplines';

export type ComplaintViewer = 'student' | 'parent' | 'owner' | 'staff';
type AnyComplaint = ComplaintDoc | OwnerComplaintDoc;

const STATUS_COLOURS: Record<ComplaintStatus, 'warning' | 'error' | 'info' | 'success' | 'default'> = {
  open: 'warning',
  reopened: 'warning',
  escalated: 'error',
  answered: 'info',
  resolved: 'success',
};

/** Now, moving on every minute (ages and deadlines on a screen left open). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const firstNameOf = (c: AnyComplaint) => ('firstName' in c ? c.firstName : c.studentFirstName);

export function ComplaintCard({ complaint: c, viewer }: { complaint: AnyComplaint; viewer: ComplaintViewer }) {
  const { t } = useTranslation('complaints');
  const now = useNow();
  const due = c.dueAt ? Date.parse(c.dueAt) - now : null;
  const waiting = c.status === 'open' || c.status === 'reopened' || c.status === 'escalated';
  const seesResident = viewer === 'owner' || viewer === 'staff';
  // Why the team has it: on the whole complaint only (the owner's copy does not carry it).
  const escalation = viewer === 'staff' && c.status === 'escalated' ? (c as ComplaintDoc).escalation : null;
  // Marked by the escalation job when the team's own deadline passed unanswered.
  const late = viewer === 'staff' && c.status === 'escalated' && Boolean((c as ComplaintDoc).teamLateAt);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, ...(late ? { borderColor: 'error.main', borderWidth: 2 } : {}) }}
      data-testid="complaint-card"
      data-status={c.status}
      data-category={c.category}
      data-id={c.id}
      data-late={late ? 'true' : undefined}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography component="h3" sx={{ fontWeight: 800, fontSize: 17, overflowWrap: 'anywhere' }}>
          {t('card.title', { category: t(`categories.${c.category}`), pg: c.pgName })}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOURS[c.status]}
          label={t(`status.${c.status}`)}
          data-testid="complaint-status"
        />
      </Stack>
      {seesResident && (
        <Typography variant="body2" color="text.secondary">
          {t('card.resident', {
            name: firstNameOf(c),
            room: c.room
              ? t('card.room', {
                  sharing: t(`card.sharing.${c.room.sharing}`),
                  ac: c.room.ac ? t('card.ac') : t('card.nonAc'),
                })
              : c.roomLabel,
          })}
          {c.raisedBy === 'parent' ? ` · ${t('card.byParent')}` : ''}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="complaint-age">
        {t('card.raisedAgo', { age: durationText(t, now - Date.parse(c.createdAt)) })}
        {waiting && due !== null && !(viewer === 'owner' && c.status === 'escalated') && (
          <Box
            component="span"
            sx={{ color: due < 0 ? 'error.main' : 'inherit', fontWeight: due < 0 ? 700 : 400 }}
            data-testid="complaint-due"
          >
            {' · '}
            {due < 0
              ? t('card.overdue', { late: durationText(t, due) })
              : t('card.dueIn', { left: durationText(t, due) })}
          </Box>
        )}
      </Typography>
      {late && <Chip size="small" color="error" sx={{ mt: 0.5 }} label={t('card.late')} data-testid="complaint-late" />}
      {escalation && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="complaint-escalation">
          {t('queue.why', { reason: t(`escalation.${escalation}`) })}
        </Typography>
      )}
      {(viewer === 'student' || viewer === 'parent') && showsHelplines(c.category) && c.status !== 'resolved' && (
        <Box sx={{ mt: 1.5 }}>
          <Helplines />
        </Box>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} data-testid="complaint-thread">
        {c.thread.map((e, i) => (
          <Entry key={i} entry={e} lang={typeof c.language === 'string' ? c.language : undefined}>
            {/* The photos were raised with the complaint: shown under its first words. */}
            {e.kind === 'raised' && <ComplaintPhotos complaintId={c.id} photoIds={c.photoIds ?? []} />}
          </Entry>
        ))}
      </Stack>
      {viewer === 'owner' && c.status === 'escalated' && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('owner.withTeam')}
        </Alert>
      )}
      <Actions complaint={c} viewer={viewer} />
    </Paper>
  );
}

/**
 * One line of the conversation. `lang`: the language the complaint was raised in, declared on the words people wrote
 * (a student writing in English on a Hindi screen is read out as English); unknown on the owner's copy.
 */
function Entry({ entry: e, lang, children }: { entry: ComplaintEntry; lang: string | undefined; children?: ReactNode }) {
  const { t } = useTranslation('complaints');
  return (
    <Box
      component="li"
      sx={{ borderLeft: 3, borderColor: e.by === 'student' || e.by === 'parent' ? 'primary.light' : 'grey.400', pl: 1 }}
      data-testid="complaint-entry"
      data-by={e.by}
      data-kind={e.kind}
    >
      <Typography variant="caption" color="text.secondary">
        {e.kind === 'escalated'
          ? t(e.by === 'staff' ? 'card.takenOver' : 'card.deadlinePassed')
          : `${t(`card.who.${e.by}`)} ${t(`card.kind.${e.kind}`)}`}{' '}
        · {formatKotaDateTime(new Date(e.at))}
      </Typography>
      {e.text !== null ? (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} lang={lang}>
          {e.text}
        </Typography>
      ) : e.by === 'staff' && e.kind === 'answer' ? (
        <Typography variant="body2" color="text.secondary">
          {t('card.staffReplied')}
        </Typography>
      ) : (e.by === 'student' || e.by === 'parent') && (e.kind === 'raised' || e.kind === 'reopened') ? (
        <Typography variant="body2" color="text.secondary">
          {t('card.removed')}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

/** What this reader may do now (the API decides; this only offers the moves the state table allows them). */
function Actions({ complaint: c, viewer }: { complaint: AnyComplaint; viewer: ComplaintViewer }) {
  const { t } = useTranslation('complaints');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const run = (p: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setError(null);
    p().then(
      () => {
        setBusy(false);
        after?.();
      },
      (err: unknown) => {
        setBusy(false);
        setError(t('actions.failed', { message: apiErrorText(err) }));
      },
    );
  };
  const failed = error && (
    <Alert severity="error" sx={{ mt: 1 }}>
      {error}
    </Alert>
  );

  if ((viewer === 'student' || viewer === 'parent') && c.status === 'answered') {
    return (
      <Box sx={{ mt: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('actions.ask')}</Typography>
        {reopening ? (
          <ReplyForm
            label={t('actions.reopenText')}
            send={t('actions.reopenSend')}
            busy={busy}
            testId="complaint-reopen"
            onSend={(text) =>
              run(
                () => reopenComplaint(c.id, { text }),
                () => setReopening(false),
              )
            }
          />
        ) : (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => run(() => resolveComplaint(c.id))}
              data-testid="complaint-resolve"
            >
              {t('actions.resolve')}
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => setReopening(true)}
              data-testid="complaint-reopen"
            >
              {t('actions.reopen')}
            </Button>
          </Stack>
        )}
        {failed}
      </Box>
    );
  }
  const ownersTurn = viewer === 'owner' && (c.status === 'open' || c.status === 'reopened');
  const teamsTurn = viewer === 'staff' && c.status === 'escalated';
  if (ownersTurn || teamsTurn) {
    return (
      <Box sx={{ mt: 1.5 }}>
        <ReplyForm
          label={t('actions.answer')}
          help={t('actions.answerHelp')}
          send={t('actions.answerSend')}
          busy={busy}
          testId="complaint-answer"
          onSend={(text) => run(() => answerComplaint(c.id, { text }))}
        />
        {failed}
      </Box>
    );
  }
  if (viewer === 'staff' && (c.status === 'open' || c.status === 'reopened')) {
    return (
      <Box sx={{ mt: 1.5 }}>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={busy}
          onClick={() => run(() => takeOverComplaint(c.id))}
          data-testid="complaint-take-over"
        >
          {t('actions.takeOver')}
        </Button>
        {failed}
      </Box>
    );
  }
  return failed || null;
}

function ReplyForm({
  label,
  help,
  send,
  busy,
  testId,
  onSend,
}: {
  label: string;
  help?: string;
  send: string;
  busy: boolean;
  testId: string;
  onSend(text: string): void;
}) {
  const { t } = useTranslation('complaints');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const short = text.trim().length < 3;
  return (
    <Stack
      component="form"
      spacing={1}
      sx={{ mt: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!short) onSend(text.trim());
      }}
    >
      <TextField
        multiline
        minRows={2}
        size="small"
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={touched && short}
        helperText={touched && short ? t('actions.tooShort') : (help ?? ' ')}
        slotProps={{ htmlInput: { maxLength: COMPLAINT_REPLY_MAX_CHARS, 'data-testid': `${testId}-text` } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`${testId}-send`}
      >
        {busy ? t('actions.sending') : send}
      </Button>
    </Stack>
  );
}
