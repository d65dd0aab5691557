import { describe, expect, it } from 'vitest';
import { moveFocus } from './grid-keys';

const month = (n: number) => ({ photos: Array.from({ length: n }, () => ({}) as never) });
// Three columns: month 0 has 7 photos (rows of 3, 3, 1), month 1 has none loaded, month 2 has 4.
const months = [month(7), month(0), month(4)];

describe('keyboard moves in the grid', () => {
  it('steps left and right through the photos, across months, skipping months with none loaded', () => {
    expect(moveFocus(months, { month: 0, slot: 1 }, 'ArrowRight', 3)).toEqual({ month: 0, slot: 2 });
    expect(moveFocus(months, { month: 0, slot: 6 }, 'ArrowRight', 3)).toEqual({ month: 2, slot: 0 });
    expect(moveFocus(months, { month: 2, slot: 0 }, 'ArrowLeft', 3)).toEqual({ month: 0, slot: 6 });
    expect(moveFocus(months, { month: 0, slot: 0 }, 'ArrowLeft', 3)).toBeNull();
    expect(moveFocus(months, { month: 2, slot: 3 }, 'ArrowRight', 3)).toBeNull();
  });

  it('keeps the column going up and down, into the next or previous month at the edges', () => {
    expect(moveFocus(months, { month: 0, slot: 1 }, 'ArrowDown', 3)).toEqual({ month: 0, slot: 4 });
    // From the second row's last column down: the last row has only one photo.
    expect(moveFocus(months, { month: 0, slot: 5 }, 'ArrowDown', 3)).toEqual({ month: 0, slot: 6 });
    expect(moveFocus(months, { month: 0, slot: 6 }, 'ArrowDown', 3)).toEqual({ month: 2, slot: 0 });
    expect(moveFocus(months, { month: 2, slot: 2 }, 'ArrowUp', 3)).toEqual({ month: 0, slot: 6 });
    expect(moveFocus(months, { month: 0, slot: 4 }, 'ArrowUp', 3)).toEqual({ month: 0, slot: 1 });
  });

  it('goes to the first and the last loaded photo with Home and End', () => {
    expect(moveFocus(months, { month: 0, slot: 4 }, 'Home', 3)).toEqual({ month: 0, slot: 0 });
    expect(moveFocus(months, { month: 0, slot: 4 }, 'End', 3)).toEqual({ month: 2, slot: 3 });
  });
});
