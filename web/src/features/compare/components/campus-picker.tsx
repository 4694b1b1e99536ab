// Which coaching campus the distances are measured from: a coaching, then one of its campuses (the catalogue's
// own lists, each fetched only when needed). Choosing one hands its id up; the screen puts it in the link.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchesOfCoaching, useCoachings } from '../../catalogue';
import { RetryAlert } from '../../../components/retry-alert';

export function CampusPicker({
  initialCoachingId,
  branchId,
  onChoose,
}: {
  initialCoachingId: string | null;
  branchId: string | null;
  onChoose: (branchId: string) => void;
}) {
  const { t } = useTranslation('compare');
  const [coachingId, setCoachingId] = useState<string>(initialCoachingId ?? '');
  const coachings = useCoachings();
  const branches = useBranchesOfCoaching(coachingId || null);
  const branchList = branches.data ?? [];

  if (coachings.isError)
    return <RetryAlert onRetry={() => void coachings.refetch()}>{t('campus.loadError')}</RetryAlert>;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%', maxWidth: 640 }}>
      <TextField
        select
        size="small"
        label={t('campus.coaching')}
        value={coachings.data ? coachingId : ''}
        onChange={(e) => setCoachingId(e.target.value)}
        disabled={!coachings.data}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {(coachings.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('campus.branch')}
        value={branchList.some((b) => b.id === branchId) ? (branchId ?? '') : ''}
        onChange={(e) => onChoose(e.target.value)}
        disabled={!coachingId || branchList.length === 0}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {branchList.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      {branches.isError && (
        <Button size="small" onClick={() => void branches.refetch()}>
          {t('campus.retry')}
        </Button>
      )}
    </Stack>
  );
}
