import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { PushMessage } from '#contracts/push';
import { apiAuth } from '#platform/api/api-auth';
import { useConfig } from '#platform/config/ConfigProvider';
import { PushConnection } from './push-connection';

const PushContext = createContext<PushConnection | null>(null);

/** Holds the app's one push connection (closed when the app unmounts). */
export function PushProvider({ children }: { children: ReactNode }) {
  const { push } = useConfig();
  const [connection] = useState(
    () => new PushConnection({ path: push.path, getToken: () => apiAuth().getAccessToken() }),
  );
  useEffect(() => () => connection.close(), [connection]);
  return <PushContext.Provider value={connection}>{children}</PushContext.Provider>;
}

export function usePushConnection(): PushConnection {
  const connection = useContext(PushContext);
  if (!connection) throw new Error('usePushConnection outside PushProvider');
  return connection;
}

/** Calls `listener` with every push message while the component is mounted (it does not open the socket). */
export function usePushMessages(listener: (message: PushMessage) => void): void {
  const connection = usePushConnection();
  const [current] = useState(() => ({ listener }));
  current.listener = listener;
  useEffect(() => connection.subscribe((message) => current.listener(message)), [connection, current]);
}
