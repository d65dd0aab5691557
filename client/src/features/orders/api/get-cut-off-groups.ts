import useSWR from 'swr';
import { type CutOffGroup, getCutOffGroups } from '#contracts/campaigns';
import { apiCall, callKey } from '#platform/api/api-request';

/** How far ahead a cut-off is announced. */
export const CUT_OFF_NOTICE_DAYS = 45;
const DAY_MS = 24 * 3600 * 1000;

export const cutOffGroupsKey = () => callKey(getCutOffGroups, {});

/** GET /v1/ArticleGroup: the article groups with their coming cut-off dates. */
export function useCutOffGroups() {
  return useSWR(cutOffGroupsKey(), () => apiCall(getCutOffGroups, {}), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The soonest cut-off still to come within the notice window (`now` in ms, the server's time), or null. */
export function comingCutOff(groups: readonly CutOffGroup[], now: number): CutOffGroup | null {
  const coming = groups
    .filter((g) => {
      const at = Date.parse(g.cutOffDate);
      return at > now && at - now <= CUT_OFF_NOTICE_DAYS * DAY_MS;
    })
    .sort((a, b) => a.cutOffDate.localeCompare(b.cutOffDate));
  return coming[0] ?? null;
}
