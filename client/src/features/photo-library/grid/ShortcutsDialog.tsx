import { defineMessages, useIntl } from 'react-intl';
import { Modal } from '#ui/modal/Modal';
import './shortcuts-dialog.scss';

const messages = defineMessages({
  title: { id: 'photos.shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  close: { id: 'photos.shortcuts.close', defaultMessage: 'Close' },
  move: { id: 'photos.shortcuts.move', defaultMessage: 'Move between photos' },
  toggle: { id: 'photos.shortcuts.toggle', defaultMessage: 'Select or deselect the photo' },
  extend: { id: 'photos.shortcuts.extend', defaultMessage: 'Extend the selection' },
  selectAll: { id: 'photos.shortcuts.selectAll', defaultMessage: 'Select all photos' },
  delete: { id: 'photos.shortcuts.delete', defaultMessage: 'Delete the selected photos' },
  open: { id: 'photos.shortcuts.open', defaultMessage: 'Open the photo' },
  clear: { id: 'photos.shortcuts.clear', defaultMessage: 'Clear the selection' },
  size: { id: 'photos.shortcuts.size', defaultMessage: 'Larger or smaller thumbnails' },
  help: { id: 'photos.shortcuts.help', defaultMessage: 'Show these shortcuts' },
  goToDate: { id: 'photos.shortcuts.goToDate', defaultMessage: 'Go to a date' },
  or: { id: 'photos.shortcuts.or', defaultMessage: 'or' },
});

/** ⌘ on Apple devices, Ctrl elsewhere: the key the page's Select all takes with A. */
const COMMAND = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? '⌘' : 'Ctrl';

/** The keys of each shortcut (as printed on an English keyboard) and what it does. */
const SHORTCUTS: { keys: string[][]; does: keyof typeof messages }[] = [
  { keys: [['←', '↑', '→', '↓']], does: 'move' },
  { keys: [['Space'], ['X']], does: 'toggle' },
  { keys: [['Shift', '←', '↑', '→', '↓']], does: 'extend' },
  { keys: [[COMMAND, 'A']], does: 'selectAll' },
  { keys: [['Delete']], does: 'delete' },
  { keys: [['Enter']], does: 'open' },
  { keys: [['Esc']], does: 'clear' },
  { keys: [['+'], ['-']], does: 'size' },
  { keys: [['G']], does: 'goToDate' },
  { keys: [['?']], does: 'help' },
];

/** The `?` dialog: every shortcut of the list with its keys (`goToDate`: the list offers 'Go to date'). */
export function ShortcutsDialog({
  open,
  goToDate = false,
  onClose,
}: {
  open: boolean;
  goToDate?: boolean;
  onClose(): void;
}) {
  const intl = useIntl();
  const shown = goToDate ? SHORTCUTS : SHORTCUTS.filter((s) => s.does !== 'goToDate');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      closeLabel={intl.formatMessage(messages.close)}
      closeOnBackdrop
    >
      <dl className="shortcuts">
        {shown.map(({ keys, does }) => (
          <div key={does} className="shortcuts__item">
            <dt className="shortcuts__keys">
              {keys.map((combo, index) => (
                <span key={combo.join('+')}>
                  {index > 0 ? ` ${intl.formatMessage(messages.or)} ` : null}
                  {combo.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </span>
              ))}
            </dt>
            <dd>{intl.formatMessage(messages[does])}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
