import { z } from 'zod';
import { B2bStatus } from './customer';
import { lazySchema } from './lazy-schema';

/**
 * The e-mail addresses of the seeded accounts in fixtures/data/users.json, one per account. The users file is
 * refused (by the emulator at start-up, by `npm start`, by the e2e fixtures) unless it holds exactly these, so
 * code that names an account (the e2e journeys) and the data cannot drift apart.
 */
export const SEEDED_EMAILS = [
  'customer@example.com',
  'empty@example.com',
  'b2b@example.com',
  'b2b-new@example.com',
  'b2b-blocked@example.com',
  'deleted@example.com',
  'big@example.com',
  'huge@example.com',
  'storage-warning@example.com',
  'storage-critical@example.com',
  'importing@example.com',
] as const;
export const SeededEmail = lazySchema(() => z.enum(SEEDED_EMAILS));
export type SeededEmail = z.infer<typeof SeededEmail>;

export function isSeededEmail(value: string): value is SeededEmail {
  return SeededEmail.safeParse(value).success;
}

/**
 * fixtures/data/users.json: the seeded accounts of the emulator (all share one password). Parsing refuses an
 * address that is not in SEEDED_EMAILS. (The inferred type keeps `email: string`: the emulator's unit tests build
 * directories of made-up users; e2e names accounts with SeededEmail.)
 */
export const SeedUser = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    email: z.email().refine((value): boolean => isSeededEmail(value), {
      error: (issue) => `${String(issue.input)} is not in SEEDED_EMAILS`,
    }),
    firstName: z.string(),
    lastName: z.string(),
    idp: z.string().min(1),
    idpSub: z.string().min(1),
    amr: z.array(z.string()),
    accountDeleted: z.boolean(),
    status: B2bStatus.nullable(),
    /** The photo library is generated from a seed, never stored photo by photo. */
    library: z.object({
      photos: z.number().int().min(0),
      seed: z.number().int(),
      /** Generated photos (by index, the newest last) that are 640 × 480 screenshots, too small to print sharply. */
      screenshots: z.array(z.number().int().min(0)).optional(),
    }),
    /**
     * The photo-deletion service's view of the account, in days before the emulator's "now" when the user's state
     * is first built (so a seeded status holds whenever the emulator runs). Default: registered 400 days ago, last
     * order 30 days ago, no delay, no projects.
     */
    storage: z
      .object({
        registeredDaysAgo: z.number().int().min(0),
        lastOrderDaysAgo: z.number().int().min(0).nullable(),
        /** A granted later deletion date, in days after now; null when none. */
        delayedDeletionInDays: z.number().int().min(0).nullable(),
        projectCount: z.number().int().min(0),
      })
      .optional(),
    /** The library's activation status; IMPORTING finishes on the emulator clock. Default ACTIVE. */
    activation: z.enum(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING']).optional(),
  }),
);
export type SeedUser = z.infer<typeof SeedUser>;

export const SeedUsersFile = lazySchema(() =>
  z
    .object({
      password: z.string().min(8),
      users: z.array(SeedUser).min(1),
    })
    .superRefine((file, ctx) => {
      for (const email of SEEDED_EMAILS) {
        const count = file.users.filter((u) => u.email === email).length;
        if (count !== 1)
          ctx.addIssue({ code: 'custom', message: `${email} is seeded ${count} times, not once` });
      }
    }),
);
export type SeedUsersFile = z.infer<typeof SeedUsersFile>;
