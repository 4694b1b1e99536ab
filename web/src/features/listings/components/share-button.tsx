// Share a PG: the Web Share API where the phone has it (WhatsApp is one tap away there), otherwise copy the link.
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications';

export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('listings');
  const notify = useNotify();

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: t('share.text', { name: title }), url });
        return;
      } catch (err) {
        // The user closing the share sheet is not an error; anything else falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: t('share.copiedTitle'), text: t('share.copiedText'), variant: 'success' });
    } catch {
      notify({ title: t('share.failedTitle'), text: url, variant: 'info', durationMs: 10_000 });
    }
  };

  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void onShare()}>
      {t('share.button')}
    </Button>
  );
}
