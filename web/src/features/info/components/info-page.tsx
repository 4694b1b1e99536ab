import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { DocSection } from '../lib/values';
import { RetentionList } from './retention-list';

/** The layout of every information page: a readable column with a title, an intro and sections. */
export function InfoPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 38 }, lineHeight: 1.15 }}>
        {title}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {updated}
        </Typography>
      )}
      <Typography sx={{ mt: 2, fontSize: { xs: 17, md: 18 }, color: 'text.secondary' }}>{intro}</Typography>
      {children}
    </Box>
  );
}

export function DocSections({ sections }: { sections: readonly DocSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: { xs: 20, md: 22 }, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((p) => (
            <Typography key={p} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
          {section.link && (
            <Typography sx={{ mb: 1.5 }}>
              <Link component={RouterLink} to={ROUTES[section.link.route]} sx={{ fontWeight: 600 }}>
                {section.link.label}
              </Link>
            </Typography>
          )}
          {section.table === 'retention' && <RetentionList />}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1, lineHeight: 1.7 }}>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
