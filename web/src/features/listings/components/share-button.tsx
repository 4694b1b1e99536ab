// Share a link: the Web Share API where the phone has it (WhatsApp is one tap away there), otherwise copy the
// link with a confirmation. A PG page shares with the listings strings; another screen (compare) passes its own.
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications';

export type ShareTexts = {
  button: string;
  /** The message shared along with the link. */
  text: string;
  copiedTitle: string;
  copiedText: string;
  failedTitle: string;
};

export function ShareButton({ title, url, texts }: { title: string; url: string; texts?: ShareTexts }) {
  const { t } = useTranslation('listings');
  const notify = useNotify();
  const s: ShareTexts = texts ?? {
    button: t('share.button'),
    text: t('share.text', { name: title }),
    copiedTitle: t('share.copiedTitle'),
    copiedText: t('share.copiedText'),
    failedTitle: t('share.failedTitle'),
  };

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: s.text, url });
        return;
      } catch (err) {
        // The user closing the share sheet is not an error; anything else falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: s.copiedTitle, text: s.copiedText, variant: 'success' });
    } catch {
      notify({ title: s.failedTitle, text: url, variant: 'info', durationMs: 10_000 });
    }
  };

  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void onShare()}>
      {s.button}
    </Button>
  );
}
