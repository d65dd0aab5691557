import { describe, expect, it } from 'vitest';
import { breakpointOf } from './breakpoints';

describe('breakpoints', () => {
  it('maps widths to the spec breakpoints', () => {
    expect(breakpointOf(375)).toBe('small');
    expect(breakpointOf(574)).toBe('small');
    expect(breakpointOf(575)).toBe('medium');
    expect(breakpointOf(1023)).toBe('medium');
    expect(breakpointOf(1024)).toBe('large');
    expect(breakpointOf(1279)).toBe('large');
    expect(breakpointOf(1280)).toBe('extraLarge');
  });
});
