import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more a frame until all are there. Each step is
 * a transition committed in its own task after the browser has painted the one before, so a long list's first
 * render and layout are a few short tasks instead of one long one (issue 24). The items keep their order and the
 * ones shown never move: later ones are added after them, below what a screen shows at first.
 */
export function useCountInSteps(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame (the step just committed laid out and painted), in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total, step]);
  return Math.min(shown, total);
}
