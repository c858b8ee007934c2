import {
  cloneElement,
  createContext,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { usePropreContext } from '../context/context.ts';

const DialogSurface = lazy(() => import('./DialogSurface.tsx').then((module) => ({ default: module.DialogSurface })));

const CloseContext = createContext<(() => void) | null>(null);

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); it gets focus back on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The actions row, e.g. Cancel (wrapped in `DialogClose`) and Confirm. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement> };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A modal dialog on Radix (focus trap, Escape, inert background, scroll lock), rendered in the
 * provider's portal inside `.propre-root` so tokens and a shadow root still apply. Radix loads
 * the first time the dialog opens: a widget pays for it only when someone opens one.
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, trigger, size = 'md', ...surface }: DialogProps) {
  const { portalContainer } = usePropreContext();
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const triggerRef = useRef<HTMLElement | null>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  let triggerElement: ReactElement | undefined;
  if (trigger) {
    const own = trigger.props as TriggerProps;
    triggerElement = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      },
      ref: (element: HTMLElement | null) => {
        triggerRef.current = element;
        assignRef(own.ref, element);
      },
    });
  }

  return (
    <CloseContext.Provider value={close}>
      {triggerElement}
      {opened && portalContainer && (
        <Suspense fallback={null}>
          <DialogSurface
            {...surface}
            size={size}
            open={isOpen}
            onOpenChange={setOpen}
            container={portalContainer}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      )}
    </CloseContext.Provider>
  );
}

export interface DialogCloseProps {
  /** The element that closes the dialog, e.g. `<Button>Annuler</Button>`. */
  children: ReactElement;
  /** Accepted for familiarity with Radix: the child is always the element rendered. */
  asChild?: boolean;
}

/** Closes the enclosing dialog when its child is clicked: `<DialogClose asChild><Button>Annuler</Button></DialogClose>`. */
export function DialogClose({ children }: DialogCloseProps) {
  const close = useContext(CloseContext);
  const own = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps>, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}
