import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import type { Locale } from '../i18n/namespaces.ts';
import { useWidgetTranslation, type WidgetTranslation } from '../i18n/use-widget-translation.ts';
import { usePropreContext } from '../provider/context.ts';

// The booking texts of one language are loaded when that language is shown: a partner's page
// gets only its visitor's language on first load, not both (each is several kB).
const loaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('./texts-fr.ts'),
  en: () => import('./texts-en.ts'),
};

// One load per provider (its i18n instance) and language; a WeakMap, so a provider that goes
// away takes its entries with it.
const loads = new WeakMap<I18n, Map<Locale, Promise<void>>>();

// Already fulfilled, in the form React's `use` reads without suspending (status and value set).
const ready: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function textsOf(i18n: I18n, locale: Locale): Promise<void> {
  const known = loads.get(i18n)?.get(locale);
  if (known) return known;
  if (i18n.getResource(locale, 'booking', 'book.title')) return ready;
  let byLocale = loads.get(i18n);
  if (!byLocale) {
    byLocale = new Map();
    loads.set(i18n, byLocale);
  }
  let load = byLocale.get(locale);
  if (!load) {
    // Deep, without overwriting: the bookings widgets' bundle of the same file may be there too.
    load = loaders[locale]().then(({ default: texts }) => {
      i18n.addResourceBundle(locale, 'booking', texts, true, false);
    });
    byLocale.set(locale, load);
  }
  return load;
}

/**
 * `t` of the `booking` namespace, once the provider's language has its texts: suspends (React
 * `use`) the first time a language is needed; the widgets show their skeleton meanwhile.
 */
export function useBookingTranslation(): WidgetTranslation {
  const { i18n, locale } = usePropreContext();
  // Always called (React requires it): a load already done or texts already there do not suspend.
  use(textsOf(i18n, locale));
  return useWidgetTranslation('booking', 'common');
}
