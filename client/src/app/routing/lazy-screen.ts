import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export (each feature area becomes its own chunk); the component is named after it. */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return Object.assign(Screen, { displayName: name });
}
