import { describe, expect, it } from 'vitest';
import { reachable } from './initial-chunk';

describe("the boot script's modules, left out of the entry's chunk", () => {
  it('are its entry and all it imports, however deep, each once, through import cycles', () => {
    const imports: Record<string, string[]> = {
      boot: ['timeline', 'consent'],
      timeline: ['hand-over'],
      consent: ['timeline', 'boot'],
      'hand-over': [],
      app: ['react', 'timeline-store'],
    };
    expect([...reachable('boot', (id) => imports[id] ?? [])].sort()).toEqual([
      'boot',
      'consent',
      'hand-over',
      'timeline',
    ]);
  });
});
