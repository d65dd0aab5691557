import useSWR from 'swr';
import { createExport, type Export, getExport, getExportChunkUrl } from '#contracts/downloads';
import { ApiError, ResponseParseError } from '#platform/api/api-errors';
import { apiCall, callKey } from '#platform/api/api-request';

export class ExportRequestError extends Error {
  override readonly name = 'ExportRequestError';
}

/**
 * POST /backups for the brand's channel. A missing channel raises 'Unable to extract channel ID!', an answer that
 * does not match its schema 'Unable to parse response!', a FAILED one 'Unable to generate backup request!'.
 */
export async function requestExport(channelId: string | undefined): Promise<Export> {
  if (!channelId) throw new ExportRequestError('Unable to extract channel ID!');
  let result: Export;
  try {
    result = await apiCall(createExport, { body: { channelId } });
  } catch (error) {
    if (error instanceof ResponseParseError) throw new ExportRequestError(error.message, { cause: error });
    throw error;
  }
  if (result.status === 'FAILED') throw new ExportRequestError('Unable to generate backup request!');
  return result;
}

export const exportKey = (backupId: string) => callKey(getExport, { params: { backupId } });

export function useExport(backupId: string) {
  return useSWR(exportKey(backupId), () => apiCall(getExport, { params: { backupId } }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export async function fetchExportChunkUrl(backupId: string, chunk: number): Promise<string> {
  return (await apiCall(getExportChunkUrl, { params: { backupId, chunk: String(chunk) } })).url;
}

/**
 * What the export page shows: a spinner while loading; READY the chunks; 404 the expired-link page; FAILED, an
 * answer that does not parse or any other error the error banner; REQUESTED or IN_PROGRESS back to the photos.
 */
export type ExportPageState =
  | { view: 'loading' }
  | { view: 'ready'; export: Extract<Export, { status: 'READY' }> }
  | { view: 'expired' }
  | { view: 'error' }
  | { view: 'not-ready' };

export function exportPageState(result: { data?: Export; error?: unknown }): ExportPageState {
  if (result.error !== undefined) {
    return result.error instanceof ApiError && result.error.status === 404
      ? { view: 'expired' }
      : { view: 'error' };
  }
  const data = result.data;
  if (data === undefined) return { view: 'loading' };
  if (data.status === 'READY') return { view: 'ready', export: data };
  if (data.status === 'FAILED') return { view: 'error' };
  return { view: 'not-ready' };
}
