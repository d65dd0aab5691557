import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the work already queued as microtasks, in a later task', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('chained microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    let yielded = 0;
    const scheduler = {
      yield: () => {
        yielded += 1;
        return Promise.resolve();
      },
    };
    Object.assign(globalThis, { scheduler });
    try {
      await nextTask();
    } finally {
      Reflect.deleteProperty(globalThis, 'scheduler');
    }
    expect(yielded).toBe(1);
  });
});
