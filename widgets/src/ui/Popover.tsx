import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import { usePropreContext } from '../provider/context.ts';
import { cx } from '../theme/appearance.ts';

export interface PopoverProps {
  /** The element that opens the popover (a Button). */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Names the popover for screen readers when its content has no heading. */
  label?: string;
  className?: string;
}

/** Non-modal content anchored to a trigger (Radix: positioning, Escape, outside click, focus). */
export function Popover({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  label,
  className,
}: PopoverProps) {
  const { portalContainer } = usePropreContext();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      {portalContainer && (
        <RadixPopover.Portal container={portalContainer}>
          <RadixPopover.Content
            className={cx('propre-popover', className)}
            data-part="popover"
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
          >
            {children}
          </RadixPopover.Content>
        </RadixPopover.Portal>
      )}
    </RadixPopover.Root>
  );
}

export const PopoverClose = RadixPopover.Close;
