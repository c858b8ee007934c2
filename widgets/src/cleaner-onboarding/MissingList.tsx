import type { TFunction } from 'i18next';
import { useEntry } from '../ui/use-entry.ts';
import { knownMissing } from './model.ts';
import type { CleanerOnboardingPart } from './parts.ts';
import { cleanerOnboardingTexts } from './texts.ts';

/** The words for one of the API's `missing` keys; a key new to us is still named. */
export function missingLabel(key: string, t: TFunction): string {
  return (knownMissing as readonly string[]).includes(key) ? t(`missing.${key}`) : t('missing.other', { key });
}

/** What the step still lacks, as the server counts it. */
export function MissingList({ missing }: { missing: readonly string[] }) {
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  if (missing.length === 0) return null;
  return (
    <div {...part('missing')}>
      <p {...part('missingTitle')}>{t('missing.title')}</p>
      <ul {...part('missingList')}>
        {missing.map((key) => (
          <li key={key} data-missing={key}>
            {missingLabel(key, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}
