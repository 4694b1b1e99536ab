// The frame of a parent's pages read live under the signed-in number (/family and /family/consent): the heading; for a
// parent signed in with a number, a line naming it and the page's live list inside the bookings' error boundary and
// Firebase loader; for an account without a number, a note saying a number is needed.
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionSpinner, formatPhone, useSession } from '../../auth';
import { BookingsFirebase, LiveReadBoundary } from '../../bookings';

type Props = {
  /** The page's strings in the parents namespace: `<page>.title`, `<page>.intro` (with {{phone}}), `<page>.loadError`. */
  page: 'family' | 'consent';
  /** Shown while Firebase loads. */
  skeleton: ReactNode;
  /** The page's live list for the signed-in number (E.164). */
  children: (phone: string) => ReactNode;
};

export function FamilyShell({ page, skeleton, children }: Props) {
  const { t } = useTranslation('parents');
  const session = useSession({ eager: true });
  if (!session.user) return <SessionSpinner />;
  const phone = session.user.phoneNumber;
  return (
    <Container maxWidth="sm" sx={{ py: 3, pb: { xs: 12, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800, mb: 1 }}>
        {t(`${page}.title`)}
      </Typography>
      {phone ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`${page}.intro`, { phone: formatPhone(phone) })}
          </Typography>
          <LiveReadBoundary message={t(`${page}.loadError`)}>
            <BookingsFirebase fallback={skeleton}>{children(phone)}</BookingsFirebase>
          </LiveReadBoundary>
        </>
      ) : (
        <Alert severity="info">{t('family.noPhone')}</Alert>
      )}
    </Container>
  );
}
