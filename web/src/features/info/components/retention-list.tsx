// The privacy policy's "How long we keep it": the retention table itself (shared/src/retention.ts), the same one the
// scheduled jobs read their periods from, in the page's language. Records without personal data are left out.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RETENTION, RETENTION_IDS } from '@kotastay/shared/retention';

export function RetentionList() {
  const { i18n } = useTranslation('info');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  // The full stop of the page's language: Hindi ends a sentence with a danda.
  const stop = lang === 'hi' ? '।' : '.';
  const entries = RETENTION_IDS.map((id) => [id, RETENTION[id]] as const).filter(([, e]) => e.personal);
  return (
    <Box component="ul" data-testid="retention-list" sx={{ pl: 3, m: 0, display: 'grid', gap: 1, lineHeight: 1.7 }}>
      {entries.map(([id, e]) => (
        <li key={id}>
          <strong>{e.data[lang]}</strong>: {e.period[lang]}{stop} {e.what[lang]} {e.reason[lang]}
        </li>
      ))}
    </Box>
  );
}
