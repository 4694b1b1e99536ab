// The helplines shown with every safety or harassment complaint (docs/decisions/208-complaints.md): the emergency
// number, Tele-MANAS and the district's student helpline (configuration: a local build says its number is a placeholder).
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_NUMBER, TELE_MANAS } from '@kotastay/shared/grievance';
import { env } from '../../../config/env';

export function Helplines() {
  const { t } = useTranslation('complaints');
  const district = env.studentHelpline;
  return (
    <Alert severity="error" icon={false} sx={{ mb: 2 }} data-testid="helplines">
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('helplines.title')}</Typography>
      <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
        <li>
          <Link href={`tel:${EMERGENCY_NUMBER}`}>{t('helplines.emergency', { number: EMERGENCY_NUMBER })}</Link>
        </li>
        <li>
          <Link href={`tel:${TELE_MANAS}`}>{t('helplines.teleManas', { number: TELE_MANAS })}</Link>
        </li>
        <li>
          <Link href={district.phoneHref}>
            {t('helplines.district', {
              name: district.localPlaceholder ? t('helplines.localName') : district.name,
              phone: district.phone,
            })}
          </Link>
          {district.localPlaceholder ? ` (${t('helplines.placeholder')})` : ''}
        </li>
      </Stack>
    </Alert>
  );
}
