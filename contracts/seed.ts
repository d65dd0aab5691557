import { z } from 'zod';
import { B2bStatus } from './customer';

/** fixtures/data/users.json: the seeded accounts of the emulator (all share one password). */
export const SeedUser = z.object({
  id: z.string().min(1),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  idp: z.string().min(1),
  idpSub: z.string().min(1),
  amr: z.array(z.string()),
  accountDeleted: z.boolean(),
  status: B2bStatus.nullable(),
  /** The photo library is generated from a seed, never stored photo by photo. */
  library: z.object({ photos: z.number().int().min(0), seed: z.number().int() }),
});
export type SeedUser = z.infer<typeof SeedUser>;

export const SeedUsersFile = z.object({
  password: z.string().min(8),
  users: z.array(SeedUser).min(1),
});
export type SeedUsersFile = z.infer<typeof SeedUsersFile>;
