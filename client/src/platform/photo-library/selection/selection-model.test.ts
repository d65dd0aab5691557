import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countSelected,
  EVERYTHING,
  isSelected,
  monthFullySelected,
  NOTHING,
  type SelectionScope,
  type SelectionValue,
  selectedIds,
  selectedPages,
  selectRange,
  setPhoto,
  toggleMonth,
} from './selection-model';
import { placesBetween, type SweepMode, sweepSelection } from './selection-sweep';

/** A list: months of `sizes` photos, of which the first `loaded[i]` are loaded (a prefix, as in the store). */
interface World {
  ids: { id: string; month: string; index: number; m: number }[];
  scope: SelectionScope;
}

function worldOf(sizes: number[], loaded: number[]): World {
  const ids: World['ids'] = [];
  const months = sizes.map((size, m) => {
    const key = `m${m}`;
    const all = Array.from({ length: size }, (_, i) => ({ imageId: `${key}-${i}` }));
    all.forEach((p, index) => {
      ids.push({ id: p.imageId, month: key, index, m });
    });
    return { key, count: size, photos: all.slice(0, Math.min(size, loaded[m] ?? size)) };
  });
  return { ids, scope: { months } };
}

const pageOfWorld =
  (world: World, size = 3) =>
  async (month: string, cursor: string | undefined) => {
    const all = world.ids.filter((p) => p.month === month).map((p) => ({ imageId: p.id }));
    const from = cursor ? Number(cursor) : 0;
    const images = all.slice(from, from + size);
    return { images, cursor: from + size < all.length ? String(from + size) : null };
  };

type Op =
  | { kind: 'toggle'; at: number }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'month'; at: number }
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'sweep'; from: number; to: number; mode: SweepMode };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('toggle' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('range' as const), from: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('month' as const), at: fc.nat() }),
  fc.constant({ kind: 'all' as const }),
  fc.constant({ kind: 'none' as const }),
  fc.record({
    kind: fc.constant('sweep' as const),
    from: fc.nat(),
    to: fc.nat(),
    mode: fc.constantFrom<SweepMode>('replace', 'add', 'remove'),
  }),
);

const worldArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), {
    minLength: 1,
    maxLength: 5,
  })
  .map((months) =>
    worldOf(
      months.map(([size]) => size),
      months.map(([size, loaded]) => Math.min(size, Math.max(size > 0 ? 1 : 0, loaded))),
    ),
  );

/** The same operations on a plain set of every id: what the model must agree with. */
function run(world: World, ops: Op[]): { value: SelectionValue; reference: Set<string> } {
  let value = NOTHING;
  const reference = new Set<string>();
  const loaded = world.scope.months.flatMap((m) =>
    m.photos.slice().map((p, index) => ({ id: p.imageId, month: m.key, index })),
  );
  const order = world.ids.map((p) => p.id);
  for (const op of ops) {
    if (op.kind === 'all') {
      value = EVERYTHING;
      for (const id of order) reference.add(id);
    } else if (op.kind === 'none') {
      value = NOTHING;
      reference.clear();
    } else if (op.kind === 'toggle') {
      const photo = loaded[op.at % Math.max(1, loaded.length)];
      if (!photo) continue;
      const on = !reference.has(photo.id);
      value = setPhoto(value, photo.id, photo.month, on, photo.index);
      if (on) reference.add(photo.id);
      else reference.delete(photo.id);
    } else if (op.kind === 'month') {
      const month = world.scope.months[op.at % world.scope.months.length];
      if (!month) continue;
      const ids = world.ids.filter((p) => p.month === month.key).map((p) => p.id);
      const all = ids.every((id) => reference.has(id)) && ids.length > 0;
      value = toggleMonth(value, month.key, month.count);
      for (const id of ids) {
        if (all) reference.delete(id);
        else reference.add(id);
      }
    } else if (op.kind === 'sweep') {
      // Any places, loaded or not, in list order: what a rectangle or a long press touches.
      const a = world.ids[op.from % Math.max(1, world.ids.length)];
      const b = world.ids[op.to % Math.max(1, world.ids.length)];
      if (!a || !b) continue;
      const ranges = placesBetween(
        world.scope,
        { month: a.m, index: a.index },
        { month: b.m, index: b.index },
      );
      value = sweepSelection(value, world.scope, ranges, op.mode);
      const [lo, hi] = [order.indexOf(a.id), order.indexOf(b.id)].sort((x, y) => x - y) as [number, number];
      if (op.mode === 'replace') reference.clear();
      for (const id of order.slice(lo, hi + 1)) {
        if (op.mode === 'remove') reference.delete(id);
        else reference.add(id);
      }
    } else {
      const a = loaded[op.from % Math.max(1, loaded.length)];
      const b = loaded[op.to % Math.max(1, loaded.length)];
      if (!a || !b) continue;
      const on = !reference.has(b.id);
      const next = selectRange(value, world.scope, a.id, b.id, on);
      expect(next).toBeDefined();
      value = next ?? value;
      const [lo, hi] = [order.indexOf(a.id), order.indexOf(b.id)].sort((x, y) => x - y) as [number, number];
      for (const id of order.slice(lo, hi + 1)) {
        if (on) reference.add(id);
        else reference.delete(id);
      }
    }
  }
  return { value, reference };
}

