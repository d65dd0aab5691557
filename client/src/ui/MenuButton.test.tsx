import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MenuButton, MenuItem } from './MenuButton';

function Harness() {
  const [chosen, setChosen] = useState('nothing');
  return (
    <>
      <MenuButton label="More actions">
        <MenuItem onSelect={() => setChosen('export')}>Export</MenuItem>
        <MenuItem onSelect={() => setChosen('delete')} danger>
          Delete
        </MenuItem>
        <MenuItem onSelect={() => setChosen('never')} disabled>
          Off
        </MenuItem>
      </MenuButton>
      <p>Chosen: {chosen}</p>
    </>
  );
}

describe('MenuButton', () => {
  it('opens on ArrowDown at the first item, moves round, and closes on Escape back on its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'More actions' })).toBeDefined();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Export' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Off' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Export' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Off' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Export' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs a chosen item after closing on its button; a disabled item does nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'More actions' });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Off' }));
    expect(screen.getByText('Chosen: nothing')).toBeDefined();
    expect(screen.getByRole('menuitem', { name: 'Off' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByText('Chosen: delete')).toBeDefined();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click elsewhere and on Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menu')).toBeDefined();
    await user.click(screen.getByText(/Chosen/));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
