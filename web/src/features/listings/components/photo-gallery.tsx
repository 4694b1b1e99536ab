// The detail page's photos: one large photo (the first is the page's largest paint: eager, fetchpriority=high)
// and a strip of thumbnails (lazy).
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@kotastay/shared/schemas/pg';
import { PgPhoto } from '../../../components/pg-photo';

export function PhotoGallery({ photos }: { photos: Photo[] }) {
  const { t } = useTranslation('listings');
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? null;
  return (
    <Box>
      <Box sx={{ position: 'relative' }}>
        <PgPhoto
          photo={current}
          variant="full"
          sizes="(max-width: 767px) 100vw, 760px"
          eager
          priority={index === 0}
          maxHeight={{ xs: 360, md: 440 }}
        />
        {photos.length > 1 && (
          <Typography
            variant="caption"
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              bgcolor: 'rgba(0,0,0,.6)',
              color: '#fff',
              px: 1,
              borderRadius: 1,
            }}
          >
            {t('detail.photoOf', { n: String(index + 1), total: String(photos.length) })}
          </Typography>
        )}
      </Box>
      {photos.length > 1 && (
        <Box
          component="ul"
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', listStyle: 'none', p: 0, m: 0, mt: 1, pb: 0.5 }}
        >
          {photos.map((p, i) => (
            <Box component="li" key={p.id} sx={{ flex: '0 0 auto', width: { xs: 72, md: 96 } }}>
              <ButtonBase
                onClick={() => setIndex(i)}
                aria-label={t('detail.showPhoto', { n: String(i + 1) })}
                aria-current={i === index}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 1.5,
                  outline: i === index ? '3px solid' : 'none',
                  outlineColor: 'primary.main',
                  overflow: 'hidden',
                }}
              >
                <PgPhoto photo={p} variant="thumb" sizes="96px" alt="" rounded={false} />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
