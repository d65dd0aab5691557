import { z } from 'zod/v4';

/**
 * The members of zod's namespace the SPA builds schemas with, named one by one so the build keeps only these
 * (and what they need) in zod's on-demand chunk: forwarding the whole namespace kept all of zod, 91 KB gzip
 * against 26 KB (decision 475). A member missing here fails loudly when it is first used, and
 * `zod-parts.test.ts` fails first: it finds every `z.<member>` the SPA and the contracts use.
 */
export const zodParts = {
  array: z.array,
  boolean: z.boolean,
  coerce: z.coerce,
  custom: z.custom,
  discriminatedUnion: z.discriminatedUnion,
  email: z.email,
  enum: z.enum,
  iso: z.iso,
  literal: z.literal,
  number: z.number,
  object: z.object,
  partialRecord: z.partialRecord,
  record: z.record,
  string: z.string,
  tuple: z.tuple,
  undefined: z.undefined,
  union: z.union,
  unknown: z.unknown,
  url: z.url,
  uuid: z.uuid,
  ZodArray: z.ZodArray,
  ZodObject: z.ZodObject,
};

export type ZodParts = typeof zodParts;
