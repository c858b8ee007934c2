import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { usePropreContext } from '../context/context.ts';
import { floatingGaps } from './floating.ts';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

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
  const part = usePart<UiPart>('ui');
  const { portalContainer } = usePropreContext();
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      {portalContainer && (
        <RadixMenu.Portal container={portalContainer}>
          <RadixMenu.Content {...part('menu', { className })} align={align} {...floatingGaps} aria-label={label}>
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
  const part = usePart<UiPart>('ui');
  return <RadixMenu.Item {...part('menuItem', { className })} data-tone={tone} {...rest} />;
}

export function MenuSeparator({ className }: { className?: string }) {
  const part = usePart<UiPart>('ui');
  return <RadixMenu.Separator {...part('menuSeparator', { className })} />;
}

export function MenuLabel({ className, children }: { className?: string; children: ReactNode }) {
  const part = usePart<UiPart>('ui');
  return <RadixMenu.Label {...part('menuLabel', { className })}>{children}</RadixMenu.Label>;
}
