// One complaint photo as an object URL (docs/decisions/214-complaint-photos.md): fetched with the reader's token
// (the API checks they are one of the complaint's readers; there is no public URL), revoked when no longer shown.
import { useEffect, useState } from 'react';
import type { ComplaintPhotoSize } from '@kotastay/shared/schemas/complaint';
import { fetchComplaintPhoto } from '../api/complaints-api';

export type PhotoState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

export function useComplaintPhoto(complaintId: string, photoId: string, size: ComplaintPhotoSize): PhotoState {
  const key = `${complaintId}/${photoId}/${size}`;
  // What the last fetch gave, for which photo: another photo's answer is "loading" for this one.
  const [got, setGot] = useState<{ key: string; url: string | null } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetchComplaintPhoto(complaintId, photoId, size).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setGot({ key, url });
      },
      () => !cancelled && setGot({ key, url: null }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [complaintId, photoId, size, key]);
  if (!got || got.key !== key) return { status: 'loading' };
  return got.url ? { status: 'ready', url: got.url } : { status: 'error' };
}
