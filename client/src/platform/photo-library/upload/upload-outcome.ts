import type { HttpResponse } from 'tus-js-client';
import { getUploadOutcome, UPLOAD_LINK_HEADER, UploadOutcome } from '#contracts/photo-uploads';
import { apiCall, apiServiceUrl, callPath } from '#platform/api/api-request';
import type { UploadFailure, UploadTarget } from './upload-types';

/** The outcome a finished upload's last answer carries (its body), or null when it carries none. */
export function outcomeFromBody(body: string | undefined): UploadOutcome | null {
  if (body === undefined || body.trim() === '') return null;
  try {
    const parsed = UploadOutcome.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Why a refused or broken upload failed: the outcome's reason, else one told by the status. */
export function failureOf(response: HttpResponse | null | undefined): UploadFailure {
  const outcome = outcomeFromBody(response?.getBody());
  if (outcome?.status === 'failed') return outcome.error;
  const status = response?.getStatus() ?? 0;
  // the photo-upload service's statuses of a refused file (FAILURE_STATUS of its tus routes)
  if (status === 413) return 'too_large';
  if (status === 410) return 'link_expired';
  if (status === 415) return 'unsupported_type';
  if (status === 422) return 'corrupt_image';
  if (status === 0 || status >= 500) return 'connection';
  return 'failed';
}

/** The tus id at the end of an upload's URL. */
export const uploadIdOf = (url: string): string => url.split('/').pop() ?? '';

/** One look at the outcome resource of an upload, with the target's credential. */
export async function defaultFetchOutcome(uploadId: string, target: UploadTarget): Promise<UploadOutcome> {
  if (target.kind === 'user') return apiCall(getUploadOutcome, { params: { uploadId } });
  // a phone link's holder has no access token: the link's own header is the credential (apiCall sends bearers)
  const path = callPath(getUploadOutcome, { params: { uploadId } });
  const response = await fetch(apiServiceUrl('photo-upload', path), {
    headers: { [UPLOAD_LINK_HEADER]: target.token },
  });
  if (!response.ok) throw new Error(`outcome ${response.status}`);
  return UploadOutcome.parse(await response.json());
}
