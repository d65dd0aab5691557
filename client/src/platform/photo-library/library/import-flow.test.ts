import { describe, expect, it } from 'vitest';
import type { ImportPushMessage } from '#contracts/push';
import { IMPORT_WAITING, nextImportProgress } from './import-flow';

const message = (type: ImportPushMessage['type'], timestamp: string): ImportPushMessage => ({
  id: '7d3f0b8e-3c1a-4d7e-9b1f-2a6c5e4d3b2a',
  type,
  data: { payload: null, timestamp },
});

describe('import progress', () => {
  it('follows started, error and finished as they arrive', () => {
    let progress = IMPORT_WAITING;
    progress = nextImportProgress(progress, message('import-started', '2026-11-22T10:00:00Z'));
    expect(progress.phase).toBe('started');
    progress = nextImportProgress(progress, message('import-error', '2026-11-22T10:01:00Z'));
    expect(progress.phase).toBe('failed');
    progress = nextImportProgress(progress, message('import-finished', '2026-11-22T10:02:00Z'));
    expect(progress).toEqual({ phase: 'finished', at: '2026-11-22T10:02:00Z' });
  });

  it('ignores a message older than the one shown, and a late start after the finish', () => {
    const finished = nextImportProgress(IMPORT_WAITING, message('import-finished', '2026-11-22T10:02:00Z'));
    expect(nextImportProgress(finished, message('import-error', '2026-11-22T10:01:00Z'))).toBe(finished);
    expect(nextImportProgress(finished, message('import-started', '2026-11-22T10:03:00Z'))).toBe(finished);
  });
});
