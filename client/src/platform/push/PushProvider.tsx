import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { apiAuth } from '#platform/api/api-auth';
import { useConfig } from '#platform/config/ConfigProvider';
import type { PushConnection } from './push-connection';

/**
 * What the app's one push connection is made of, and the connection once a screen has asked for it. Its code
 * (the connection, the socket, the message contract) is not part of the first paint: the screens that use push
 * import `use-push.ts`, which creates the connection the first time one asks.
 */
export interface PushHost {
  path: string;
  getToken(): string | null;
  connection: PushConnection | null;
}

const PushContext = createContext<PushHost | null>(null);

/** Holds the app's one push connection (closed when the app unmounts). */
export function PushProvider({ children }: { children: ReactNode }) {
  const { push } = useConfig();
  const [host] = useState<PushHost>(() => ({
    path: push.path,
    getToken: () => apiAuth().getAccessToken(),
    connection: null,
  }));
  useEffect(() => () => host.connection?.close(), [host]);
  return <PushContext.Provider value={host}>{children}</PushContext.Provider>;
}

export function usePushHost(): PushHost {
  const host = useContext(PushContext);
  if (!host) throw new Error('usePushConnection outside PushProvider');
  return host;
}
