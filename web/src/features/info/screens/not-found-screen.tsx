// The screen for an address the app has no page for (the route table's '*'): says so in the reader's language and
// offers the two ways on — home and the PG search.
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

export default function NotFoundScreen() {
  const { t } = useTranslation('info');
  return (
    <Container sx={{ py: 6 }} maxWidth="sm">
      <Card variant="outlined" data-testid="not-found">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('notFound.title')}
          </Typography>
          <Typography color="text.secondary">{t('notFound.body')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button component={RouterLink} to={ROUTES.locationSearch} variant="contained" disableElevation startIcon={<SearchIcon />}>
              {t('notFound.search')}
            </Button>
            <Button component={RouterLink} to={ROUTES.home} variant="outlined" startIcon={<HomeOutlinedIcon />}>
              {t('notFound.home')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
