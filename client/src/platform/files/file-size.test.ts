import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('steps through Bytes, KB, MB and GB at 1024 with two decimals', () => {
    expect(formatFileSize(0, 'en-GB')).toBe('0 Bytes');
    expect(formatFileSize(1, 'en-GB')).toBe('1 Byte');
    expect(formatFileSize(2, 'en-GB')).toBe('2 Bytes');
    expect(formatFileSize(1023, 'en-GB')).toBe('1,023 Bytes');
    expect(formatFileSize(1024, 'en-GB')).toBe('1.00 KB');
    expect(formatFileSize(1536, 'en-GB')).toBe('1.50 KB');
    expect(formatFileSize(1024 ** 2 - 1, 'en-GB')).toBe('1.00 MB');
    expect(formatFileSize(1024 ** 2 - 6000, 'en-GB')).toBe('1,018.14 KB');
    expect(formatFileSize(1024 ** 2, 'en-GB')).toBe('1.00 MB');
    expect(formatFileSize(314_572_800, 'en-GB')).toBe('300.00 MB');
    expect(formatFileSize(2.5 * 1024 ** 3, 'en-GB')).toBe('2.50 GB');
  });

  it('stays in GB above a terabyte and writes the locale’s separators', () => {
    expect(formatFileSize(2 * 1024 ** 4, 'en-GB')).toBe('2,048.00 GB');
    expect(formatFileSize(1536, 'nl-NL')).toBe('1,50 KB');
  });

  it('shows nonsense input as 0 Bytes', () => {
    expect(formatFileSize(-5, 'en-GB')).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN, 'en-GB')).toBe('0 Bytes');
  });
});
