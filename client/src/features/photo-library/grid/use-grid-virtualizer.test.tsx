import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type GridVirtualizer, observeGridScroll } from './use-grid-virtualizer';

/** What the virtualizer gives observeGridScroll: the window it listens to and its scroll options. */
const windowInstance = {
  scrollElement: window,
  targetWindow: window,
  options: { horizontal: false, useScrollendEvent: false, isScrollingResetDelay: 150 },
} as unknown as GridVirtualizer;

/** Renders the offset the scroll observer last told, as the virtualizer's rerender would. */
function Offset() {
  const [offset, setOffset] = useState(0);
  useEffect(() => observeGridScroll(windowInstance, (next) => setOffset(next)), []);
  return <output aria-label="offset">{offset}</output>;
}

function scrollWindowTo(top: number) {
  window.scrollTo({ top });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => window.scrollTo({ top: 0 }));

describe('the grid scroll observer', () => {
  it('renders a scroll shorter than the viewport at once, before the browser paints', () => {
    render(<Offset />);
    scrollWindowTo(window.innerHeight / 2);
    expect(screen.getByRole('status', { name: 'offset' }).textContent).toBe(String(window.innerHeight / 2));
  });

  it('renders a jump past the viewport as a transition: not in the scroll event, soon after it', async () => {
    render(<Offset />);
    const far = window.innerHeight * 3;
    scrollWindowTo(far);
    expect(screen.getByRole('status', { name: 'offset' }).textContent).toBe('0');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('status', { name: 'offset' }).textContent).toBe(String(far));
  });
});
