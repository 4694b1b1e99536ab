// What `zod` resolves to in the web app (web/vite.config.ts aliases it here): zod with `jitless` set before any schema
// is made. Zod otherwise compiles object parsers with `new Function`, and probes whether it may by calling it once:
// the content security policy forbids eval (docs/decisions/190-security-headers.md), and the browser reports even
// that caught probe as a violation. Jitless parsing is zod's interpreter: the same results, fast enough for forms.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
