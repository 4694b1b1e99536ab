import { createTheme } from '@mui/material/styles';
import { COLORS } from '@kotastay/shared/constants';

export const theme = createTheme({
  palette: {
    primary: { main: COLORS.primary },
    secondary: { main: COLORS.cta, contrastText: '#1f1300' },
    background: { default: '#f7f8fc' },
    // A filled chip's or button's text picked to reach 4.5:1 on its colour (WCAG AA; MUI's default, 3, left white on
    // the warning and info colours at 3.1 and 3.9:1: the booking desk's "To schedule" chip, found by the crawler).
    contrastThreshold: 4.5,
    // warning.dark is used as text on white ("Checked by KotaStay N days ago" once a re-check is due): MUI's #e65100
    // is 3.8:1 there; this is 6.3:1.
    warning: { main: '#ed6c02', dark: '#a04500' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  components: {
    // A link in an alert (the helplines beside a safety complaint, the booking form's "see your booking") takes the
    // alert's own text colour, underlined: the primary blue on the error alert's pink is 4.3:1, under WCAG AA's 4.5
    // (found by the crawler's axe check on /bookings); the alert's text colours are 7:1 and more on their backgrounds.
    MuiAlert: {
      styleOverrides: { root: { '& .MuiLink-root': { color: 'inherit', textDecorationColor: 'currentColor' } } },
    },
  },
});
