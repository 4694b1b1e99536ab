// What a listing states, as its reviewers and its owner read it before sending: the room options with their rents,
// deposits and beds, and the Kota Cares answers (the owner's declaration and the yearly maintenance).
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';
import { declarationItemsFor, type PgDraftInput } from '@kotastay/shared/schemas/pg-draft';

export function RoomLines({ rooms }: { rooms: PgDraftInput['rooms'] }) {
  const { t } = useTranslation('owner');
  return (
    <ul style={{ marginTop: 0 }} data-testid="room-lines">
      {rooms.map((r) => (
        <li key={r.id}>
          {t('admin.room', {
            sharing: t(`wizard.sharings.${r.sharing}`),
            ac: r.ac ? t('manage.acSuffix') : '',
            rent: r.rentInr.toLocaleString('en-IN'),
            deposit: r.depositInr.toLocaleString('en-IN'),
            free: String(r.bedsAvailable),
            total: String(r.bedsTotal),
          })}
        </li>
      ))}
    </ul>
  );
}

/** The owner's Kota Cares answers: each item declared yes or no, and the maintenance a year. */
export function CaresAnswers({ input }: { input: Pick<PgDraftInput, 'gender' | 'declaration' | 'maintenanceInrPerYear'> }) {
  const { t } = useTranslation(['owner', 'listings']);
  return (
    <ul style={{ marginTop: 0 }} data-testid="cares-answers">
      {declarationItemsFor(input.gender).map((item) => (
        <li key={item}>
          {t(`checklist.${item}`, { ns: 'listings' })}: {input.declaration[item] === true ? t('wizard.answerYes') : t('wizard.answerNo')}
        </li>
      ))}
      <li>{t('wizard.maintenanceAnswer', { amount: formatInr(input.maintenanceInrPerYear) })}</li>
    </ul>
  );
}
