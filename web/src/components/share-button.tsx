// Share a link: the Web Share API where the phone has it (WhatsApp is one tap away there), otherwise copy the
// link with a confirmation. The screen passes its words (a PG page, compare).
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useNotify } from './notifications';

export type ShareTexts = {
  button: string;
  /** The message shared along with the link. */
  text: string;
  copiedTitle: string;
  copiedText: string;
  failedTitle: string;
};

export function ShareButton({ title, url, texts: s }: { title: string; url: string; texts: ShareTexts }) {
  const notify = useNotify();

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
