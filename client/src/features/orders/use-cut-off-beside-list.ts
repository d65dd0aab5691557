import { useEffect, useState } from 'react';
import type { CutOffGroup } from '#contracts/campaigns';
import { serverNow } from '#platform/api/server-time';
import { comingCutOff, useCutOffGroups } from './api/get-cut-off-groups';

/**
 * How long the orders, once there, wait for the cut-off groups before they show without them: the notice sits
 * above the list, so it is shown with the list or not at all (arriving later it would push the list down).
 */
export const CUT_OFF_WAIT_MS = 1000;

export interface CutOffBesideList {
  /** True while the list (ready or not) should keep its skeleton: the cut-off call is still within its wait. */
  holding: boolean;
  /** The coming cut-off to announce above the list, or null (none near, failed, or answered too late). */
  group: CutOffGroup | null;
}

/**
 * The coming order deadline, timed with the list it sits above. The list shows once the cut-off call has
 * answered (or failed), or at the latest CUT_OFF_WAIT_MS after the orders are there; a notice that answers after
 * that is dropped for this visit instead of moving the list (the answer stays cached, so the next visit shows
 * it at once). A failed or hanging cut-off call never hides the orders for longer than that wait.
 */
export function useCutOffBesideList(listReady: boolean): CutOffBesideList {
  const { data, error } = useCutOffGroups();
  const answered = data !== undefined || error !== undefined;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!listReady || answered || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), CUT_OFF_WAIT_MS);
    return () => clearTimeout(timer);
  }, [listReady, answered, gaveUp]);
  return {
    holding: !answered && !gaveUp,
    group: gaveUp || !data ? null : comingCutOff(data, serverNow()),
  };
}
