import type { z } from 'zod';

/**
 * Schemas are built on first use in the browser, at once elsewhere (decision 270). Building a zod schema costs
 * time (each one is a tree of objects, checks and closures), and a contract module builds every schema it
 * declares when it is evaluated: the SPA's entry and each screen's chunk paid for dozens of schemas it never
 * parses with (request bodies, other calls' answers) in the tasks that block its first render. In Node (the
 * gateway, the emulator, the OpenAPI document, the contracts' own tests) nothing changes: the schema itself is
 * returned, so identity, `instanceof` and zod's registries behave as they always did.
 */
export const SCHEMAS_BUILT_ON_USE = typeof document !== 'undefined';

/**
 * `build()` now (Node), or a stand-in that builds it on its first use and then forwards everything to it (the
 * browser): `parse`, `shape`, `extend`, `instanceof`, nesting in another schema all work on the stand-in.
 *
 *   export const Customer = lazySchema(() => z.object({ … }));
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  return SCHEMAS_BUILT_ON_USE ? deferred(build) : build();
}

/** A stand-in object for what `build()` returns, built on the first operation on it. Exported for its tests. */
export function deferred<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_target, key) => {
      const target = real();
      return Reflect.get(target, key, target);
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The stand-in's own target has no such property: a proxy may not report it as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
