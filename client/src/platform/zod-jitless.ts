import { z } from 'zod';

/**
 * Zod compiles a fast parser with `new Function` when the page allows it, and probes that once; the gateway's
 * CSP (no 'unsafe-eval') refuses it, and the refusal shows on every page as a blocked eval (Lighthouse's best
 * practices, the console). The interpreted parser is used instead. Imported first by main.tsx: the setting is
 * read when each object schema is built, so it must run before the contracts are imported.
 */
z.config({ jitless: true });
