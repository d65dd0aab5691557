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

/** The named keys as the brand's country prints them on its keyboards (Strg, Entf, Maj, Échap…). */
const keyNames = defineMessages({
  ctrl: { id: 'photos.shortcuts.key.ctrl', defaultMessage: 'Ctrl' },
  space: { id: 'photos.shortcuts.key.space', defaultMessage: 'Space' },
  shift: { id: 'photos.shortcuts.key.shift', defaultMessage: 'Shift' },
  delete: { id: 'photos.shortcuts.key.delete', defaultMessage: 'Delete' },
  enter: { id: 'photos.shortcuts.key.enter', defaultMessage: 'Enter' },
  escape: { id: 'photos.shortcuts.key.escape', defaultMessage: 'Esc' },
});
type KeyName = keyof typeof keyNames;

/** ⌘ on Apple devices, Ctrl elsewhere: the key the page's Select all takes with A. */
const COMMAND: KeyName | '⌘' = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? '⌘' : 'ctrl';

/** The keys of each shortcut (a named key, or what the key shows) and what it does. */
const SHORTCUTS: { keys: (KeyName | string)[][]; does: keyof typeof messages }[] = [
  { keys: [['←', '↑', '→', '↓']], does: 'move' },
  { keys: [['space'], ['X']], does: 'toggle' },
  { keys: [['shift', '←', '↑', '→', '↓']], does: 'extend' },
  { keys: [[COMMAND, 'A']], does: 'selectAll' },
  { keys: [['delete']], does: 'delete' },
  { keys: [['enter']], does: 'open' },
  { keys: [['escape']], does: 'clear' },
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
                    <kbd key={key}>
                      {Object.hasOwn(keyNames, key) ? intl.formatMessage(keyNames[key as KeyName]) : key}
                    </kbd>
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
