// The data export as a page (docs/decisions/204-data-rights-in-the-app.md): one section per kind of data, each
// document's fields with times in Kota time, nested values as compact JSON. The JSON file holds the same.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_SECTIONS, type DataExport, type ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { formatKotaDay, formatKotaTime } from '../../../i18n/dates';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shown(value: unknown, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_TIME.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? value : `${formatKotaDay(at, language)}, ${formatKotaTime(at, language)}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Doc({ doc, language }: { doc: ExportedDoc; language: string }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, 30%) 1fr',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {Object.entries(doc.data).map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {shown(v, language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function ExportView({ data }: { data: DataExport }) {
  const { t, i18n } = useTranslation('account');
  const at = new Date(data.generatedAt);
  return (
    <Stack spacing={2} data-testid="data-export-view">
      <Typography variant="body2">
        {t('data.generatedAt', { when: `${formatKotaDay(at, i18n.language)}, ${formatKotaTime(at, i18n.language)}` })}
      </Typography>
      <Typography variant="body2" data-testid="data-export-collections">
        {t('data.collectionsRead', { list: data.collections.join(', ') })}
      </Typography>
      {DATA_EXPORT_SECTIONS.map((section) => {
        const docs = data.sections[section];
        return (
          <Card key={section} variant="outlined" component="section" aria-labelledby={`export-${section}`}>
            <CardContent>
              <Typography id={`export-${section}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t(`data.sections.${section}`)} ({docs.length})
              </Typography>
              {docs.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('data.nothingHere')}
                </Typography>
              ) : (
                docs.map((d) => <Doc key={d.path} doc={d} language={i18n.language} />)
              )}
            </CardContent>
          </Card>
        );
      })}
      {data.withheld.length > 0 && (
        <Card variant="outlined" component="section">
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('data.withheldTitle')}
            </Typography>
            {data.withheld.map((w) => (
              <Typography key={w.collection} variant="body2">
                {w.collection}: {t(`data.withheld.${w.collection}`, { defaultValue: w.why })}
              </Typography>
            ))}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
