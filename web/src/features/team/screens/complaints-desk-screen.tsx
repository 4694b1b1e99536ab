// /team/complaints (movein_team, admins): every complaint not yet resolved, live, with its age and deadline
// (docs/decisions/208-complaints.md). The team answers what it has (safety and harassment from the start; the rest once
// the owner's deadline passed or it was reopened again) and may take over one still with the owner.
import { useTranslation } from 'react-i18next';
import { ComplaintQueue } from '../../complaints';
import { TeamShell } from '../components/team-shell';

export default function ComplaintsDeskScreen() {
  const { t } = useTranslation('team');
  return (
    <TeamShell title={t('complaints.title')} intro={t('complaints.intro')}>
      <ComplaintQueue />
    </TeamShell>
  );
}
