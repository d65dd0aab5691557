import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { whenScreenIdle } from '#platform/scheduling/when-screen-idle';

/*
 * A part of a photo screen that is closed when the screen opens (a modal behind a button or a menu item): its code
 * is not a static import of the screen, so it is neither in the screen's chunks nor in its HTML preloads
 * (decisions 260, 291, 320). It is fetched on the first idle time once the screen has been up for a few seconds
 * (`whenScreenIdle`, decision 391), earlier when the pointer or the focus reaches the control that opens it, or at
 * once when it is shown first; a failed fetch is forgotten, so the next attempt tries again.
 */

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

/** A closed part's code, fetched once (see above); rendered by `Deferred`. */
export interface DeferredPart<P extends object> {
  Lazy: LazyExoticComponent<ComponentType<P>>;
  fetchCode(): Promise<ComponentType<P>>;
  /** Whether the code is in (a later screen renders the part at once). */
  arrived: boolean;
  /** Starts fetching the code (a pointer or focus reaching the control that opens it). */
  preload(): void;
}

/** A closed part whose code comes after the screen's first render (see above). */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  const fetchOnce = onDemand(load);
  const part: DeferredPart<P> = {
    Lazy: lazy(async () => ({ default: await part.fetchCode() })),
    arrived: false,
    fetchCode: async () => {
      const code = await fetchOnce();
      part.arrived = true;
      return code;
    },
    preload: () => {
      part.fetchCode().catch(() => undefined);
    },
  };
  return part;
}

/**
 * Renders `part` with its props once its code is in (from the idle-time fetch), and before that only once
 * `shown`: then it appears as soon as the code arrives. Once rendered it stays mounted, as a static part would.
 */
export function Deferred<P extends object>({
  part,
  shown,
  ...props
}: { part: DeferredPart<P>; shown: boolean } & P) {
  const [ready, setReady] = useState(part.arrived);
  const wanted = useRef(false);
  wanted.current ||= shown;
  useEffect(() => {
    if (ready) return;
    let live = true;
    const cancel = whenScreenIdle(() => {
      part.fetchCode().then(
        () => {
          if (live) setReady(true);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [part, ready]);
  if (!ready && !wanted.current) return null;
  const { Lazy } = part;
  return (
    <Suspense fallback={null}>
      <Lazy {...(props as unknown as P)} />
    </Suspense>
  );
}
