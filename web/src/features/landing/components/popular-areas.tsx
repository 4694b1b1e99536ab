import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { usePopularAreas } from '../../catalogue';
import { useShownInBackground } from '../hooks/use-shown-in-background';
import { AREA_CHIP_WIDTHS_PX, CHIP_ROW_SX, ChipSkeletons } from './chip-skeletons';
import { Section } from './section';

/** 'Popular Areas' chips, each to its area page (/pgs-in/{id}); on mobile a 'View All' link leads to /location-search. */
export function PopularAreas() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  const areas = useShownInBackground(usePopularAreas());
  return (
    <Section
      id="areas"
      title={t('areas.title')}
      subtitle={t('areas.subtitle')}
      action={
        <Link component={RouterLink} to={ROUTES.locationSearch} sx={{ display: { md: 'none' }, fontWeight: 600 }}>
          {t('areas.viewAll')}
        </Link>
      }
    >
      {areas.state === 'loading' ? (
        <ChipSkeletons label={tc('loading')} widthsPx={AREA_CHIP_WIDTHS_PX} />
      ) : areas.state === 'failed' ? (
        <Typography color="text.secondary">{t('areas.loadFailed')}</Typography>
      ) : (
        <Box sx={CHIP_ROW_SX}>
          {areas.data.map((area) => (
            <RouterLink key={area.id} to={ROUTES.pgsInArea(area.id)}>
              {area.name}
            </RouterLink>
          ))}
        </Box>
      )}
    </Section>
  );
}
