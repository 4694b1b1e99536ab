// Call / WhatsApp the KotaStay team about one PG. Students never get the owner's number here: the team arranges
// visits (docs/requirements/search-and-listings.md#pg-detail-page), which protects students from token-fee scams before they have seen a room.
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '@kotastay/shared/constants';

export function ContactTeam({ pgName, pgId }: { pgName: string; pgId: string }) {
  const { t } = useTranslation('listings');
  const message = t('contact.whatsappMessage', { name: pgName, id: pgId });
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="secondary" startIcon={<PhoneIcon />} href={CONTACT.phoneHref} fullWidth>
        {t('contact.call')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<WhatsAppIcon />}
        href={`${CONTACT.whatsappHref}?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        fullWidth
      >
        {t('contact.whatsapp')}
      </Button>
    </Stack>
  );
}
