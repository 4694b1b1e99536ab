import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '@kotastay/shared/constants';
import { ROUTES } from '@kotastay/shared/routes';
import { DocSections, InfoPage } from '../components/info-page';
import { INFO_VALUES } from '../lib/values';
import type { DocSection } from '../lib/values';

export default function PartnerScreen() {
  const { t } = useTranslation('info');
  const sections = t('partner.sections', { returnObjects: true, ...INFO_VALUES }) as unknown as readonly DocSection[];
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      <Button
        component={RouterLink}
        to={ROUTES.verifyPgLister}
        variant="contained"
        color="secondary"
        disableElevation
        size="large"
      >
        {t('partner.cta')}
      </Button>
      <Button href={CONTACT.phoneHref} variant="outlined" size="large">
        {t('partner.callCta', INFO_VALUES)}
      </Button>
    </Box>
  );
  return (
    <InfoPage title={t('partner.title')} intro={t('partner.intro', INFO_VALUES)}>
      {actions}
      <DocSections sections={sections} />
      {actions}
    </InfoPage>
  );
}
