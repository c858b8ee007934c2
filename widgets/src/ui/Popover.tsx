import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { usePropreContext } from '../context/context.ts';
import { floatingGaps } from './floating.ts';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface PopoverProps {
  /** The element that opens the popover (a Button). */
  trigger?: ReactElement;
  /**
   * Instead of a trigger: the element already in the page the popover is placed against (a
   * combobox's field), by ref, so the popover can be loaded later without remounting that field.
   * The host opens and closes it (`open`); focus stays where it is, and pressing on the anchor
   * does not close it. The content gets no dialog role: it holds the host's own widget (a listbox).
   */
  anchorRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /**
   * Keeps the popover on `side` even where the other side has more room (no flip, no shift): a
   * suggestion list must not cover its field's label. It gets the room left on its side as
   * `--radix-popover-content-available-height`, to scroll within.
   */
  fixedSide?: boolean;
  /** Names the popover for screen readers when its content has no heading. */
  label?: string;
  className?: string;
}

const keepFocus = (event: Event) => event.preventDefault();

/** Non-modal content anchored to a trigger (Radix: positioning, Escape, outside click, focus). */
export function Popover({
  trigger,
  anchorRef,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  fixedSide = false,
  label,
  className,
}: PopoverProps) {
  const part = usePart<UiPart>('ui');
  const { portalContainer } = usePropreContext();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {anchorRef ? (
        <RadixPopover.Anchor virtualRef={anchorRef as RefObject<HTMLElement>} />
      ) : (
        <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      )}
      {portalContainer && (
        <RadixPopover.Portal container={portalContainer}>
          <RadixPopover.Content
            {...part('popover', { className })}
            side={side}
            align={align}
            {...floatingGaps}
            avoidCollisions={!fixedSide}
            data-fixed-side={fixedSide ? true : undefined}
            aria-label={label}
            {...(anchorRef
              ? {
                  role: 'presentation',
                  onOpenAutoFocus: keepFocus,
                  onCloseAutoFocus: keepFocus,
                  onInteractOutside: (event: Event) => {
                    if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
                  },
                }
              : {})}
          >
            {children}
          </RadixPopover.Content>
        </RadixPopover.Portal>
      )}
    </RadixPopover.Root>
  );
}

export const PopoverClose = RadixPopover.Close;
