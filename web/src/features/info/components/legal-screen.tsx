import { useTranslation } from 'react-i18next';
import { DocSections, InfoPage } from './info-page';
import { useInfoValues } from '../lib/values';
import type { DocSection } from '../lib/values';

/** Terms, privacy and refund pages share one shape: title, date, intro, numbered sections. */
export function LegalScreen({ page }: { page: 'terms' | 'privacy' | 'refund' }) {
  const { t } = useTranslation('info');
  const values = useInfoValues();
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as unknown as readonly DocSection[];
  return (
    <InfoPage
      title={t(`${page}.title`)}
      updated={t('lastUpdated', { date: t(`${page}.updated`) })}
      intro={t(`${page}.intro`, values)}
    >
      <DocSections sections={sections} />
    </InfoPage>
  );
}
