import { describe, expect, it, vi } from 'vitest';
import { Selection } from './selection';

const ORDER = ['a', 'b', 'c', 'd', 'e', 'f'];
const selected = (selection: Selection) => [...selection.getSnapshot().ids].sort();

describe('Selection', () => {
  it('starts inactive and empty', () => {
    const selection = new Selection();
    expect(selection.getSnapshot().active).toBe(false);
    expect(selected(selection)).toEqual([]);
  });

  it('start turns selecting on; stop turns it off and clears the selection', () => {
    const selection = new Selection();
    selection.start();
    expect(selection.getSnapshot()).toMatchObject({ active: true });
    selection.toggle('a');
    selection.stop();
    expect(selection.getSnapshot().active).toBe(false);
    expect(selected(selection)).toEqual([]);
    expect(selection.has('a')).toBe(false);
  });

  it('stop forgets the range anchor', () => {
    const selection = new Selection();
    selection.toggle('b');
    selection.stop();
    selection.selectRange('e', ORDER);
    expect(selected(selection)).toEqual(['e']);
  });

  it('toggle selects and deselects one photo and turns selecting on', () => {
    const selection = new Selection();
    selection.toggle('a');
    expect(selection.getSnapshot().active).toBe(true);
    expect(selection.has('a')).toBe(true);
    selection.toggle('b');
    expect(selected(selection)).toEqual(['a', 'b']);
    selection.toggle('a');
    expect(selection.has('a')).toBe(false);
    expect(selected(selection)).toEqual(['b']);
  });

  it('toggleGroup selects the whole group when only some of it is selected', () => {
    const selection = new Selection();
    selection.toggle('b');
    selection.toggleGroup(['a', 'b', 'c']);
    expect(selected(selection)).toEqual(['a', 'b', 'c']);
  });

  it('toggleGroup deselects the whole group when all of it is selected, keeping the rest', () => {
    const selection = new Selection();
    selection.setAll(['a', 'b', 'c', 'x']);
    selection.toggleGroup(['a', 'b', 'c']);
    expect(selected(selection)).toEqual(['x']);
  });

  it('toggleGroup selects a group of which nothing is selected', () => {
    const selection = new Selection();
    selection.toggleGroup(['d', 'e']);
    expect(selection.getSnapshot().active).toBe(true);
    expect(selected(selection)).toEqual(['d', 'e']);
  });

  it('selectRange selects forward from the anchor to the clicked photo', () => {
    const selection = new Selection();
    selection.toggle('b');
    selection.selectRange('e', ORDER);
    expect(selected(selection)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('selectRange selects backward from the anchor to the clicked photo', () => {
    const selection = new Selection();
    selection.toggle('e');
    selection.selectRange('b', ORDER);
    expect(selected(selection)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('selectRange deselects the range when the clicked photo was selected', () => {
    const selection = new Selection();
    selection.setAll(ORDER);
    selection.toggle('b'); // b is deselected and the anchor
    selection.selectRange('e', ORDER); // e is selected: b..e become deselected
    expect(selected(selection)).toEqual(['a', 'f']);
  });

  it('selectRange moves the anchor to the clicked photo', () => {
    const selection = new Selection();
    selection.toggle('a');
    selection.selectRange('c', ORDER);
    selection.selectRange('f', ORDER);
    expect(selected(selection)).toEqual(ORDER);
  });

  it('selectRange without an anchor toggles the clicked photo only', () => {
    const selection = new Selection();
    selection.selectRange('c', ORDER);
    expect(selection.getSnapshot().active).toBe(true);
    expect(selected(selection)).toEqual(['c']);
    selection.clear();
    selection.selectRange('c', ORDER);
    expect(selected(selection)).toEqual(['c']);
  });

  it('selectRange toggles when the anchor is not in the list', () => {
    const selection = new Selection();
    selection.toggle('gone');
    selection.selectRange('d', ORDER);
    expect(selected(selection)).toEqual(['d', 'gone']);
  });

  it('setAll replaces the selection', () => {
    const selection = new Selection();
    selection.toggle('x');
    selection.setAll(['a', 'b']);
    expect(selection.getSnapshot().active).toBe(true);
    expect(selected(selection)).toEqual(['a', 'b']);
  });

  it('clear empties the selection but keeps selecting on', () => {
    const selection = new Selection();
    selection.setAll(['a', 'b']);
    selection.clear();
    expect(selection.getSnapshot()).toMatchObject({ active: true });
    expect(selected(selection)).toEqual([]);
  });

  it('forget drops the given ids and notifies only when something changed', () => {
    const selection = new Selection();
    selection.setAll(['a', 'b', 'c']);
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.forget(['a', 'c', 'zzz']);
    expect(selected(selection)).toEqual(['b']);
    expect(listener).toHaveBeenCalledTimes(1);
    selection.forget(['zzz']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const selection = new Selection();
    const listener = vi.fn();
    const unsubscribe = selection.subscribe(listener);
    selection.start();
    selection.toggle('a');
    selection.selectRange('c', ORDER);
    selection.toggleGroup(['d']);
    selection.setAll(['a']);
    selection.clear();
    selection.stop();
    expect(listener).toHaveBeenCalledTimes(7);
    unsubscribe();
    selection.toggle('a');
    expect(listener).toHaveBeenCalledTimes(7);
  });

  it('does not notify when start is called while selecting is already on', () => {
    const selection = new Selection();
    selection.start();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.start();
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives a new snapshot on each change and the same one in between', () => {
    const selection = new Selection();
    const seen = [selection.getSnapshot()];
    selection.start();
    seen.push(selection.getSnapshot());
    selection.toggle('a');
    seen.push(selection.getSnapshot());
    expect(selection.getSnapshot()).toBe(seen[2]);
    selection.toggle('b');
    seen.push(selection.getSnapshot());
    expect(new Set(seen).size).toBe(4);
  });

  it('never changes a snapshot it has handed out', () => {
    const selection = new Selection();
    const first = selection.getSnapshot();
    selection.toggle('a');
    const second = selection.getSnapshot();
    selection.toggle('b');
    selection.stop();
    expect([...first.ids]).toEqual([]);
    expect(first.active).toBe(false);
    expect([...second.ids]).toEqual(['a']);
    expect(second.active).toBe(true);
  });

  it('select all selects photos not loaded yet, and a photo or a month taken out stays out', () => {
    const selection = new Selection();
    selection.selectAll();
    const snapshot = selection.getSnapshot();
    expect(snapshot.active).toBe(true);
    expect(snapshot.isSelected('never-loaded', '2019-4')).toBe(true);
    selection.toggle('a', '2020-1');
    selection.toggleMonth('2019-4');
    const after = selection.getSnapshot();
    expect(after.isSelected('a', '2020-1')).toBe(false);
    expect(after.isSelected('b', '2020-1')).toBe(true);
    expect(after.isSelected('never-loaded', '2019-4')).toBe(false);
    expect(after.monthSelected('2020-1')).toBe(false);
  });

  it('a shift-click range over a list of months selects the months between whole', () => {
    const selection = new Selection();
    const list = {
      months: [
        { key: 'jan', count: 3, photos: [{ imageId: 'j0' }, { imageId: 'j1' }, { imageId: 'j2' }] },
        { key: 'feb', count: 500, photos: [{ imageId: 'f0' }] },
        { key: 'mar', count: 2, photos: [{ imageId: 'm0' }, { imageId: 'm1' }] },
      ],
    };
    selection.toggle('j1', 'jan');
    selection.selectRange('m0', list, 'mar');
    const snapshot = selection.getSnapshot();
    expect(snapshot.isSelected('j0', 'jan')).toBe(false);
    expect(snapshot.isSelected('j2', 'jan')).toBe(true);
    expect(snapshot.monthSelected('feb')).toBe(true);
    expect(snapshot.isSelected('m0', 'mar')).toBe(true);
    expect(snapshot.isSelected('m1', 'mar')).toBe(false);
  });
});
