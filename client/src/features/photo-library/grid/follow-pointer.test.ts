import { describe, expect, it } from 'vitest';
import { edgeStep } from './follow-pointer';
import { sweepMode } from './use-grid-sweep';

describe('edgeStep', () => {
  it('does not scroll while the pointer is away from the window edges', () => {
    expect(edgeStep(400, 900)).toBe(0);
    expect(edgeStep(60, 900)).toBe(0);
    expect(edgeStep(840, 900)).toBe(0);
  });

  it('scrolls up near the top and down near the bottom, faster nearer the edge', () => {
    expect(edgeStep(50, 900)).toBeLessThan(0);
    expect(edgeStep(10, 900)).toBeLessThan(edgeStep(50, 900));
    expect(edgeStep(850, 900)).toBeGreaterThan(0);
    expect(edgeStep(895, 900)).toBeGreaterThan(edgeStep(850, 900));
  });

  it('never steps more than its maximum, even past the window', () => {
    expect(edgeStep(-500, 900)).toBe(edgeStep(0, 900));
    expect(edgeStep(5000, 900)).toBe(edgeStep(900, 900));
    expect(Math.abs(edgeStep(0, 900))).toBe(28);
  });
});

describe('sweepMode', () => {
  const keys = { ctrlKey: false, metaKey: false, altKey: false };
  it('replaces on a plain drag, adds with Ctrl or ⌘, removes with Alt', () => {
    expect(sweepMode(keys)).toBe('replace');
    expect(sweepMode({ ...keys, ctrlKey: true })).toBe('add');
    expect(sweepMode({ ...keys, metaKey: true })).toBe('add');
    expect(sweepMode({ ...keys, altKey: true })).toBe('remove');
    expect(sweepMode({ ...keys, altKey: true, ctrlKey: true })).toBe('remove');
  });
});
