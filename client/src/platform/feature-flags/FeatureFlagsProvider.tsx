import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { FeatureFlag } from '#contracts/feature-flags';
import { useConfig } from '#platform/config/ConfigProvider';
import {
  clearOverrides,
  type FlagValues,
  resolveFlags,
  storeOverrides,
  storeQueryOverrides,
} from './resolve-flags';

interface FeatureFlagsContextValue {
  flags: FlagValues;
  /** Stores every value as an override (developer dialog 'Save'). */
  save(values: FlagValues): void;
  /** Clears every override: values fall back to the brand lists. */
  reset(): void;
}

const FeatureFlagsContext = createContext<FeatureFlagsContextValue | null>(null);

/** Must sit inside the router: query parameters on any navigation override and are stored. */
export function FeatureFlagsProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const { search } = useLocation();
  const [revision, setRevision] = useState(0);

  // The query wins during this render anyway; storing it keeps it for the next visits.
  useEffect(() => storeQueryOverrides(search), [search]);

  const flags = useMemo(() => {
    // revision forces a re-read of storage after save/reset.
    void revision;
    return resolveFlags({ brandId: config.brand.id, lists: config.featureFlags, search });
  }, [config, search, revision]);

  const save = useCallback((values: FlagValues) => {
    storeOverrides(values);
    setRevision((r) => r + 1);
  }, []);
  const reset = useCallback(() => {
    clearOverrides();
    setRevision((r) => r + 1);
  }, []);

  const value = useMemo(() => ({ flags, save, reset }), [flags, save, reset]);
  return <FeatureFlagsContext.Provider value={value}>{children}</FeatureFlagsContext.Provider>;
}

export function useFeatureFlags(): FeatureFlagsContextValue {
  const value = useContext(FeatureFlagsContext);
  if (!value) throw new Error('useFeatureFlags outside FeatureFlagsProvider');
  return value;
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useFeatureFlags().flags[flag];
}
