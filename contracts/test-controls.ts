import { z } from 'zod';
import { ENDPOINTS } from './endpoints';
import { lazySchema } from './lazy-schema';

/** Every call a fault can target: the names of the declared endpoints. */
export const CallName = lazySchema(() =>
  z.enum(ENDPOINTS.map((e) => e.name) as [DeclaredName, ...DeclaredName[]]),
);
type DeclaredName = (typeof ENDPOINTS)[number]['name'];

/**
 * Background jobs of the emulator a fault can also target: the archive job of POST /downloads (it then publishes
 * archive-error), the export job (the export becomes FAILED), the library import (import-error) and the processing
 * of a finished upload (a status: its outcome is 'failed'; `network: 'hang'` with `delayMs`: it starts that much
 * later, a slow decode).
 */
export const JOB_NAMES = ['jobs.archive', 'jobs.export', 'jobs.import', 'jobs.upload'] as const;
export const JobName = lazySchema(() => z.enum(JOB_NAMES));
export type JobName = z.infer<typeof JobName>;

/**
 * Test controls of the emulator, under /__control (only when fixture mode is on).
 *  POST /__control/reset          {}                     -> 204, all state back to the seed, faults cleared, clock real
 *  POST /__control/faults         Fault                  -> 204, the named call fails `times` times (0 = until cleared)
 *  DELETE /__control/faults                              -> 204
 *  GET  /__control/clock                                 -> {now}
 *  POST /__control/clock          {advanceMs} | {now}    -> {now}, after the jobs the new time makes due have run
 *  POST /__control/settle                                -> 204 once no background job is running, due or queued
 *                                                           (503 if they have not settled within 2 minutes)
 */
export const Fault = lazySchema(() =>
  z
    .object({
      /** Name of a declared call, e.g. 'customers.getMe' (GET /__control/calls lists them), or of a job. */
      call: z.union([CallName, JobName]),
      /** Answer with this HTTP status and an error body ... */
      status: z.number().int().min(400).max(599).optional(),
      /** ... or fail at the network level: reset the connection, or hang for delayMs then answer. */
      network: z.enum(['reset', 'hang']).optional(),
      delayMs: z.number().int().min(0).max(120_000).optional(),
      times: z.number().int().min(0).default(1),
    })
    .refine((f) => (f.status === undefined) !== (f.network === undefined), 'give status or network'),
);
export type Fault = z.input<typeof Fault>;

export const ClockChange = lazySchema(() =>
  z.union([z.object({ advanceMs: z.number().int() }), z.object({ now: z.iso.datetime() })]),
);

export const ClockState = lazySchema(() => z.object({ now: z.iso.datetime() }));

/** GET /__control/calls: every call name a fault can target, sorted. */
export const CallList = lazySchema(() => z.object({ calls: z.array(z.string()) }));
