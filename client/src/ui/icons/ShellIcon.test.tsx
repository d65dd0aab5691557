import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellIcon } from './ShellIcon';

describe('ShellIcon', () => {
  it('draws the named symbol of the sprite at the size asked, hidden from assistive technology', () => {
    const { container } = render(<ShellIcon name="log-out" size={20} className="account-menu__chevron" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('class')).toBe('icon account-menu__chevron');
    expect(svg.querySelector('use')?.getAttribute('href')).toMatch(/shell-icons[^#/]*\.svg[^#/]*#log-out$/);
  });
});
