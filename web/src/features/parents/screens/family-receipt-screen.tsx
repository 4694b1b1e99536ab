// /family/{id}/receipt: the token's printable receipt for a parent (the student's receipt page, with the way back to
// /family). A booking that does not name the parent's number is refused by the rules: a clear screen says so.
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@kotastay/shared/routes';
import { ReceiptPage } from '../../bookings';
import { NotYours } from '../components/not-yours';

export default function FamilyReceiptScreen() {
  const { t } = useTranslation('parents');
  return <ReceiptPage backTo={ROUTES.family} backLabel={t('receipt.back')} refused={<NotYours />} />;
}
