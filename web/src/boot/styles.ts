// Step 2 of the browser entry (main.tsx, docs/decisions/232-module-evaluation-in-steps.md): the style engine
// (emotion: its cache takes over the server's style tags), MUI's theme provider and the app's theme (createTheme
// builds the palette, typography and every component default). One step, not two: apart, their shared modules
// split into more chunks, 1.2 KB gzip more on every page's first load.
export { ThemeProvider } from '@mui/system';
export { theme } from '../app/theme';
