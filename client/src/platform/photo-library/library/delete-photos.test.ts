import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FailedList } from '#contracts/photos';
import { DeletePhotosError, deletePhotosInChunks, EXCEEDED_RETRIES, FAILED_TO_DELETE } from './delete-photos';

const wait = () => Promise.resolve();
const idsFrom = (count: number, prefix = 'p') => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

/** A fake DELETE /photos: refuses the ids in `refuse` (as many times as asked), and records every request. */
function fakeSend(refuse: (id: string, call: number) => boolean = () => false) {
  const requests: string[][] = [];
  const send = vi.fn(async (ids: string[]): Promise<FailedList> => {
    requests.push([...ids]);
    return { failed: ids.filter((id) => refuse(id, requests.length - 1)) };
  });
  return { send, requests };
}

async function deleteError(promise: Promise<void>): Promise<DeletePhotosError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeletePhotosError);
  return error as DeletePhotosError;
}

describe('deletePhotosInChunks', () => {
  it('sends the ids in chunks of chunkSize, in order', async () => {
    const { send, requests } = fakeSend();
    await deletePhotosInChunks(idsFrom(7), { send, chunkSize: 3, wait });
    expect(requests).toEqual([['p0', 'p1', 'p2'], ['p3', 'p4', 'p5'], ['p6']]);
  });

  it('sends at most 100 ids per request by default', async () => {
    const { send, requests } = fakeSend();
    await deletePhotosInChunks(idsFrom(250), { send, wait });
    expect(requests.map((r) => r.length)).toEqual([100, 100, 50]);
    expect(requests.flat()).toEqual(idsFrom(250));
  });

  it('sends nothing for no ids', async () => {
    const { send } = fakeSend();
    await expect(deletePhotosInChunks([], { send, wait })).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('retries only the ids the answer listed as failed, waiting before each retry', async () => {
    // p1 is refused once, then deleted.
    const { send, requests } = fakeSend((id, call) => id === 'p1' && call === 0);
    const waits: number[] = [];
    await deletePhotosInChunks(idsFrom(3), {
      send,
      chunkSize: 3,
      wait: async (attempt) => {
        waits.push(attempt);
      },
    });
    expect(requests).toEqual([['p0', 'p1', 'p2'], ['p1']]);
    expect(waits).toEqual([1]);
  });

  it('ignores ids in the answer that were not asked for', async () => {
    const send = vi.fn(async (): Promise<FailedList> => ({ failed: ['other'] }));
    await expect(deletePhotosInChunks(['a'], { send, wait })).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("gives up after `retries` retries with 'Failed to delete photo!' and says which ids are left", async () => {
    const { send, requests } = fakeSend((id) => id === 'p1' || id === 'p4');
    const error = await deleteError(
      deletePhotosInChunks(idsFrom(6), { send, chunkSize: 3, retries: 2, wait }),
    );
    expect(error.message).toBe(FAILED_TO_DELETE);
    expect(error.message).toBe('Failed to delete photo!');
    expect(error.name).toBe('DeletePhotosError');
    expect(error.failedIds).toEqual(['p1', 'p4']);
    expect(error.deletedIds).toEqual(['p0', 'p2', 'p3', 'p5']);
    expect(requests).toEqual([['p0', 'p1', 'p2'], ['p1'], ['p1'], ['p3', 'p4', 'p5'], ['p4'], ['p4']]);
  });

  it('does not retry at all with retries 0', async () => {
    const { send, requests } = fakeSend((id) => id === 'p0');
    const error = await deleteError(deletePhotosInChunks(idsFrom(2), { send, retries: 0, wait }));
    expect(error.failedIds).toEqual(['p0']);
    expect(error.deletedIds).toEqual(['p1']);
    expect(requests).toEqual([['p0', 'p1']]);
  });

  it("ends a chunk whose request keeps throwing with 'Exceeded maximum amount of retries!', other chunks deleted", async () => {
    const requests: string[][] = [];
    const send = vi.fn(async (ids: string[]): Promise<FailedList> => {
      requests.push([...ids]);
      if (ids.includes('p2')) throw new Error('503');
      return { failed: [] };
    });
    const error = await deleteError(
      deletePhotosInChunks(idsFrom(6), { send, chunkSize: 2, retries: 2, wait }),
    );
    expect(error.message).toBe(EXCEEDED_RETRIES);
    expect(error.message).toBe('Exceeded maximum amount of retries!');
    expect(error.failedIds).toEqual(['p2', 'p3']);
    expect(error.deletedIds).toEqual(['p0', 'p1', 'p4', 'p5']);
    expect(requests).toEqual([
      ['p0', 'p1'],
      ['p2', 'p3'],
      ['p2', 'p3'],
      ['p2', 'p3'],
      ['p4', 'p5'],
    ]);
  });

  it('keeps the first reason when a later chunk fails differently', async () => {
    let call = 0;
    const send = vi.fn(async (ids: string[]): Promise<FailedList> => {
      call += 1;
      if (ids.includes('p2')) throw new Error('503');
      return { failed: ids.filter((id) => id === 'p0') };
    });
    const error = await deleteError(
      deletePhotosInChunks(idsFrom(4), { send, chunkSize: 2, retries: 1, wait }),
    );
    expect(call).toBe(4);
    expect(error.message).toBe(FAILED_TO_DELETE);
    expect(error.failedIds).toEqual(['p0', 'p2', 'p3']);
    expect(error.deletedIds).toEqual(['p1']);
  });

  it('succeeds when a request throws once and then goes through', async () => {
    let calls = 0;
    const send = vi.fn(async (_ids: string[]): Promise<FailedList> => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return { failed: [] };
    });
    await expect(deletePhotosInChunks(['a', 'b'], { send, wait })).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toEqual(['a', 'b']);
  });

  it('counts throws and refusals together against the retries of a chunk', async () => {
    // Attempt 0 refuses b, attempt 1 throws, attempt 2 refuses b again: given up with 2 retries.
    let attempt = 0;
    const send = vi.fn(async (ids: string[]): Promise<FailedList> => {
      attempt += 1;
      if (attempt === 2) throw new Error('network');
      return { failed: ids.filter((id) => id === 'b') };
    });
    const error = await deleteError(deletePhotosInChunks(['a', 'b'], { send, retries: 2, wait }));
    expect(send).toHaveBeenCalledTimes(3);
    expect(error.message).toBe(FAILED_TO_DELETE);
    expect(error.failedIds).toEqual(['b']);
    expect(error.deletedIds).toEqual(['a']);
  });

  it('property: deleted and failed ids split the input exactly, as the service saw it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 30 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.array(fc.constantFrom('ok', 'throw'), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 3 }),
        async (ids, refusedFlags, outcomes, chunkSize, retries) => {
          const refused = new Set(ids.filter((_, i) => refusedFlags[i] === true));
          const gone = new Set<string>();
          let call = 0;
          const send = async (batch: string[]): Promise<FailedList> => {
            const outcome = outcomes[call] ?? 'ok';
            call += 1;
            if (outcome === 'throw') throw new Error('network');
            for (const id of batch) if (!refused.has(id)) gone.add(id);
            return { failed: batch.filter((id) => refused.has(id)) };
          };
          const error = await deletePhotosInChunks(ids, { send, chunkSize, retries, wait }).then(
            () => null,
            (e: unknown) => e,
          );
          if (error === null) {
            expect([...gone].sort()).toEqual([...ids].sort());
            return;
          }
          expect(error).toBeInstanceOf(DeletePhotosError);
          const { failedIds, deletedIds } = error as DeletePhotosError;
          expect([...failedIds, ...deletedIds].sort()).toEqual([...ids].sort());
          expect(failedIds.filter((id) => deletedIds.includes(id))).toEqual([]);
          expect([...deletedIds].sort()).toEqual([...gone].sort());
          expect(failedIds.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
