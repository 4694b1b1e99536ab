// The review form: overall and five category ratings, a text of a few words; POST /api/reviews. A failed call
// keeps everything the student entered and says what to fix.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { REVIEW_TEXT_MAX_CHARS, REVIEW_TEXT_MIN_CHARS, REVIEW_TEXT_MIN_WORDS, STAY_CATEGORIES } from '../api/contract';
import { createReview, errorCode, errorText, reviewKeys } from '../api/reviews-api';
import {
  countWords,
  emptyReviewForm,
  fieldOf,
  toCreateBody,
  validateReview,
  type ReviewFormErrors,
  type ReviewFormValues,
} from '../lib/review-form';

type Props = { bookingId: string; pgId: string; pgName: string; open: boolean; onClose(): void; onDone(): void };

function RatingField({
  label,
  value,
  onChange,
  error,
  name,
  big,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  error: string | null;
  name: string;
  big?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`rating-${name}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, py: 0.5 }}
    >
      <Typography id={`${id}-label`} sx={{ fontWeight: big ? 700 : 500, minWidth: { xs: 128, sm: 170 } }}>
        {label}
      </Typography>
      <Rating
        name={name}
        value={value}
        size={big ? 'large' : 'medium'}
        onChange={(_, v) => onChange(v)}
        getLabelText={(n: number) => t('ratingLabel', { count: n })}
        sx={{ fontSize: big ? 36 : { xs: 27, sm: 30 } }}
      />
      {error && (
        <FormHelperText error id={`${id}-error`} sx={{ flexBasis: '100%', m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

export function ReviewFormDialog({ bookingId, pgId, pgName, open, onClose, onDone }: Props) {
  const { t } = useTranslation('reviews');
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ReviewFormValues>(emptyReviewForm);
  const [errors, setErrors] = useState<ReviewFormErrors & { server?: Partial<Record<string, string>> }>({});
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const words = countWords(values.text);

  const messageOf = (field: keyof ReviewFormErrors): string | null => {
    const server = errors.server?.[field];
    if (server) return server;
    const code = shown ? errors[field] : undefined;
    if (!code) return null;
    return t(`form.errors.${code}`, { min: String(REVIEW_TEXT_MIN_WORDS), chars: String(REVIEW_TEXT_MIN_CHARS), max: String(REVIEW_TEXT_MAX_CHARS) });
  };

  const update = (next: ReviewFormValues) => {
    setValues(next);
    setErrors({ ...validateReview(next) });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateReview(values);
    setShown(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    createReview(toCreateBody(bookingId, values)).then(
      () => {
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['listings', 'pg', pgId] });
        onDone();
      },
      (err: unknown) => {
        setBusy(false);
        if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
          const server: Partial<Record<string, string>> = {};
          for (const [k, msg] of Object.entries(err.fields)) {
            const f = fieldOf(k);
            if (f) server[f] = msg;
          }
          setErrors({ server });
          if (Object.keys(server).length < Object.keys(err.fields).length) setFailure(t('form.errors.generic', { message: errorText(err) }));
          return;
        }
        const code = errorCode(err);
        if (err instanceof ApiError && err.status === 403) setFailure(t('form.errors.forbidden'));
        else if (err instanceof ApiError && err.status === 409) setFailure(t('form.errors.conflict'));
        else if (!code) setFailure(t('form.errors.network'));
        else setFailure(t('form.errors.generic', { message: errorText(err) }));
      },
    );
  };

  const titleId = `review-title-${bookingId}`;
  const textError = messageOf('text');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'data-testid': 'review-form' } as object }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {t('form.title', { pg: pgName })}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('form.intro')}
        </Typography>
        <RatingField
          big
          name="overall"
          label={t('form.overall')}
          value={values.overall}
          onChange={(v) => update({ ...values, overall: v })}
          error={messageOf('overall')}
        />
        <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
          {t('form.categoriesTitle')}
        </Typography>
        {STAY_CATEGORIES.map((c) => (
          <RatingField
            key={c}
            name={c}
            label={t(`categories.${c}`)}
            value={values.categories[c]}
            onChange={(v) => update({ ...values, categories: { ...values.categories, [c]: v } })}
            error={messageOf(c)}
          />
        ))}
        <TextField
          label={t('form.text')}
          value={values.text}
          onChange={(e) => update({ ...values, text: e.target.value })}
          multiline
          minRows={4}
          fullWidth
          required
          sx={{ mt: 2 }}
          error={Boolean(textError)}
          slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX_CHARS + 200, 'data-testid': 'review-text' } }}
          helperText={textError ?? t('form.textHelp', { min: String(REVIEW_TEXT_MIN_WORDS), chars: String(REVIEW_TEXT_MIN_CHARS) })}
        />
        <Typography
          variant="caption"
          color={values.text.length > REVIEW_TEXT_MAX_CHARS ? 'error' : 'text.secondary'}
          component="p"
          sx={{ textAlign: 'right' }}
          aria-live="polite"
          data-testid="review-counter"
        >
          {t('form.counter', { words: String(words), chars: String(values.text.length), max: String(REVIEW_TEXT_MAX_CHARS) })}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="review-failure">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy} data-testid="review-submit">
          {busy ? t('form.submitting') : t('form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
