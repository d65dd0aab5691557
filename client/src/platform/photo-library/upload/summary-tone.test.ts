import { describe, expect, it } from 'vitest';
import { summaryTone } from './summary-tone';
import type { UploadItemStatus } from './upload-types';

const items = (...statuses: UploadItemStatus[]) => statuses.map((status) => ({ status }));

describe('summaryTone', () => {
  it('is success when every file was added or already in the library', () => {
    expect(summaryTone(items('added', 'added'))).toBe('success');
    expect(summaryTone(items('added', 'duplicate'))).toBe('success');
    expect(summaryTone(items('duplicate'))).toBe('success');
  });

  it('is warning when some files failed and others got in', () => {
    expect(summaryTone(items('added', 'failed'))).toBe('warning');
    expect(summaryTone(items('duplicate', 'failed', 'failed'))).toBe('warning');
  });

  it('is error when every file failed', () => {
    expect(summaryTone(items('failed'))).toBe('error');
    expect(summaryTone(items('failed', 'failed'))).toBe('error');
  });

  it('leaves cancelled files out', () => {
    expect(summaryTone(items('failed', 'cancelled'))).toBe('error');
    expect(summaryTone(items('added', 'cancelled'))).toBe('success');
  });
});
