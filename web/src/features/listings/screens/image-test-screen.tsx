// /image-test (docs/requirements/app-shell-and-landing.md#test-screens "test screens"): the listing photo component at several slot widths, showing which
// variant the browser picked from srcset — a quick check that phones do not download 1200 px photos for cards.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@kotastay/shared/schemas/pg';
import { useLatestPgs } from '../api/list-pgs';
import { PgPhoto } from '../../../components/pg-photo';

const SLOTS_PX = [120, 240, 360, 480, 760];

function Slot({ photo, widthPx }: { photo: Photo | null; widthPx: number }) {
  const { t } = useTranslation('listings');
  const ref = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const img = ref.current?.querySelector('img');
    if (!img) return;
    const update = () => setSrc(img.currentSrc || null);
    if (img.complete) update();
    img.addEventListener('load', update);
    return () => img.removeEventListener('load', update);
  }, [photo]);
  return (
    <Box ref={ref} sx={{ width: widthPx, maxWidth: '100%' }}>
      <Typography variant="subtitle2">{t('imageTest.slot', { width: String(widthPx) })}</Typography>
      <PgPhoto photo={photo} sizes={`${widthPx}px`} />
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {src ? t('imageTest.chosen', { src: src.replace(window.location.origin, '') }) : '…'}
      </Typography>
    </Box>
  );
}

export default function ImageTestScreen() {
  const { t } = useTranslation('listings');
  const latest = useLatestPgs(1);
  const photo = latest.data?.results[0]?.coverPhoto ?? null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: { xs: 10, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('imageTest.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('imageTest.intro')}
      </Typography>
      {latest.isError && <Alert severity="warning">{t('imageTest.loadError')}</Alert>}
      {latest.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          {photo && SLOTS_PX.map((w) => <Slot key={w} photo={photo} widthPx={w} />)}
          <Box sx={{ width: 240 }}>
            <Typography variant="subtitle2">{t('imageTest.noPhoto')}</Typography>
            <PgPhoto photo={null} sizes="240px" />
          </Box>
        </Stack>
      )}
    </Container>
  );
}
