import { type ComponentType, lazy } from 'react';

/** A lazily loaded screen that can also be asked to start loading early. */
export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/** React.lazy for a named export (each feature area becomes its own chunk); the component is named after it. */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyScreen {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Screen = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(Screen, { displayName: name, preload });
}
