// The form of "Report this listing" (docs/decisions/206-trust-that-stays-fresh.md), loaded when it is opened: the PG
// page itself loads no zod (web/src/app/first-load-graph.test.ts), and the shared schema's codes come with this chunk.
// The dialog is the shared ChoiceDialog (web/src/components), as "Raise a complaint" is.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LISTING_REPORT_DETAILS_MAX_CHARS,
  LISTING_REPORT_REASONS,
  type ListingReportReason,
} from '@kotastay/shared/schemas/listing-report';
import { ChoiceDialog } from '../../../components/choice-dialog';
import { reportListing } from '../api/report-listing';
import { apiErrorText } from '../../../i18n/api-errors';

export default function ReportDialog({ pgId, onClose, onDone }: { pgId: string; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('listings');
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    setTouched(true);
    if (!reason) return;
    setBusy(true);
    setError(null);
    reportListing({ pgId, reason, details: details.trim() }).then(
      () => {
        setBusy(false);
        onDone();
      },
      (err: unknown) => {
        setBusy(false);
        setError(t('report.error', { message: apiErrorText(err) }));
      },
    );
  };

  return (
    <ChoiceDialog<ListingReportReason>
      id="report-listing-title"
      title={t('report.title')}
      intro={t('report.intro')}
      legend={t('report.reason')}
      choices={LISTING_REPORT_REASONS.map((r) => ({ value: r, label: t(`report.reasons.${r}`) }))}
      choice={reason}
      onChoice={setReason}
      choiceError={touched && !reason ? t('report.pickReason') : null}
      textLabel={t('report.details')}
      text={details}
      onText={setDetails}
      textHelp={t('report.detailsHelp', { max: String(LISTING_REPORT_DETAILS_MAX_CHARS) })}
      maxChars={LISTING_REPORT_DETAILS_MAX_CHARS}
      error={error}
      busy={busy}
      submitLabel={t('report.submit')}
      sendingLabel={t('report.sending')}
      cancelLabel={t('report.cancel')}
      onClose={onClose}
      onSubmit={send}
      testIds={{ choice: (r) => `report-reason-${r}`, text: 'report-details', submit: 'report-listing-submit' }}
    />
  );
}
