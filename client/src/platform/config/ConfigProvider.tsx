import { createContext, type ReactNode, useContext } from 'react';
import type { AppConfig } from '#contracts/app-config';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The loaded /config.json (startup guarantees it exists before anything else renders). */
export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}

/** The config where there may be none yet (pages that startup shows before or without it). */
export function useOptionalConfig(): AppConfig | null {
  return useContext(ConfigContext);
}
