import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppIntlProvider } from '#platform/i18n/AppIntlProvider';
import { useRequest } from '#platform/request-state/use-request';
import { ConfirmModal } from './ConfirmModal';
import { ModalStackProvider } from './ModalStackProvider';

function Harness({ operation }: { operation: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  const { state, run, reset } = useRequest('REMOVE_THING', operation);
  return (
    <ModalStackProvider>
      {done ? <p>Removed</p> : null}
      <ConfirmModal
        open={open}
        title="Remove thing?"
        status={state.status}
        error="The thing could not be removed"
        confirmLabel="Remove"
        pendingLabel="Removing…"
        cancelLabel="Cancel"
        onConfirm={async () => {
          if (await run()) {
            setOpen(false);
            setDone(true);
          }
        }}
        onClose={() => {
          reset();
          setOpen(false);
        }}
      >
        <p>The thing goes for good.</p>
      </ConfirmModal>
    </ModalStackProvider>
  );
}

function setup(operation: () => Promise<void>) {
  const user = userEvent.setup();
  render(
    <AppIntlProvider>
      <Harness operation={operation} />
    </AppIntlProvider>,
  );
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('ConfirmModal', () => {
  it('locks while the request runs and closes when it finished', async () => {
    let finish = () => {};
    const user = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    const dialog = screen.getByRole('dialog', { name: 'Remove thing?' });
    expect(dialog.textContent).toContain('The thing goes for good.');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const pending = screen.getByRole('button', { name: 'Removing…' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Remove thing?' })).toBeTruthy();
    finish();
    expect(await screen.findByText('Removed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the error after a failure, stays open, and cancels', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup(() => Promise.reject(new Error('down')));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The thing could not be removed');
    expect(screen.getByRole('button', { name: 'Remove' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Removed')).toBeNull();
  });
});
