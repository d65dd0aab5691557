import { deleteProject as deleteProjectCall } from '#contracts/projects';
import { apiCall } from '#platform/api/api-request';

/** DELETE /api/v2/project/{id}. */
export function deleteProject(id: string): Promise<void> {
  return apiCall(deleteProjectCall, { params: { id } });
}
