import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppIntlProvider } from '#platform/i18n/AppIntlProvider';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render failure');
}

describe('error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the generic error text instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppIntlProvider>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </AppIntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'An unexpected error has occurred, please contact us if you continue to have problems.',
    );
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppIntlProvider>
        <ErrorBoundary>
          <p>Fine</p>
        </ErrorBoundary>
      </AppIntlProvider>,
    );
    screen.getByText('Fine');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
