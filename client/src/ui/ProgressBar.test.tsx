import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progress bar named by its text, which it also shows', () => {
    render(<ProgressBar value={500} max={1200} text="500 of 1,200 photos added" />);
    const bar = screen.getByRole('progressbar', { name: '500 of 1,200 photos added' });
    expect(bar.getAttribute('value')).toBe('500');
    expect(bar.getAttribute('max')).toBe('1200');
    expect(screen.getByText('500 of 1,200 photos added')).toBeTruthy();
  });

  it('keeps a maximum of at least 1 while the total is not known yet', () => {
    render(<ProgressBar value={0} max={0} text="0 of 0 deleted" />);
    expect(screen.getByRole('progressbar').getAttribute('max')).toBe('1');
  });
});
