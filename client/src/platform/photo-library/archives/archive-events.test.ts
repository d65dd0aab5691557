import { describe, expect, it, vi } from 'vitest';
import type { ArchivePushMessage } from '#contracts/push';
import { type ArchiveEventDeps, handleArchiveMessage, isArchiveMessage } from './archive-events';

const message = (key: ArchivePushMessage['key'], downloadId = 'd1'): ArchivePushMessage => ({
  id: `${key}-${downloadId}`,
  timestamp: '2026-11-22T10:00:00.000Z',
  key,
  message: { userId: 'u-customer', downloadId },
});

function deps(overrides: Pick<Partial<ArchiveEventDeps>, 'wasRequestedHere' | 'fetchUrl'> = {}) {
  return {
    toast: vi.fn<ArchiveEventDeps['toast']>(),
    wasRequestedHere: overrides.wasRequestedHere ?? (() => true),
    fetchUrl: vi.fn(overrides.fetchUrl ?? (async (id: string) => `http://files.test/archives/${id}?sig=x`)),
    save: vi.fn<ArchiveEventDeps['save']>(),
    changed: vi.fn(),
  };
}

describe('archive push messages', () => {
  it('tells archive messages from import messages', () => {
    expect(isArchiveMessage(message('archive-started'))).toBe(true);
    expect(
      isArchiveMessage({
        id: '0b7c2a8e-0f5c-4a53-9a43-6f3c5b0b2f61',
        type: 'import-started',
        data: { payload: null, timestamp: '2026-11-22T10:00:00.000Z' },
      }),
    ).toBe(false);
  });

  it('shows a toast for started and error without saving anything', async () => {
    const d = deps();
    await handleArchiveMessage(message('archive-started'), d);
    await handleArchiveMessage(message('archive-error'), d);
    expect(d.toast.mock.calls).toEqual([
      ['archive-started', 'd1'],
      ['archive-error', 'd1'],
    ]);
    expect(d.fetchUrl).not.toHaveBeenCalled();
    expect(d.changed).toHaveBeenCalledTimes(2);
  });

  it('on finished fetches the signed link and saves {downloadId}.zip', async () => {
    const d = deps();
    await handleArchiveMessage(message('archive-finished', 'abc'), d);
    expect(d.toast).toHaveBeenCalledWith('archive-finished', 'abc');
    expect(d.fetchUrl).toHaveBeenCalledWith('abc');
    expect(d.save).toHaveBeenCalledWith('http://files.test/archives/abc?sig=x', 'abc.zip');
  });

  it('does not save an archive another tab asked for', async () => {
    const d = deps({ wasRequestedHere: vi.fn(() => false) });
    await handleArchiveMessage(message('archive-finished'), d);
    expect(d.save).not.toHaveBeenCalled();
    expect(d.toast).toHaveBeenCalledWith('archive-finished', 'd1');
  });

  it('shows the failure toast when the link cannot be fetched', async () => {
    const d = deps({ fetchUrl: vi.fn(async () => Promise.reject(new Error('Request failure'))) });
    await handleArchiveMessage(message('archive-finished'), d);
    expect(d.save).not.toHaveBeenCalled();
    expect(d.toast).toHaveBeenLastCalledWith('save-failed', 'd1');
  });
});
