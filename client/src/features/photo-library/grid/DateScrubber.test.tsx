import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateScrubber, monthAt, type ScrubberMonth, yearMarks } from './DateScrubber';

const months: ScrubberMonth[] = [
  { key: '2024-05', year: 2024, label: 'May 2024', offset: 0 },
  { key: '2024-02', year: 2024, label: 'February 2024', offset: 1000 },
  { key: '2023-12', year: 2023, label: 'December 2023', offset: 2000 },
  { key: '2023-01', year: 2023, label: 'January 2023', offset: 50_000 },
  { key: '2010-06', year: 2010, label: 'June 2010', offset: 90_000 },
];

describe('date scrubber', () => {
  it('finds the month at an offset', () => {
    expect(monthAt(months, 0)).toBe(0);
    expect(monthAt(months, 990)).toBe(0);
    // A jump lands on the offset give or take a pixel of rounding.
    expect(monthAt(months, 999.5)).toBe(1);
    expect(monthAt(months, 1000)).toBe(1);
    expect(monthAt(months, 60_000)).toBe(3);
    expect(monthAt(months, 1e9)).toBe(4);
  });

  it('labels each year once, leaving out labels that would overlap', () => {
    expect(yearMarks(months, 100_000, 1000).map((m) => m.year)).toEqual([2024, 2023, 2010]);
    expect(yearMarks(months, 100_000, 10).map((m) => m.year)).toEqual([2024]);
  });

  it('is a slider moving by month, by year and to the ends, jumping straight to the month', () => {
    const onJump = vi.fn();
    render(
      <DateScrubber
        months={months}
        totalHeight={100_000}
        offset={1000}
        label="Jump to a month"
        onJump={onJump}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Jump to a month' });
    expect(slider.getAttribute('aria-valuetext')).toBe('February 2024');
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(onJump).toHaveBeenLastCalledWith(2000);
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(onJump).toHaveBeenLastCalledWith(2000);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onJump).toHaveBeenLastCalledWith(90_000);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onJump).toHaveBeenLastCalledWith(0);
  });
});
