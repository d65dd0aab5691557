import { useEffect, useState } from 'react';
import type { PushMessage } from '#contracts/push';
import { usePushHost } from './PushProvider';
import { PushConnection } from './push-connection';

/** The app's one push connection, created the first time a screen asks for it (nothing opens until `open()`). */
export function usePushConnection(): PushConnection {
  const host = usePushHost();
  host.connection ??= new PushConnection({ path: host.path, getToken: host.getToken });
  return host.connection;
}

/** Calls `listener` with every push message while the component is mounted (it does not open the socket). */
export function usePushMessages(listener: (message: PushMessage) => void): void {
  const connection = usePushConnection();
  const [current] = useState(() => ({ listener }));
  current.listener = listener;
  useEffect(() => connection.subscribe((message) => current.listener(message)), [connection, current]);
}
