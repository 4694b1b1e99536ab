// What a parent sees where the rules refuse them (another family's booking, a booking that does not exist).
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

export function NotYours() {
  const { t } = useTranslation('parents');
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="alert" data-testid="not-yours">
      <LockOutlinedIcon color="action" sx={{ fontSize: 40 }} />
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mt: 1 }}>
        {t('denied.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1.5 }}>
        {t('denied.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={ROUTES.family}>
        {t('denied.back')}
      </Button>
    </Paper>
  );
}
