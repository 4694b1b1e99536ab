import { useTranslation } from 'react-i18next';
import { DocSections, InfoPage } from './info-page';
import { INFO_VALUES } from '../lib/values';
import type { DocSection } from '../lib/values';

/** Terms, privacy and refund pages share one shape: title, date, intro, numbered sections. */
export function LegalScreen({ page }: { page: 'terms' | 'privacy' | 'refund' }) {
  const { t } = useTranslation('info');
  const sections = t(`${page}.sections`, { returnObjects: true, ...INFO_VALUES }) as unknown as readonly DocSection[];
  return (
    <InfoPage
      title={t(`${page}.title`)}
      updated={t('lastUpdated', { date: t(`${page}.updated`) })}
      intro={t(`${page}.intro`, INFO_VALUES)}
    >
      <DocSections sections={sections} />
    </InfoPage>
  );
}
