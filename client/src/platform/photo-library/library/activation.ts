import { activate, getActivation } from '#contracts/photo-storage';
import { ResponseParseError } from '#platform/api/api-errors';
import { apiCall, callKey } from '#platform/api/api-request';

/** The activation states the client acts on (the other casing folded in). */
export type LibraryActivation = 'ACTIVE' | 'NOT_ACTIVE' | 'IMPORTING' | 'DELETING';

export const activationKey = callKey(getActivation);

export class ActivationParseError extends Error {
  override readonly name = 'ActivationParseError';
  constructor(options?: ErrorOptions) {
    super('Failed to parse response!', options);
  }
}

/** GET /users/activate; an answer that does not parse raises 'Failed to parse response!'. */
export async function fetchActivation(): Promise<LibraryActivation> {
  try {
    const { status } = await apiCall(getActivation);
    if (status === 'Importing') return 'IMPORTING';
    if (status === 'Active') return 'ACTIVE';
    return status;
  } catch (error) {
    if (error instanceof ResponseParseError) throw new ActivationParseError({ cause: error });
    throw error;
  }
}

/** POST /users/activate: starts the activation (the import) of a library that is not active. */
export async function startActivation(): Promise<void> {
  await apiCall(activate);
}
