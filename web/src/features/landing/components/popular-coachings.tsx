import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { useBranchesOfCoaching } from '../../catalogue';
import { usePopularCoachings } from '../../catalogue';
import { useShownInBackground } from '../hooks/use-shown-in-background';
import { NO_COACHING, toggleCoaching } from '../lib/search';
import type { CoachingSelection } from '../lib/search';
import { CHIP_ROW_SX, COACHING_CHIP_WIDTHS_PX, ChipSkeletons } from './chip-skeletons';
import { Section } from './section';

function Branches({ coachingId, coachingName }: { coachingId: string; coachingName: string }) {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  const branches = useBranchesOfCoaching(coachingId);
  return (
    <Box
      component="section"
      aria-live="polite"
      sx={{ mt: 2.5, p: 2, borderRadius: 3, bgcolor: '#fff', border: 1, borderColor: 'divider' }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('coachings.branchesTitle', { name: coachingName })}
      </Typography>
      {branches.isPending ? (
        <ChipSkeletons label={tc('loading')} />
      ) : branches.isError ? (
        <Typography color="error">{t('coachings.loadFailed')}</Typography>
      ) : branches.data.length === 0 ? (
        <Typography color="text.secondary">{t('coachings.noBranches')}</Typography>
      ) : (
        <Box sx={CHIP_ROW_SX}>
          {branches.data.map((branch) => (
            <RouterLink key={branch.id} to={ROUTES.pgsNearBranch(branch.id)} className="branch">
              <PlaceIcon aria-hidden fontSize="small" />
              {branch.name}
            </RouterLink>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** 'Popular Coachings' chips; choosing one shows '{name} Branches:' with chips to each campus's page (/pgs-near/{id}). */
export function PopularCoachings() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  const coachings = useShownInBackground(usePopularCoachings());
  const [selected, setSelected] = useState<CoachingSelection>(NO_COACHING);
  const selectedCoaching = selected === NO_COACHING ? undefined : (coachings.state === 'ready' ? coachings.data : []).find((c) => c.id === selected);

  return (
    <Section id="coachings" title={t('coachings.title')} subtitle={t('coachings.subtitle')}>
      {coachings.state === 'loading' ? (
        <ChipSkeletons label={tc('loading')} widthsPx={COACHING_CHIP_WIDTHS_PX} />
      ) : coachings.state === 'failed' ? (
        <Typography color="text.secondary">{t('coachings.loadFailed')}</Typography>
      ) : (
        <Box sx={CHIP_ROW_SX}>
          {coachings.data.map((coaching) => (
            <button
              key={coaching.id}
              type="button"
              aria-pressed={coaching.id === selected}
              onClick={() => setSelected((current) => toggleCoaching(current, coaching.id))}
            >
              {coaching.name}
            </button>
          ))}
        </Box>
      )}
      {selectedCoaching && <Branches coachingId={selectedCoaching.id} coachingName={selectedCoaching.name} />}
    </Section>
  );
}
