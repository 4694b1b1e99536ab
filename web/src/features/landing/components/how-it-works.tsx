import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { Section } from './section';

const STEPS: readonly { id: 'search' | 'book' | 'visit'; icon: ReactNode }[] = [
  { id: 'search', icon: <TravelExploreIcon /> },
  { id: 'book', icon: <EventAvailableIcon /> },
  { id: 'visit', icon: <HowToRegIcon /> },
];

/** The three steps: Search PGs, Book a Visit, Guided Visit. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <Section id="how" title={t('steps.title')} offscreenHintPx={500}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {STEPS.map((step, index) => (
          <Box component="li" key={step.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              sx={{
                flex: 'none',
                position: 'relative',
                width: 52,
                height: 52,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {step.icon}
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  right: -4,
                  top: -4,
                  width: 22,
                  height: 22,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                  color: '#1f1300',
                  fontSize: 12,
                  fontWeight: 800,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {index + 1}
              </Box>
            </Box>
            <div>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {t('steps.stepLabel', { n: String(index + 1) })}
              </Typography>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
                {t(`steps.items.${step.id}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {t(`steps.items.${step.id}.text`, { token: formatInr(TOKEN_AMOUNT_INR) })}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
