import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { usePropreContext } from '../context/context.ts';
import { cx } from '../theme/appearance.ts';

export interface MenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** `MenuItem`, `MenuSeparator`, `MenuLabel`. */
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Names the menu for screen readers. */
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A menu of actions (Radix dropdown menu: roving focus, typeahead, Escape, focus return). */
export function Menu({ trigger, children, align = 'end', label, open, onOpenChange, className }: MenuProps) {
  const { portalContainer } = usePropreContext();
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      {portalContainer && (
        <RadixMenu.Portal container={portalContainer}>
          <RadixMenu.Content
            className={cx('propre-menu', className)}
            data-part="menu"
            align={align}
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
          >
            {children}
          </RadixMenu.Content>
        </RadixMenu.Portal>
      )}
    </RadixMenu.Root>
  );
}

export interface MenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  tone?: 'default' | 'danger';
}

/** One action; `asChild` makes a link (`<MenuItem asChild><a href="/profile">…</a></MenuItem>`). */
export function MenuItem({ tone = 'default', className, ...rest }: MenuItemProps) {
  return <RadixMenu.Item data-part="menu-item" data-tone={tone} {...rest} className={cx('propre-menu-item', className)} />;
}

export function MenuSeparator({ className }: { className?: string }) {
  return <RadixMenu.Separator className={cx('propre-menu-separator', className)} data-part="menu-separator" />;
}

export function MenuLabel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <RadixMenu.Label className={cx('propre-menu-label', className)} data-part="menu-label">
      {children}
    </RadixMenu.Label>
  );
}
