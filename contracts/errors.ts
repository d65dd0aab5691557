import { z } from 'zod';

/** Every JSON error the gateway answers with. */
export const GatewayError = z.object({
  error: z.string(),
  correlationId: z.string(),
});
export type GatewayError = z.infer<typeof GatewayError>;

/**
 * Error body of the emulated upstream services: a machine code (`bad_request`, `not_found`, `unauthorized`,
 * `conflict`, `injected`, …), a text for logs, and per-field messages for a 400 on a form.
 */
export const UpstreamError = z.object({
  error: z.string(),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type UpstreamError = z.infer<typeof UpstreamError>;
