// Call and WhatsApp the student and the parent from a desk card: tel: links open the dialler on a phone, wa.me
// opens WhatsApp (app or web) with a short text already typed.
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { displayPhone, telHref, whatsAppHref } from '../lib/contact-links';
import { formatDate, formatKotaDateTime, formatSlot } from '../lib/kota-time';

// On a phone the name and number take the row and the buttons are icons (their accessible names stay whole).
const ICON_ONLY_ON_PHONES = {
  py: 0.25,
  minWidth: { xs: 44, sm: 64 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;

function ContactRow({ who, label, phone, text }: { who: 'student' | 'parent'; label: string; phone: string; text: string }) {
  const { t } = useTranslation('team');
  const tel = telHref(phone);
  const wa = whatsAppHref(phone, text);
  const shown = displayPhone(phone);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }} data-testid={`contact-${who}`}>
      <Typography variant="body2" sx={{ minWidth: { sm: 170 }, flexGrow: { xs: 1, sm: 0 } }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}
        </Box>{' '}
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {shown}
        </Box>
      </Typography>
      {tel && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PhoneIcon fontSize="small" />}
          href={tel}
          aria-label={t('callWho', { who: label, phone: shown })}
          sx={ICON_ONLY_ON_PHONES}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('call')}
          </Box>
        </Button>
      )}
      {wa && (
        <Button
          size="small"
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon fontSize="small" />}
          href={wa}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('whatsappWho', { who: label, phone: shown })}
          sx={ICON_ONLY_ON_PHONES}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('whatsapp')}
          </Box>
        </Button>
      )}
    </Box>
  );
}

/** When the visit is, for the prefilled WhatsApp text: the scheduled time, else the asked-for date and slot. */
function whenOf(b: BookingDoc): string {
  const at = b.visit ? Date.parse(b.visit.at) : NaN;
  return Number.isFinite(at) ? formatKotaDateTime(at) : `${formatDate(b.visitDate)}, ${formatSlot(b.visitSlot)}`;
}

export function Contacts({ booking }: { booking: BookingDoc }) {
  const { t } = useTranslation('team');
  const params = { name: booking.studentName, pg: booking.pgName, when: whenOf(booking) };
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <ContactRow who="student" label={t('student')} phone={booking.studentPhone} text={t('waText.student', params)} />
      <ContactRow who="parent" label={t('parent')} phone={booking.parentPhone} text={t('waText.parent', params)} />
    </Box>
  );
}
