// "Raise a complaint" (docs/decisions/208-complaints.md): what it is about, in the student's (or parent's) own words,
// through the shared ChoiceDialog (as "Report this listing"). Where the category goes and how long whoever has it may
// take is said under the choices; safety and harassment show the helplines.
import LinearProgress from '@mui/material/LinearProgress';
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
import { ApiError } from '../../../lib/api-client';
import { raiseComplaint } from '../api/complaints-api';
import { PHOTO_MAX_MB } from '../lib/photo-files';
import { Helplines } from './helplines';
import { PhotoPicker } from './photo-picker';

/** The API's words about the photos (a 400/413 naming `photos`, or the body over the limit), else null. */
function photoProblemOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.fields.photos) return err.fields.photos;
  if (err.status === 413) return (err.body as { message?: string } | null)?.message ?? err.message;
  return null;
}

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
  const { t, i18n } = useTranslation('complaints');
  const [category, setCategory] = useState<ComplaintCategory | null>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const short = text.trim().length < COMPLAINT_TEXT_MIN_CHARS;
  const route = category ? COMPLAINT_ROUTING[category] : null;

  const send = () => {
    setTouched(true);
    if (!category || short) return;
    setBusy(true);
    setError(null);
    setPhotoError(null);
    // Nothing is cleared on a failure: the words, the category and the photos stay for another try.
    raiseComplaint({ stayId, category, text: text.trim() }, photos).then(
      () => {
        setBusy(false);
        onDone();
      },
      (err: unknown) => {
        setBusy(false);
        const aboutPhotos = photoProblemOf(err);
        if (aboutPhotos !== null) setPhotoError(i18n.language === 'en' ? aboutPhotos : t('photos.refused', { mb: PHOTO_MAX_MB }));
        setError(aboutPhotos !== null ? t('photos.notSent') : t('raise.error', { message: apiErrorText(err) }));
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
      after={
        <>
          <PhotoPicker
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              setPhotoError(null);
            }}
            error={photoError}
            disabled={busy}
          />
          {busy && photos.length > 0 && (
            <>
              <LinearProgress sx={{ mt: 1 }} aria-label={t('photos.sending', { count: photos.length })} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="complaint-photo-progress">
                {t('photos.sending', { count: photos.length })}
              </Typography>
            </>
          )}
        </>
      }
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
