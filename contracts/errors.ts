import { z } from 'zod';

/** Every JSON error the gateway answers with. */
export const GatewayError = z.object({
  error: z.string(),
  correlationId: z.string(),
});
export type GatewayError = z.infer<typeof GatewayError>;

/** Error body of the emulated upstream services. */
export const UpstreamError = z.object({
  error: z.string(),
  message: z.string().optional(),
});
