import type { ImportPushMessage } from '#contracts/push';

/** After import-finished the status is asked for again this much later (the library needs a moment to settle). */
export const IMPORT_FINISH_DELAY_MS = 10_000;

/**
 * What the import notice shows: `waiting` before any message arrived (the status said IMPORTING), then the
 * latest message's meaning. A message older than the one shown is ignored (messages may arrive out of order).
 */
export interface ImportProgress {
  phase: 'waiting' | 'started' | 'failed' | 'finished';
  at: string | null;
}

export const IMPORT_WAITING: ImportProgress = { phase: 'waiting', at: null };

const PHASE_OF: Record<ImportPushMessage['type'], ImportProgress['phase']> = {
  'import-started': 'started',
  'import-error': 'failed',
  'import-finished': 'finished',
};

export function nextImportProgress(current: ImportProgress, message: ImportPushMessage): ImportProgress {
  const at = message.data.timestamp;
  if (current.at !== null && Date.parse(at) < Date.parse(current.at)) return current;
  // Once finished, a late 'started' does not take the news back.
  if (current.phase === 'finished' && message.type === 'import-started') return current;
  return { phase: PHASE_OF[message.type], at };
}
