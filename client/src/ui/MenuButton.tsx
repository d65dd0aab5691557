import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import './menu-button.scss';

interface MenuContextValue {
  /** Closes the menu and gives the focus back to its button (before an item opens a modal, which returns it there). */
  close(): void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];

/**
 * A menu button (WAI-ARIA menu pattern): the button opens a `menu` of `MenuItem`s. Enter, Space or ArrowDown
 * open it on the first item, ArrowUp on the last; ArrowUp/Down, Home and End move, Escape closes it back on the
 * button, Tab or a click elsewhere closes it. The items stay mounted while it is closed, so a modal an item opens
 * (rendered beside it) outlives the menu.
 */
export function MenuButton({
  label,
  icon,
  className,
  children,
}: {
  /** The button's name (also its tooltip when only the icon shows). */
  label: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menu.current);
    (focusOnOpen === 'first' ? items[0] : items[items.length - 1])?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, focusOnOpen]);

  const openAt = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    // A modal an item opened is a portal: its keys bubble here through React, but are not the menu's.
    if (!menu.current?.contains(event.target as Node)) return;
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div ref={root} className={['menu-button', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className="menu-button__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={icon ? label : undefined}
        title={icon ? label : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        {icon ?? label}
      </button>
      <MenuContext.Provider value={{ close }}>
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="menu-button__menu"
          hidden={!open}
          onKeyDown={onMenuKey}
        >
          {children}
        </div>
      </MenuContext.Provider>
    </div>
  );
}

/** One item of a `MenuButton`'s menu: choosing it closes the menu (focus back on its button), then runs onSelect. */
export function MenuItem({
  children,
  onSelect,
  disabled = false,
  danger = false,
}: {
  children: ReactNode;
  onSelect(): void;
  disabled?: boolean;
  danger?: boolean;
}) {
  const menu = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={['menu-button__item', danger ? 'menu-button__item--danger' : ''].filter(Boolean).join(' ')}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        menu?.close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
