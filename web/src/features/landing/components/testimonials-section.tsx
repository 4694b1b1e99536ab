import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { TestimonialGrid } from '../../../components/testimonials';
import { Section } from './section';

export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <Section
      id="testimonials"
      title={t('testimonials.title')}
      subtitle={t('testimonials.subtitle')}
      tinted
      offscreenHintPx={1200}
    >
      <TestimonialGrid limit={3} />
      <Button component={RouterLink} to={ROUTES.reviews} endIcon={<ArrowForwardIcon />} sx={{ mt: 2, color: 'primary.dark' }}>
        {t('testimonials.readAll')}
      </Button>
    </Section>
  );
}
