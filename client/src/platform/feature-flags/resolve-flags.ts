import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlagBrandLists } from '#contracts/feature-flags';
import { readStored, removeStored, writeStored } from '#platform/storage/local-storage';

export type FlagValues = Record<FeatureFlag, boolean>;

const STORAGE_PREFIX = 'featureFlag.';

export function flagStorageKey(flag: FeatureFlag): string {
  return `${STORAGE_PREFIX}${flag}`;
}

function parseBoolean(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Stores every flag given as a query parameter ('true'/'false') as an override. */
export function storeQueryOverrides(search: string): void {
  const params = new URLSearchParams(search);
  for (const flag of FEATURE_FLAGS) {
    const value = parseBoolean(params.get(flag));
    if (value !== undefined) writeStored(flagStorageKey(flag), String(value));
  }
}

export function storeOverrides(values: FlagValues): void {
  for (const flag of FEATURE_FLAGS) writeStored(flagStorageKey(flag), String(values[flag]));
}

export function clearOverrides(): void {
  for (const flag of FEATURE_FLAGS) removeStored(flagStorageKey(flag));
}

/**
 * A flag's value: the query parameter, else the stored override, else whether the brand is in the configured
 * list for the flag (a flag missing from the lists is off).
 */
export function resolveFlag(
  flag: FeatureFlag,
  context: { brandId: string; lists: FeatureFlagBrandLists; search: string },
): boolean {
  const fromQuery = parseBoolean(new URLSearchParams(context.search).get(flag));
  if (fromQuery !== undefined) return fromQuery;
  const stored = parseBoolean(readStored(flagStorageKey(flag)));
  if (stored !== undefined) return stored;
  return context.lists[flag]?.includes(context.brandId) ?? false;
}

export function resolveFlags(context: {
  brandId: string;
  lists: FeatureFlagBrandLists;
  search: string;
}): FlagValues {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, resolveFlag(flag, context)])) as FlagValues;
}
