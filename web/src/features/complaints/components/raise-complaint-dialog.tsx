// "Raise a complaint" (docs/decisions/208-complaints.md): what it is about, in the student's (or parent's) own words,
// through the shared ChoiceDialog (as "Report this listing"). Where the category goes and how long whoever has it may
// take is said under the choices; safety and harassment show the helplines.
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_ROUTING,
  COMPLAINT_TEXT_MAX_CHARS,
  COMPLAINT_TEXT_MIN_CHARS,
  type ComplaintCategory,
} from '@kotastay/shared/schemas/complaint';
import { ChoiceDialog } from '../../../components/choice-dialog';
import { apiErrorText } from '../../../i18n/api-errors';
import { raiseComplaint } from '../api/complaints-api';
import { Helplines } from './helplines';

export default function RaiseComplaintDialog({
  stayId,
  pgName,
  onClose,
  onDone,
}: {
  stayId: string;
  pgName: string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('complaints');
  const [category, setCategory] = useState<ComplaintCategory | null>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const short = text.trim().length < COMPLAINT_TEXT_MIN_CHARS;
  const route = category ? COMPLAINT_ROUTING[category] : null;

  const send = () => {
    setTouched(true);
    if (!category || short) return;
    setBusy(true);
    setError(null);
    raiseComplaint({ stayId, category, text: text.trim() }).then(
      () => {
        setBusy(false);
        onDone();
      },
      (err: unknown) => {
        setBusy(false);
        setError(t('raise.error', { message: apiErrorText(err) }));
      },
    );
  };

  return (
    <ChoiceDialog<ComplaintCategory>
      id="raise-complaint-title"
      title={t('raise.title')}
      intro={t('raise.intro', { pg: pgName })}
      legend={t('raise.legend')}
      choices={COMPLAINT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
      choice={category}
      onChoice={setCategory}
      choiceError={touched && !category ? t('raise.pick') : null}
      textLabel={t('raise.text')}
      text={text}
      onText={setText}
      textHelp={t('raise.textHelp', { min: COMPLAINT_TEXT_MIN_CHARS })}
      textError={touched && short ? t('raise.textShort', { min: COMPLAINT_TEXT_MIN_CHARS }) : null}
      maxChars={COMPLAINT_TEXT_MAX_CHARS}
      error={error}
      busy={busy}
      submitLabel={t('raise.submit')}
      sendingLabel={t('raise.sending')}
      cancelLabel={t('raise.cancel')}
      onClose={onClose}
      onSubmit={send}
      testIds={{ choice: (c) => `complaint-category-${c}`, text: 'complaint-text', submit: 'complaint-submit' }}
    >
      {route && (
        <Typography variant="body2" sx={{ mb: 2, fontWeight: 600 }} data-testid="complaint-route">
          {route.to === 'owner'
            ? t('raise.toOwner', { hours: route.hours })
            : t('raise.toTeam', { hours: route.hours })}
        </Typography>
      )}
      {route?.helplines && <Helplines />}
    </ChoiceDialog>
  );
}
