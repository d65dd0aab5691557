import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Every JSON error the gateway answers with. */
export const GatewayError = lazySchema(() =>
  z.object({
    error: z.string(),
    correlationId: z.string(),
  }),
);
export type GatewayError = z.infer<typeof GatewayError>;

/**
 * Error body of the emulated upstream services: a machine code (`bad_request`, `not_found`, `unauthorized`,
 * `conflict`, `injected`, …), a text for logs, and per-field messages for a 400 on a form.
 */
export const UpstreamError = lazySchema(() =>
  z.object({
    error: z.string(),
    message: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
);
export type UpstreamError = z.infer<typeof UpstreamError>;
