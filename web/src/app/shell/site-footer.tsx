import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CONTACT } from '@kotastay/shared/constants';
import { ROUTES } from '@kotastay/shared/routes';
import { BrandLink } from './brand-link';
import { footerPlaceLinks } from './footer-places';

type FooterLink = { to: string; labelKey: `footer.links.${string}` };

const COLUMNS = [
  {
    titleKey: 'footer.quickLinks',
    links: [
      { to: ROUTES.locationSearch, labelKey: 'footer.links.searchPgs' },
      { to: ROUTES.saved, labelKey: 'footer.links.saved' },
      { to: ROUTES.reviews, labelKey: 'footer.links.reviews' },
      { to: ROUTES.faq, labelKey: 'footer.links.faq' },
      { to: ROUTES.contact, labelKey: 'footer.links.contact' },
    ],
  },
  {
    titleKey: 'footer.ownerLinks',
    links: [
      { to: ROUTES.verifyPgLister, labelKey: 'footer.links.listYourPg' },
      { to: ROUTES.partner, labelKey: 'footer.links.partner' },
      { to: ROUTES.managePg, labelKey: 'footer.links.managePg' },
    ],
  },
  {
    titleKey: 'footer.legalLinks',
    links: [
      { to: ROUTES.terms, labelKey: 'footer.links.terms' },
      { to: ROUTES.privacy, labelKey: 'footer.links.privacy' },
      { to: ROUTES.refund, labelKey: 'footer.links.refund' },
    ],
  },
] as const satisfies readonly { titleKey: string; links: readonly FooterLink[] }[];

const CLAIMS = ['footer.claims.verified', 'footer.claims.visits', 'footer.claims.freeListing'] as const;

// The year is fixed at build time so the prerendered HTML and the hydrated page always agree.
const YEAR = new Date().getFullYear();

function FooterColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5, color: '#fff' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} underline="hover" sx={{ color: '#c5cde6' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Pages whose own content already links every area and campus by name (the landing's chips, the place picker):
 * a second link of the same name to another destination would only confuse, so the footer leaves its column out.
 */
const PLACES_IN_CONTENT: readonly string[] = [ROUTES.home, ROUTES.locationSearch];

export function SiteFooter() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showPlaces = !PLACES_IN_CONTENT.includes(pathname);
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#0f1b3d',
        color: '#e8ecf8',
        mt: 6,
        pt: 5,
        pb: { xs: 10, md: 4 },
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr 1fr', md: showPlaces ? '2fr 1.4fr 1fr 1fr 1fr' : '2fr 1fr 1fr 1fr' },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Box sx={{ bgcolor: '#fff', display: 'inline-flex', px: 1.5, py: 0.75, borderRadius: 2 }}>
            <BrandLink />
          </Box>
          <Typography sx={{ mt: 2, color: '#c5cde6', maxWidth: 420 }}>{t('footer.tagline')}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: '16px 0 0', display: 'grid', gap: 0.75 }}>
            {CLAIMS.map((key) => (
              <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CheckCircleIcon fontSize="small" sx={{ color: 'secondary.main' }} />
                {t(key)}
              </Box>
            ))}
          </Box>
        </Box>
        {showPlaces && (
          <FooterColumn title={t('footer.placeLinks')} links={footerPlaceLinks((key, values) => t(key, values))} />
        )}
        {COLUMNS.map((column) => (
          <FooterColumn
            key={column.titleKey}
            title={t(column.titleKey)}
            links={column.links.map((link) => ({ to: link.to, label: t(link.labelKey) }))}
          />
        ))}
      </Box>
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          mt: 4,
          pt: 3,
          borderTop: '1px solid rgba(255,255,255,0.15)',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" sx={{ color: '#aab4d4' }}>
          {t('footer.copyright', { year: String(YEAR) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: '#aab4d4' }}>
            {t('footer.help')}
          </Typography>
          <Link href={CONTACT.phoneHref} sx={{ color: '#fff', fontWeight: 600 }}>
            {t('footer.call', { phone: CONTACT.phone })}
          </Link>
          <Link
            href={CONTACT.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: '#7ee2a8', fontWeight: 600 }}
          >
            {t('footer.whatsapp')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
