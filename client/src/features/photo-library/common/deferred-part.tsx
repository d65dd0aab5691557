import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

/*
 * A part of a photo screen that is closed when the screen opens (a modal behind a button or a menu item): its code
 * is not a static import of the screen, so it is neither in the screen's chunks nor in its HTML preloads
 * (decisions 260, 291, 320). It is fetched on the first idle time after the screen has mounted (a second at most),
 * or at once when it is shown first; a failed fetch is forgotten, so the next attempt tries again.
 */

/** When the page is next idle (a second at most), or on the next task where the browser cannot say. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
}

/** A module fetched once, on demand; a failed fetch is forgotten so that the next call tries again. */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export interface DeferredPart<P extends object> {
  /**
   * Renders the part with `props` once its code is in (from the idle-time fetch), and before that only while
   * `shown`: then it appears as soon as the code arrives. Once rendered it stays mounted, as a static part would.
   */
  Part: ComponentType<P & { shown: boolean }>;
  /** Starts fetching the code (a pointer or focus reaching the control that opens it). */
  preload(): void;
}

/** A closed part whose code comes after the screen's first render (see above). */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  const fetchCode = onDemand(load);
  let arrived = false;
  const fetchNow = () => {
    fetchCode().then(
      () => {
        arrived = true;
      },
      () => undefined,
    );
  };
  const Lazy = lazy(async () => ({ default: await fetchCode() }));

  function Part({ shown, ...props }: P & { shown: boolean }) {
    const [ready, setReady] = useState(arrived);
    const wanted = useRef(false);
    wanted.current ||= shown;
    useEffect(() => {
      if (ready) return;
      let live = true;
      const cancel = whenIdle(() => {
        fetchCode().then(
          () => {
            arrived = true;
            if (live) setReady(true);
          },
          () => undefined,
        );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [ready]);
    if (!ready && !wanted.current) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return { Part, preload: fetchNow };
}
