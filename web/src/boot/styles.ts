// Step 2 of the browser entry (main.tsx, docs/decisions/232-module-evaluation-in-steps.md): the style engine
// (emotion: its cache takes over the server's style tags) and MUI's theme provider.
export { ThemeProvider } from '@mui/system';
