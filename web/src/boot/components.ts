// Step 5 of the browser entry (main.tsx, docs/decisions/232-module-evaluation-in-steps.md): the MUI components
// every page's header, hero and footer are made of, and the router. Each one builds its styled parts as its module
// runs; the app's own modules come in the last step.
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Typography } from '@mui/material/Typography';
export { BrowserRouter } from 'react-router-dom';
export { QueryClientProvider } from '@tanstack/react-query';
