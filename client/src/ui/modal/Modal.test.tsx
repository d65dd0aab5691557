import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppIntlProvider } from '#platform/i18n/AppIntlProvider';
import { Modal } from './Modal';
import { ModalStackProvider } from './ModalStackProvider';

function Harness({
  innerEscape = true,
  innerScroll = true,
}: {
  innerEscape?: boolean;
  innerScroll?: boolean;
}) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <ModalStackProvider>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Modal open={outer} onClose={() => setOuter(false)} title="Outer" disableScroll={false}>
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
        <button type="button">Outer last</button>
      </Modal>
      <Modal
        open={inner}
        onClose={() => setInner(false)}
        title="Inner"
        closeOnEscape={innerEscape}
        disableScroll={innerScroll}
      >
        <button type="button">First</button>
        <button type="button">Second</button>
      </Modal>
    </ModalStackProvider>
  );
}

/** A dialog closed by its backdrop; `showBy` hands the test its opener. */
function QuickDialog({ onClose, showBy }: { onClose(): void; showBy(open: () => void): void }) {
  const [open, setOpen] = useState(false);
  showBy(() => setOpen(true));
  return (
    <Modal open={open} onClose={onClose} title="Quick" closeOnBackdrop>
      <button type="button">Inside</button>
    </Modal>
  );
}

/** React's switch for act() warnings (testing-library sets it): off while a test renders as a browser would. */
const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

function setup(props: { innerEscape?: boolean; innerScroll?: boolean } = {}) {
  const user = userEvent.setup();
  render(
    <AppIntlProvider>
      <Harness {...props} />
    </AppIntlProvider>,
  );
  return user;
}

describe('modal stack', () => {
  it('renders a labelled modal dialog and moves focus into it', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));
  });

  it('closes only the top-most modal on Escape and restores focus', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    screen.getByRole('dialog', { name: 'Inner' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    screen.getByRole('dialog', { name: 'Outer' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open outer' }));
  });

  it('skips a top modal that does not allow Escape and closes the one below', async () => {
    const user = setup({ innerEscape: false });
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    await user.keyboard('{Escape}');
    screen.getByRole('dialog', { name: 'Inner' });
    expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
  });

  it('traps Tab inside the top-most modal', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
  });

  it('locks page scroll only while a scroll-disabling modal is open', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('takes a press on the backdrop, or Escape, at once after opening: before the browser paints it', () => {
    const closed = vi.fn();
    let show = () => {};
    render(
      <AppIntlProvider>
        <ModalStackProvider>
          <QuickDialog onClose={closed} showBy={(open) => (show = open)} />
        </ModalStackProvider>
      </AppIntlProvider>,
    );
    // Outside act, as in a browser: the opening is committed at once, and an update a passive effect makes
    // would render only in a later task, after the paint a user can already tap on.
    const actEnvironment = reactEnvironment.IS_REACT_ACT_ENVIRONMENT;
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(show);
      const backdrop = screen.getByRole('dialog', { name: 'Quick' }).parentElement;
      backdrop?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(closed).toHaveBeenCalledTimes(1);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(closed).toHaveBeenCalledTimes(2);
    } finally {
      reactEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
