import { describe, expect, it } from 'vitest';
import { chooseToastPlacement } from './toast-placement';

const page = { viewportHeight: 800, regionHeight: 0 };

describe('where toasts go', () => {
  it('goes to the bottom, away from the heading, when nothing is focused there', () => {
    expect(chooseToastPlacement({ ...page, heading: { top: 80, bottom: 120 }, control: null })).toBe(
      'bottom',
    );
    expect(
      chooseToastPlacement({
        ...page,
        heading: { top: 80, bottom: 120 },
        control: { top: 300, bottom: 340 },
      }),
    ).toBe('bottom');
  });

  it('goes to the top when the control just used is at the bottom and the heading has scrolled away', () => {
    expect(chooseToastPlacement({ ...page, heading: null, control: { top: 740, bottom: 780 } })).toBe('top');
    expect(
      chooseToastPlacement({
        ...page,
        heading: { top: -200, bottom: -160 },
        control: { top: 740, bottom: 780 },
      }),
    ).toBe('top');
  });

  it('leaves the control just used free when the viewport is too short to spare the heading too', () => {
    expect(
      chooseToastPlacement({ ...page, heading: { top: 40, bottom: 80 }, control: { top: 740, bottom: 780 } }),
    ).toBe('top');
  });
});
