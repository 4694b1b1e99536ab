import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/info-page';
import { INFO_VALUES } from '../lib/values';

type FaqGroup = { heading: string; items: readonly { q: string; a: string }[] };

/** FAQ as native <details>: answers open with a tap even before the page has hydrated. */
export default function FaqScreen() {
  const { t } = useTranslation('info');
  const groups = t('faq.groups', { returnObjects: true, ...INFO_VALUES }) as unknown as readonly FaqGroup[];
  return (
    <InfoPage title={t('faq.title')} intro={t('faq.intro', INFO_VALUES)}>
      {groups.map((group) => (
        <Box component="section" key={group.heading} sx={{ mt: 4 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: { xs: 20, md: 22 }, mb: 1.5 }}>
            {group.heading}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {group.items.map((item) => (
              <Box
                component="details"
                key={item.q}
                sx={{
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  px: 2,
                  '& > summary': { cursor: 'pointer', fontWeight: 600, py: 1.5, listStylePosition: 'outside', ml: 2 },
                  '&[open] > summary': { color: 'primary.main' },
                }}
              >
                <summary>{item.q}</summary>
                <Typography sx={{ pb: 2, lineHeight: 1.7 }}>{item.a}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </InfoPage>
  );
}
