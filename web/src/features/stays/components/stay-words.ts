// How a stay's dates (lib/dates) and rooms read, in the reader's language (the stay card, the lists and the room change).
import { useTranslation } from 'react-i18next';
import type { StayDoc } from '@kotastay/shared/schemas/stay';
import { dayLabel } from '../lib/dates';

export { dayLabel };

/** "Double sharing · AC" in the reader's language (the stored English label when the room's kind is unknown). */
export function useRoomText() {
  const { t } = useTranslation('stays');
  return (s: Pick<StayDoc, 'room' | 'roomLabel'>) =>
    s.room ? t('card.room', { sharing: t(`card.sharing.${s.room.sharing}`), ac: s.room.ac ? t('card.ac') : t('card.nonAc') }) : s.roomLabel;
}
