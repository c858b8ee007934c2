import type { TFunction } from 'i18next';
import { usePartClass } from '../context/hooks.ts';
import { onboardingNs } from '../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { knownMissing } from './model.ts';

/** The words for one of the API's `missing` keys; a key new to us is still named. */
export function missingLabel(key: string, t: TFunction): string {
  return (knownMissing as readonly string[]).includes(key) ? t(`cleaner.missing.${key}`) : t('cleaner.missing.other', { key });
}

/** What the step still lacks, as the server counts it. */
export function MissingList({ missing, className }: { missing: readonly string[]; className?: string }) {
  const { t } = useWidgetTranslation(onboardingNs);
  const listClass = usePartClass('missing', cx('propre-onboarding-missing', className));
  if (missing.length === 0) return null;
  return (
    <div className={listClass} data-part="missing">
      <p className="propre-onboarding-missing__title">{t('cleaner.missing.title')}</p>
      <ul>
        {missing.map((key) => (
          <li key={key} data-missing={key}>
            {missingLabel(key, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}
