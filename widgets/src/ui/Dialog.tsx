import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { usePropreContext } from '../provider/context.ts';
import { cx } from '../theme/appearance.ts';

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

/**
 * A modal dialog (Radix: focus trap, Escape, focus return, inert background). It renders in the
 * provider's portal, inside `.propre-root`, so the tokens and a shadow root still apply.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
}: DialogProps) {
  const { t } = useWidgetTranslation('common');
  const { portalContainer } = usePropreContext();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {portalContainer && (
        <RadixDialog.Portal container={portalContainer}>
          <RadixDialog.Overlay className="propre-overlay" data-part="overlay" />
          <RadixDialog.Content
            className={cx('propre-dialog', className)}
            data-part="dialog"
            data-size={size}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className="propre-dialog-header">
              <RadixDialog.Title className="propre-dialog-title" data-part="dialog-title">
                {title}
              </RadixDialog.Title>
              <RadixDialog.Close className="propre-icon-button" data-part="dialog-close" aria-label={t('actions.close')}>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" focusable="false">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </RadixDialog.Close>
            </div>
            {description && (
              <RadixDialog.Description className="propre-dialog-description" data-part="dialog-description">
                {description}
              </RadixDialog.Description>
            )}
            {children && (
              <div className="propre-dialog-body" data-part="dialog-body">
                {children}
              </div>
            )}
            {footer && (
              <div className="propre-dialog-footer" data-part="dialog-footer">
                {footer}
              </div>
            )}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}

/** Closes the enclosing dialog: `<DialogClose asChild><Button>Annuler</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
