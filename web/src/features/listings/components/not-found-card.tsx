// The listings pages' not-found state (an unknown or hidden PG, an unknown area or campus). Never indexed: the
// server renderer answers these with HTTP 404.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { usePageMeta } from '../../../lib/page-meta';

export function NotFoundCard({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('listings');
  const { pathname } = useLocation();
  usePageMeta({ title: t('meta.title', { title }), description: text, path: pathname, noindex: true });
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Button variant="contained" component={RouterLink} to={ROUTES.locationSearch}>
          {t('detail.backToSearch')}
        </Button>
      </Paper>
    </Container>
  );
}
