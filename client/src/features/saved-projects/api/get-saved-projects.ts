import useSWR, { type ScopedMutator } from 'swr';
import { getSavedProjects, SAVED_PROJECTS_PAGE_SIZE, type SavedProjectPage } from '#contracts/projects';
import { apiCall, callKey } from '#platform/api/api-request';
import { offsetOf } from '#ui/pagination';

const queryOf = (page: number) => ({
  skip: offsetOf(page, SAVED_PROJECTS_PAGE_SIZE),
  limit: SAVED_PROJECTS_PAGE_SIZE,
});

/** GET /api/v2/projects/{accountId}?skip=&limit=10: one page of the saved projects and how many there are. */
export function useSavedProjectsPage(accountId: string | undefined, page: number) {
  const query = queryOf(page);
  return useSWR(
    accountId === undefined ? null : callKey(getSavedProjects, { params: { accountId }, query }),
    (): Promise<SavedProjectPage> =>
      apiCall(getSavedProjects, { params: { accountId: accountId ?? '' }, query }),
    { keepPreviousData: true },
  );
}

/** Every cached page of saved projects (this screen's and the overview's) is read again. */
export function refreshSavedProjects(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === getSavedProjects.name);
}
