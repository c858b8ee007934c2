import type { LazyNamespace } from '../i18n/lazy-namespace.ts';
import { useLazyTranslation } from '../i18n/lazy-namespace.ts';
import type { WidgetTranslation } from '../i18n/use-widget-translation.ts';

/** The booking texts, shared by the booking and bookings entries (one chunk per language, loaded once). */
export const bookingTexts: LazyNamespace = {
  ns: 'booking',
  probe: 'book.title',
  load: {
    fr: () => import('./texts-fr.ts'),
    en: () => import('./texts-en.ts'),
  },
};

/**
 * `t` of the `booking` namespace, once the provider's language has its texts: suspends the first
 * time a language is needed; the widgets show their skeleton meanwhile.
 */
export function useBookingTranslation(): WidgetTranslation {
  return useLazyTranslation(bookingTexts, 'common');
}
