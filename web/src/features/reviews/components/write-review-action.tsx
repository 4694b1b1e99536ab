// /bookings: "Write a review" on a confirmed booking that has not been reviewed yet (the API says which are eligible).
import RateReviewIcon from '@mui/icons-material/RateReview';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eligibleOptions } from '../api/reviews-api';
import { ReviewFormDialog } from './review-form-dialog';

type Props = { uid: string; bookingId: string; pgId: string; pgName: string };

export default function WriteReviewAction({ uid, bookingId, pgId, pgName }: Props) {
  const { t } = useTranslation('reviews');
  const eligible = useQuery(eligibleOptions(uid));
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <Alert severity="success" sx={{ mt: 1.5 }} data-testid="review-thanks">
        {t('form.done')}
      </Alert>
    );
  }
  if (!eligible.data?.some((b) => b.bookingId === bookingId)) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<RateReviewIcon />}
        onClick={() => setOpen(true)}
        sx={{ mt: 1.5 }}
        aria-label={t('writeFor', { pg: pgName })}
        data-testid="write-review"
      >
        {t('write')}
      </Button>
      {open && (
        <ReviewFormDialog
          open
          bookingId={bookingId}
          pgId={pgId}
          pgName={pgName}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setDone(true);
          }}
        />
      )}
    </>
  );
}
