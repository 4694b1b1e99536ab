// A listing photo that never shifts the layout and never downloads more than the slot needs: explicit
// width/height (4:3), srcset over the three stored variants and a `sizes` hint; lazy unless it is above the fold.
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import Box from '@mui/material/Box';
import type { Photo, PhotoVariant } from '@kotastay/shared/schemas/pg';
import { PHOTO_VARIANTS } from '@kotastay/shared/vocabulary';

export function photoSrcSet(photo: Photo): string {
  return (Object.keys(PHOTO_VARIANTS) as PhotoVariant[])
    .map((v) => `${photo.urls[v]} ${PHOTO_VARIANTS[v].width}w`)
    .join(', ');
}

export function PgPhoto({
  photo,
  variant = 'card',
  sizes,
  eager = false,
  priority = false,
  alt,
  rounded = true,
  maxHeight,
  className,
}: {
  photo: Photo | null;
  /** The default src (also what old browsers without srcset load). */
  variant?: PhotoVariant;
  /** e.g. '(max-width: 767px) 100vw, 360px'. */
  sizes: string;
  eager?: boolean;
  /** The page's largest image (LCP): requested before other images. Implies eager. */
  priority?: boolean;
  /** Overrides photo.alt (e.g. '' when a caption beside it says the same). */
  alt?: string;
  rounded?: boolean;
  /** Caps a large photo's height (e.g. the gallery on a wide screen); the photo is cropped, not squashed. */
  maxHeight?: number | string | Record<string, number | string>;
  /**
   * Drawn by this class instead of an `sx` (`rounded` and `maxHeight` are then the class's to say): a list of
   * cards styles its photos once, not once a card (`--none` is added to the placeholder shown without a photo).
   */
  className?: string;
}) {
  const { width, height } = PHOTO_VARIANTS[variant];
  // The same image either way; only how it is drawn differs.
  const image = photo && {
    src: photo.urls[variant],
    srcSet: photoSrcSet(photo),
    sizes,
    width,
    height,
    alt: alt ?? photo.alt,
    loading: eager || priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    // Lower case: React 18 passes it through as an attribute (camelCase fetchPriority is React 19's).
    ...(priority ? { fetchpriority: 'high' } : {}),
  };
  if (className !== undefined) {
    if (!image)
      return (
        <div aria-hidden="true" className={`${className} ${className}--none`}>
          <HomeWorkOutlinedIcon fontSize="large" />
        </div>
      );
    return <img className={className} {...image} />;
  }
  if (!image) {
    return (
      <Box
        aria-hidden="true"
        sx={{
          aspectRatio: '4 / 3',
          width: '100%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.200',
          color: 'grey.500',
          borderRadius: rounded ? 2 : 0,
        }}
      >
        <HomeWorkOutlinedIcon fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      {...image}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        maxHeight,
        objectFit: 'cover',
        bgcolor: 'grey.200',
        borderRadius: rounded ? 2 : 0,
      }}
    />
  );
}
