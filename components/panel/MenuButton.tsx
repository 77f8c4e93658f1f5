import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** The menu's items that can take focus, in order. */
function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled):not([aria-disabled="true"])') ?? []);
}

/** Which item a key moves focus to, from `index` among `count` items; null for keys the menu does not handle. */
export function menuTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A key in the open menu: Escape closes it (focus back on its button), Tab closes it, the others move between items. */
function menuKey(event: KeyboardEvent<HTMLDivElement>, menu: HTMLElement | null, close: (refocus: boolean) => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    // The comparison's full screen listens for Escape too: this one only closes the menu.
    event.stopPropagation();
    close(true);
    return;
  }
  if (event.key === 'Tab') return close(false);
  const items = itemsOf(menu);
  const next = menuTarget(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
  if (next === null || items.length === 0) return;
  event.preventDefault();
  items[next]?.focus();
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** The button's text ("More"); it names the menu too. */
  readonly label: string;
  /** The items: elements with `role="menuitem"` and `tabIndex={-1}` (buttons or links). */
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * A menu button (the WAI-ARIA menu button pattern): the button says whether its menu is open
 * (`aria-expanded`); opening it focuses the first item; the arrow keys, Home and End move between
 * items; Escape closes it and gives focus back to the button; Tab, a click outside or choosing an
 * item close it too. The menu lies over the panel, under the button, aligned to its right edge,
 * and is brought fully into view when it opens: in a narrow panel it may start below the fold.
 */
export function MenuButton({ label, children, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.scrollIntoView?.({ block: 'nearest' });
    itemsOf(menu.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => menuKey(event, menu.current, close);
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <div ref={root} className={className ? `menu-button ${className}` : 'menu-button'}>
      <button
        ref={button}
        type="button"
        className="button menu-button__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        {label}
        <span className="menu-button__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        // Choosing an item (a click, or Enter on it) closes the menu; the item still does its work.
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          className="menu"
          onKeyDown={onMenuKey}
          onClick={(event) => {
            if ((event.target as Element).closest('[role="menuitem"]')) close(true);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
