// /family/link/{linkId}: where the approval request's text points (docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md).
// The text names nobody, so this page shows nothing of the booking either: while the link is open it goes on to
// /family (which asks the parent to sign in with their number, then shows the booking); once the parent's deadline
// has passed it says so plainly, and an unknown link says that.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { ParentLinkResponse } from '@kotastay/shared/schemas/booking';
import { ApiError, apiGet } from '../../../lib/api-client';

type Problem = 'expired' | 'unknown' | 'error';

const problemOf = (err: unknown): Problem =>
  err instanceof ApiError && err.status === 410 ? 'expired' : err instanceof ApiError && err.status === 404 ? 'unknown' : 'error';

export default function FamilyLinkScreen() {
  const { t } = useTranslation('parents');
  const { linkId = '' } = useParams();
  const link = useQuery({
    queryKey: ['parent-link', linkId],
    queryFn: () => apiGet<ParentLinkResponse>(`/parent-links/${encodeURIComponent(linkId)}`),
    retry: (count, err) => problemOf(err) === 'error' && count < 2,
    staleTime: 0,
  });
  if (link.data) return <Navigate to={ROUTES.family} replace />;
  if (!link.error)
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <CircularProgress aria-label={t('link.checking')} />
      </Container>
    );
  const problem = problemOf(link.error);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="alert" data-testid={`parent-link-${problem}`}>
        <LinkOffIcon color="action" sx={{ fontSize: 40 }} />
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: 22, mt: 1 }}>
          {t(`link.${problem}Title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 1.5 }}>
          {t(`link.${problem}Text`)}
        </Typography>
        <Button variant="contained" component={RouterLink} to={ROUTES.family}>
          {t('link.toFamily')}
        </Button>
      </Paper>
    </Container>
  );
}