describe('selection model', () => {
  it('agrees with a plain set of ids after any sequence of toggles, ranges, months and select all', () => {
    fc.assert(
      fc.property(worldArb, fc.array(opArb, { maxLength: 25 }), (world, ops) => {
        const { value, reference } = run(world, ops);
        for (const { id, month, index } of world.ids)
          expect(isSelected(value, id, month, index)).toBe(reference.has(id));
        expect(countSelected(value, world.scope)).toBe(reference.size);
        for (const month of world.scope.months) {
          const ids = world.ids.filter((p) => p.month === month.key);
          const full = ids.every((p) => reference.has(p.id));
          if (ids.length > 0) expect(monthFullySelected(value, month.key, month.count)).toBe(full);
        }
      }),
    );
  });

  it('resolves to exactly the selected ids, in list order, page by page', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, fc.array(opArb, { maxLength: 20 }), async (world, ops) => {
        const { value, reference } = run(world, ops);
        const ids = await selectedIds(value, world.scope, pageOfWorld(world));
        expect(new Set(ids)).toEqual(reference);
        expect(ids.length).toBe(reference.size);
      }),
    );
  });

  it('keeps only the marks it needs: select all then a few deselected is a handful of marks at any size', () => {
    const photos = (key: string) => Array.from({ length: 24 }, (_, i) => ({ imageId: `${key}-${i}` }));
    const world = {
      scope: {
        months: [
          { key: 'm0', count: 400_000, photos: photos('m0') },
          { key: 'm1', count: 600_000, photos: photos('m1') },
        ],
      },
    };
    let value = EVERYTHING;
    value = setPhoto(value, 'm0-3', 'm0', false);
    value = setPhoto(value, 'm1-0', 'm1', false);
    expect(countSelected(value, world.scope)).toBe(999_998);
    expect(value.photos.size).toBe(2);
    value = toggleMonth(value, 'm1', 600_000);
    expect(countSelected(value, world.scope)).toBe(999_999);
    expect(value.photos.size).toBe(1);
    value = toggleMonth(value, 'm1', 600_000);
    expect(countSelected(value, world.scope)).toBe(399_999);
  });

  it('a range over months selects the months between whole, loaded or not', () => {
    const world = worldOf([5, 1000, 5], [5, 24, 5]);
    const value = selectRange(NOTHING, world.scope, 'm0-3', 'm2-1', true);
    expect(value && countSelected(value, world.scope)).toBe(2 + 1000 + 2);
    expect(value && isSelected(value, 'm1-999', 'm1')).toBe(true);
    expect(value && isSelected(value, 'm0-2', 'm0')).toBe(false);
  });

  it('a range needs both photos in the list', () => {
    const world = worldOf([3], [3]);
    expect(selectRange(NOTHING, world.scope, 'gone', 'm0-1', true)).toBeUndefined();
  });

  it('gives the first batch of a huge selection after one page, and reads no further than asked', async () => {
    const huge: SelectionScope = { months: [{ key: 'big', count: 1_000_000, photos: [] }] };
    let calls = 0;
    const pages = selectedPages(
      EVERYTHING,
      huge,
      async (_month, cursor) => {
        calls += 1;
        const from = cursor ? Number(cursor) : 0;
        const images = Array.from({ length: 500 }, (_, i) => ({ imageId: `p${from + i}` }));
        return { images, cursor: String(from + 500) };
      },
      100,
    );
    const first = await pages.next();
    expect(first.value).toMatchObject({ month: 'big' });
    expect(first.done ? 0 : first.value.ids.length).toBe(500);
    expect(calls).toBe(1);
    await pages.return(undefined);
    expect(calls).toBe(1);
  });

  it('selected photos of unselected months come without a call, in batches', async () => {
    const world = worldOf([5], [5]);
    let value = NOTHING;
    for (const i of [0, 2, 4]) value = setPhoto(value, `m0-${i}`, 'm0', true);
    const batches = [];
    for await (const batch of selectedPages(
      value,
      world.scope,
      () => Promise.reject(new Error('no call')),
      2,
    ))
      batches.push(batch);
    expect(batches).toEqual([
      { month: 'm0', ids: ['m0-0', 'm0-2'] },
      { month: 'm0', ids: ['m0-4'] },
    ]);
  });
});
