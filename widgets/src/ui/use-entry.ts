import type { TFunction } from 'i18next';
import { usePropreContext } from '../context/context.ts';
import type { EntryTexts } from '../i18n/entry-texts.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { type PartFunction, usePart } from './part.ts';

export interface Entry<Part extends string> {
  /** The entry's texts (then `common`'s as `t('common:…')`). */
  t: TFunction;
  /** The entry's named parts: `{...part('payButton')}` gives `data-part`, our class and the partner's. */
  part: PartFunction<Part>;
  /** The language shown, for dates, amounts and numbers. */
  locale: Locale;
}

/**
 * What every widget of an entry starts with: `const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts)`.
 * The texts name the entry (`payouts`), so its parts and its namespace can never disagree.
 */
export function useEntry<Part extends string>(texts: EntryTexts): Entry<Part> {
  const { t } = useEntryTranslation(texts);
  const part = usePart<Part>(texts.ns);
  const { locale } = usePropreContext();
  return { t, part, locale };
}
