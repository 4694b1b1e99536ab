import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed load, said plainly, with a Retry button that runs the request again. */
export function RetryAlert({
  onRetry,
  children,
  sx,
}: {
  onRetry: () => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('screenError.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
