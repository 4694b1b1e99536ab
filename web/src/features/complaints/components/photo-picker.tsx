// "Add photo" in the complaint form (docs/decisions/214-complaint-photos.md): the phone's camera or gallery
// (`accept="image/*"`, one photo a tap: with `multiple` Android browsers may leave the camera out), up to
// COMPLAINT_PHOTOS_MAX, each shown as a thumbnail with a remove button (40 px, inside the tile). The browser's
// checks (type, size, and whether it can open the photo at all) say at once what is wrong with a photo; a photo the
// browser cannot open is taken out of the list, so it is never sent; the form keeps everything else as it was.
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_PHOTOS_MAX } from '@kotastay/shared/schemas/complaint';
import { PHOTO_MAX_MB, photoFileProblem } from '../lib/photo-files';

/**
 * One chosen photo, shown once the browser has decoded it (a photo it cannot decode, such as HEIC on most Android
 * browsers, is said at once and taken out by the picker). The object URL is made and revoked in one effect, so a double mount never shows a
 * revoked one.
 */
function Preview({
  file,
  n,
  disabled,
  onRemove,
  onUnreadable,
}: {
  file: File;
  n: number;
  disabled: boolean;
  onRemove(): void;
  onUnreadable(): void;
}) {
  const { t } = useTranslation('complaints');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    let live = true;
    const img = new Image();
    img.src = made;
    img.decode().then(
      () => live && setUrl(made),
      () => live && onUnreadable(),
    );
    return () => {
      live = false;
      URL.revokeObjectURL(made);
    };
    // onUnreadable is a new function each render; the photo is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  return (
    <Box component="li" sx={{ position: 'relative', width: 96, height: 72, bgcolor: 'grey.100', borderRadius: 1 }}>
      {url && (
        <Box
          component="img"
          src={url}
          alt={t('photos.preview', { n })}
          width={96}
          height={72}
          sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          data-testid="complaint-photo-preview"
        />
      )}
      <IconButton
        size="small"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('photos.remove', { n })}
        // 40 px to tap, inside the 96×72 tile: a corner outside it would overflow the dialog at 360 px.
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          width: 40,
          height: 40,
          bgcolor: 'rgba(255, 255, 255, 0.85)',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
        data-testid="complaint-photo-remove"
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export function PhotoPicker({
  photos,
  onChange,
  error,
  disabled,
}: {
  photos: readonly File[];
  onChange(photos: File[]): void;
  /** The API's word on the photos after a failed send (the picker's own checks come first). */
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('complaints');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const room = COMPLAINT_PHOTOS_MAX - photos.length;
  // The list as it is now: a photo found unreadable after another was added or removed is taken out of that list.
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);

  const add = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const bad = chosen.map((f) => photoFileProblem(f)).find((p) => p !== null);
    if (bad) {
      setProblem(t(`photos.${bad}`, { mb: PHOTO_MAX_MB }));
      return;
    }
    if (chosen.length > room) {
      setProblem(t('photos.tooMany', { max: COMPLAINT_PHOTOS_MAX }));
      return;
    }
    setProblem(null);
    onChange([...photos, ...chosen]);
  };
  const shown = problem ?? error;

  return (
    <Box sx={{ mt: 2 }} data-testid="complaint-photos-picker">
      {photos.length > 0 && (
        <Stack direction="row" component="ul" sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {photos.map((p, i) => (
            <Preview
              key={`${i}-${p.name}-${p.size}`}
              file={p}
              n={i + 1}
              disabled={disabled}
              onUnreadable={() => {
                setProblem(t('photos.unreadable'));
                onChange(latest.current.filter((x) => x !== p));
              }}
              onRemove={() => {
                setProblem(null);
                onChange(photos.filter((x) => x !== p));
              }}
            />
          ))}
        </Stack>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => add(e.target.files)}
        data-testid="complaint-photo-input"
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddAPhotoOutlinedIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled || room === 0}
        data-testid="complaint-photo-add"
      >
        {t('photos.add')}
      </Button>
      <FormHelperText error={Boolean(shown)} data-testid="complaint-photo-help">
        {shown ?? (room === 0 ? t('photos.full', { max: COMPLAINT_PHOTOS_MAX }) : t('photos.help', { max: COMPLAINT_PHOTOS_MAX, mb: PHOTO_MAX_MB }))}
      </FormHelperText>
    </Box>
  );
}
