// How fresh a listing's check is (docs/decisions/206-trust-that-stays-fresh.md): the Verified badge, or "Re-check due"
// in its place once the last check is more than 180 days old, and the line "Checked by KotaStay N days ago". Cards and
// the PG page count the days with the same shared function as the admin's queue.
import UpdateIcon from '@mui/icons-material/Update';
import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { verificationFreshness } from '@kotastay/shared/verification-freshness';
import { useRenderNow } from '../../../lib/render-clock';

/** The badge: Verified (fresh) or Re-check due; nothing for a listing that is not verified. */
export function TrustBadge({ verified, verifiedAt, size }: { verified: boolean; verifiedAt: string | null; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('listings');
  const nowMs = useRenderNow();
  if (!verified) return null;
  const fresh = verificationFreshness(verifiedAt, nowMs);
  if (fresh?.recheckDue)
    return (
      <Chip
        size={size}
        color="warning"
        // Filled: the theme picks its text for 4.5:1 on the warning colour; an outlined chip's orange text on white is
        // 3:1 (the crawler's axe check on the area pages).
        variant="filled"
        icon={<UpdateIcon />}
        label={t('trust.recheckDue')}
        title={t('trust.recheckDueHelp')}
        data-testid="recheck-due"
      />
    );
  return (
    <Chip
      size={size}
      color="success"
      variant={size === 'small' ? 'outlined' : 'filled'}
      icon={<VerifiedIcon />}
      label={t('card.verified')}
      data-testid="verified-badge"
    />
  );
}

/** "Checked by KotaStay N days ago" (today, for a check made today); nothing without a check date. */
export function CheckedAgo({ verified, verifiedAt, variant = 'caption' }: { verified: boolean; verifiedAt: string | null; variant?: 'caption' | 'body2' }) {
  const { t } = useTranslation('listings');
  const nowMs = useRenderNow();
  const fresh = verified ? verificationFreshness(verifiedAt, nowMs) : null;
  if (!fresh) return null;
  return (
    <Typography variant={variant} color={fresh.recheckDue ? 'warning.dark' : 'text.secondary'} data-testid="checked-ago">
      {fresh.daysAgo === 0 ? t('trust.checkedToday') : t('trust.checkedDaysAgo', { count: fresh.daysAgo })}
    </Typography>
  );
}
