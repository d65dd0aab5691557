import { describe, expect, it } from 'vitest';
import { chooseToastPlacement } from './toast-placement';

const page = { viewportHeight: 800, regionHeight: 0 };

describe('where toasts go', () => {
  it('goes to the bottom, away from the heading, when nothing is focused there', () => {
    expect(chooseToastPlacement({ ...page, heading: { top: 80, bottom: 120 }, controls: [] })).toBe('bottom');
    expect(
      chooseToastPlacement({
        ...page,
        heading: { top: 80, bottom: 120 },
        controls: [{ top: 300, bottom: 340 }],
      }),
    ).toBe('bottom');
  });

  it('goes to the top when the control just used is at the bottom and the heading has scrolled away', () => {
    expect(chooseToastPlacement({ ...page, heading: null, controls: [{ top: 740, bottom: 780 }] })).toBe(
      'top',
    );
    expect(
      chooseToastPlacement({
        ...page,
        heading: { top: -200, bottom: -160 },
        controls: [{ top: 740, bottom: 780 }],
      }),
    ).toBe('top');
  });

  it('leaves the control just used free when the viewport is too short to spare the heading too', () => {
    expect(
      chooseToastPlacement({
        ...page,
        heading: { top: 40, bottom: 80 },
        controls: [{ top: 740, bottom: 780 }],
      }),
    ).toBe('top');
  });

  it('keeps clear of the pointer that just clicked, even when its control no longer has focus', () => {
    expect(
      chooseToastPlacement({
        ...page,
        heading: { top: 80, bottom: 120 },
        controls: [{ top: 777, bottom: 778 }],
      }),
    ).toBe('top');
    expect(
      chooseToastPlacement({
        ...page,
        heading: { top: 80, bottom: 120 },
        controls: [
          { top: 300, bottom: 340 },
          { top: 320, bottom: 321 },
        ],
      }),
    ).toBe('bottom');
  });
});
