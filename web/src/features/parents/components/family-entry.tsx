// The dashboard's pointer to /family (docs/decisions/150-parents-in-the-loop.md), shown only when a booking names the
// signed-in number as the parent's: one read, the same query as /family limited to 1. Loaded lazily (features/parents).
import { useTranslation } from 'react-i18next';
import { BookingsFirebase, LiveReadBoundary } from '../../bookings';
import { useChildBookings } from '../hooks/use-child-bookings';
import { EntryBox } from './entry-box';

function WhenChildren({ phone }: { phone: string }) {
  const { t } = useTranslation('parents');
  const { bookings } = useChildBookings(phone, 1);
  if (bookings.length === 0) return null;
  return <EntryBox title={t('entry.dashboardTitle')} text={t('entry.dashboardText')} />;
}

export default function FamilyEntryCard({ phone }: { phone: string }) {
  return (
    <LiveReadBoundary message="">
      <BookingsFirebase fallback={null}>
        <WhenChildren phone={phone} />
      </BookingsFirebase>
    </LiveReadBoundary>
  );
}
