import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useRef,
  useState,
} from 'react';

export type MenuParts = typeof import('./menu-parts.ts');

let loaded: MenuParts | null = null;
let loading: Promise<MenuParts> | null = null;

/** The menus' code, fetched once for every menu of the page. */
export function loadMenuParts(): Promise<MenuParts> {
  loading ??= import('./menu-parts.ts').then((parts) => {
    loaded = parts;
    return parts;
  });
  return loading;
}

interface TriggerProps {
  onPointerEnter?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerDown?: (event: MouseEvent<HTMLButtonElement>) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface DeferredMenuProps {
  /** The button that opens the menu (a `<button>`). */
  trigger: ReactElement<TriggerProps>;
  /** The menu's items, made with the loaded parts (`MenuItem`, `MenuLabel`, `MenuSeparator`). */
  items: (parts: MenuParts) => ReactNode;
  label?: string;
  align?: 'start' | 'center' | 'end';
}

/**
 * A header menu whose code loads when wanted: until then the trigger alone, the same button the
 * server rendered (nothing shifts, hydration matches); pointing at it or focusing it fetches the
 * menu, a press, a click or Enter/Space/↓ opens it as soon as it is there. Focus stays on the trigger
 * across the swap.
 */
export function DeferredMenu({ trigger, items, label, align }: DeferredMenuProps) {
  const [parts, setParts] = useState<MenuParts | null>(loaded);
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);

  if (parts) {
    const { Menu } = parts;
    const focusAgain = (node: HTMLButtonElement | null) => {
      if (node && refocus.current) {
        refocus.current = false;
        node.focus();
      }
    };
    return (
      <Menu trigger={cloneElement(trigger, { ref: focusAgain })} label={label} align={align} open={open} onOpenChange={setOpen}>
        {items(parts)}
      </Menu>
    );
  }

  const fetchMenu = (event: { currentTarget: HTMLButtonElement }, thenOpen: boolean) => {
    if (thenOpen) setOpen(true);
    const button = event.currentTarget;
    void loadMenuParts().then((next) => {
      refocus.current = button.ownerDocument.activeElement === button;
      setParts(next);
    });
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event) => fetchMenu(event, false),
    onFocus: (event) => fetchMenu(event, false),
    // As Radix's trigger: a press opens (the click may land on the loaded trigger, which ignores it).
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey) fetchMenu(event, true);
    },
    onClick: (event) => fetchMenu(event, true),
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        fetchMenu(event, true);
      }
    },
  });
}
