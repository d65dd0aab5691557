import useSWR from 'swr';
import { getSavedProjects, type SavedProjectPage } from '#contracts/projects';
import { apiCall, callKey } from '#platform/api/api-request';

/** How many saved projects the overview lists. */
export const OVERVIEW_PROJECTS = 3;

const query = { skip: 0, limit: OVERVIEW_PROJECTS };

/** GET /api/v2/projects/{accountId}?skip=0&limit=3: the latest saved projects and how many there are. */
export function useLatestProjects(accountId: string | undefined) {
  return useSWR(
    accountId === undefined ? null : callKey(getSavedProjects, { params: { accountId }, query }),
    (): Promise<SavedProjectPage> =>
      apiCall(getSavedProjects, { params: { accountId: accountId ?? '' }, query }),
  );
}
