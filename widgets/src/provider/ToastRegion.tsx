import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { type ToastInput, usePropreContext } from '../context/context.ts';
import { usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';

export interface ShownToast extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastRegionProps {
  toast: ShownToast | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The provider's toast region: at most one toast, the newest (spec §9). Radix announces it
 * (assertively for errors), pauses its timer on hover and focus, and F8 moves focus to it.
 */
export function ToastRegion({ toast, onOpenChange }: ToastRegionProps) {
  // Subscribed to the provider's language: the close button's name follows a language switch.
  const { t } = useTranslation('common', { i18n: usePropreContext().i18n });
  const tone = toast?.tone ?? 'info';
  const part = usePart<UiPart>('ui');
  return (
    // Two labels: the provider's is read before each toast; the viewport's names the region, {hotkey} being Radix's F8.
    <Toast.Provider label={t('common:toast.announce')} duration={5000} swipeDirection="down">
      {toast && (
        <Toast.Root
          key={toast.id}
          {...part('toast')}
          data-tone={tone}
          type={tone === 'error' ? 'foreground' : 'background'}
          open={toast.open}
          onOpenChange={onOpenChange}
          duration={toast.duration ?? (tone === 'error' ? 8000 : 5000)}
        >
          <div className="propre-toast-text">
            <Toast.Title {...part('toastTitle')}>{toast.title}</Toast.Title>
            {toast.description && <Toast.Description {...part('toastDescription')}>{toast.description}</Toast.Description>}
          </div>
          <Toast.Close {...part('toastClose')} aria-label={t('common:actions.close')}>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport {...part('toastViewport')} label={t('common:toast.region')} />
    </Toast.Provider>
  );
}
