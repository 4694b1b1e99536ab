import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import GavelIcon from '@mui/icons-material/Gavel';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '@kotastay/shared/constants';
import { DocSections, InfoPage } from '../components/info-page';
import { env } from '../../../config/env';
import { useInfoValues } from '../lib/values';
import type { DocSection } from '../lib/values';

type CardId = 'phone' | 'whatsapp' | 'email' | 'office' | 'grievance';

export default function ContactScreen() {
  const { t } = useTranslation('info');
  const values = useInfoValues();
  const sections = t('contact.sections', { returnObjects: true, ...values }) as unknown as readonly DocSection[];
  const cards: readonly { id: CardId; icon: ReactNode; action?: ReactNode }[] = [
    {
      id: 'phone',
      icon: <PhoneIcon />,
      action: (
        <Button href={CONTACT.phoneHref} variant="contained" disableElevation>
          {t('contact.callCta')}
        </Button>
      ),
    },
    {
      id: 'whatsapp',
      icon: <WhatsAppIcon />,
      action: (
        <Button
          href={CONTACT.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="success"
          disableElevation
        >
          {t('contact.whatsappCta')}
        </Button>
      ),
    },
    {
      id: 'email',
      icon: <EmailIcon />,
      action: (
        <Button href={`mailto:${CONTACT.email}`} variant="outlined">
          {t('contact.emailCta')}
        </Button>
      ),
    },
    { id: 'office', icon: <PlaceIcon /> },
    {
      id: 'grievance',
      icon: <GavelIcon />,
      action: (
        <Button href={`mailto:${env.grievance.email}`} variant="outlined">
          {t('contact.grievanceCta')}
        </Button>
      ),
    },
  ];
  return (
    <InfoPage title={t('contact.title')} intro={t('contact.intro')}>
      <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {cards.map((card) => (
          <Paper key={card.id} variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
              {card.icon}
              <Typography component="h2" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t(`contact.cards.${card.id}.title`)}
              </Typography>
            </Box>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {t(`contact.cards.${card.id}.text`, values)}
            </Typography>
            {card.action && <Box>{card.action}</Box>}
          </Paper>
        ))}
      </Box>
      <DocSections sections={sections} />
    </InfoPage>
  );
}
