// A complaint's photos on its card (docs/decisions/214-complaint-photos.md), for each of its readers: small
// thumbnails; a tap opens the whole photo in a dialog. Each is fetched with the reader's token from the API.
import CloseIcon from '@mui/icons-material/Close';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_PHOTO_SIZES } from '@kotastay/shared/schemas/complaint';
import { useComplaintPhoto, type PhotoState } from '../hooks/use-complaint-photo';

const THUMB = COMPLAINT_PHOTO_SIZES.thumb;
const SHOWN = { width: 120, height: 90 };

function Placeholder({ state }: { state: PhotoState }) {
  const { t } = useTranslation('complaints');
  return (
    <Stack sx={{ width: 1, height: 1, alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', gap: 0.5 }}>
      {state.status === 'error' ? (
        <>
          <BrokenImageOutlinedIcon color="disabled" />
          <Typography variant="caption" color="text.secondary">
            {t('photos.unavailable')}
          </Typography>
        </>
      ) : (
        <CircularProgress size={20} aria-label={t('photos.loading')} />
      )}
    </Stack>
  );
}

function Thumb({ complaintId, photoId, n, onOpen }: { complaintId: string; photoId: string; n: number; onOpen(): void }) {
  const { t } = useTranslation('complaints');
  const state = useComplaintPhoto(complaintId, photoId, 'thumb');
  return (
    <ButtonBase
      onClick={onOpen}
      disabled={state.status === 'error'}
      aria-label={t('photos.open', { n })}
      sx={{ ...SHOWN, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      data-testid="complaint-photo-thumb"
      data-ready={state.status === 'ready' ? 'true' : undefined}
    >
      {state.status === 'ready' ? (
        <Box
          component="img"
          src={state.url}
          alt={t('photos.thumbAlt', { n })}
          width={THUMB.width}
          height={THUMB.height}
          sx={{ ...SHOWN, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Placeholder state={state} />
      )}
    </ButtonBase>
  );
}

function FullPhoto({ complaintId, photoId, n, onClose }: { complaintId: string; photoId: string; n: number; onClose(): void }) {
  const { t } = useTranslation('complaints');
  const state = useComplaintPhoto(complaintId, photoId, 'full');
  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-labelledby={`photo-${photoId}`} data-testid="complaint-photo-dialog">
      <DialogTitle id={`photo-${photoId}`} sx={{ pr: 6 }}>
        {t('photos.title', { n })}
        <IconButton onClick={onClose} aria-label={t('photos.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {state.status === 'ready' ? (
          <Box
            component="img"
            src={state.url}
            alt={t('photos.fullAlt', { n })}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
            data-testid="complaint-photo-full"
          />
        ) : (
          <Box sx={{ width: 240, height: 180 }}>
            <Placeholder state={state} />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function ComplaintPhotos({ complaintId, photoIds }: { complaintId: string; photoIds: readonly string[] }) {
  const { t } = useTranslation('complaints');
  const [open, setOpen] = useState<number | null>(null);
  if (photoIds.length === 0) return null;
  const openId = open === null ? undefined : photoIds[open];
  return (
    <Box sx={{ mt: 1 }}>
      <Stack
        direction="row"
        component="ul"
        aria-label={t('photos.listLabel', { count: photoIds.length })}
        sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        data-testid="complaint-photos"
      >
        {photoIds.map((p, i) => (
          <li key={p}>
            <Thumb complaintId={complaintId} photoId={p} n={i + 1} onOpen={() => setOpen(i)} />
          </li>
        ))}
      </Stack>
      {open !== null && openId && (
        <FullPhoto complaintId={complaintId} photoId={openId} n={open + 1} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
