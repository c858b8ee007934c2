import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface DialogSurfaceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  container: HTMLElement;
  returnFocusTo: RefObject<HTMLElement | null>;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The Radix half of `Dialog`, loaded the first time a dialog opens (its focus trap, scroll lock
 * and inert background weigh more than every widget's own code).
 */
export function DialogSurface(props: DialogSurfaceProps) {
  const part = usePart<UiPart>('ui');
  const { open, onOpenChange, container, returnFocusTo, title, description, children, footer, size, className } = props;
  const { t } = useWidgetTranslation('common');
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay {...part('overlay')} />
        <RadixDialog.Content
          {...part('dialog', { className })}
          data-size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = focusedElement(document);
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger, or to `document.activeElement` when it
            // opened, which inside a shadow root (the script-tag embed) is the host, not the button.
            event.preventDefault();
            (returnFocusTo.current ?? opener.current)?.focus();
          }}
        >
          <div className="propre-dialog-header">
            <RadixDialog.Title {...part('dialogTitle')}>{title}</RadixDialog.Title>
            <RadixDialog.Close {...part('dialogClose', { className: 'propre-icon-button' })} aria-label={t('actions.close')}>
              <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description {...part('dialogDescription')}>{description}</RadixDialog.Description>}
          {children && <div {...part('dialogBody')}>{children}</div>}
          {footer && <div {...part('dialogFooter')}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The element that has the focus, looking inside shadow roots (where `activeElement` names the host). */
function focusedElement(root: Document | ShadowRoot): HTMLElement | null {
  const active = root.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  return active.shadowRoot ? (focusedElement(active.shadowRoot) ?? active) : active;
}
