import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export: each feature module becomes its own chunk. */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
