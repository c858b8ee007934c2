import { usePartClass, usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cx } from '../theme/appearance.ts';
import { formatPercent, formatResponseTime, languageNames } from './format.ts';
import type { CleanerProfileClassNames } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { PublicCleanerProfile } from './types.ts';

/** Four figures at a glance: completion rate, response time, experience, languages. */
export function ProfileFacts({ profile, classNames }: { profile: PublicCleanerProfile; classNames?: CleanerProfileClassNames }) {
  const { t } = useEntryTranslation(cleanerProfileTexts);
  const { locale } = usePropre();
  const { completionRate, responseTimeMinutes } = profile.stats;
  const years = profile.yearsOfExperience;
  const rootClass = usePartClass('facts', cx('propre-cleaner-profile__facts', classNames?.facts));
  const none = <span className="propre-cleaner-profile__fact-none">{t('facts.noData')}</span>;
  return (
    <dl className={rootClass} data-part="facts" aria-label={t('facts.heading')}>
      <div className="propre-cleaner-profile__fact">
        <dt>{t('facts.completion')}</dt>
        <dd>{completionRate === null ? none : formatPercent(completionRate, locale)}</dd>
      </div>
      <div className="propre-cleaner-profile__fact">
        <dt>{t('facts.response')}</dt>
        <dd>{responseTimeMinutes === null ? none : formatResponseTime(responseTimeMinutes, locale)}</dd>
      </div>
      <div className="propre-cleaner-profile__fact">
        <dt>{t('facts.experience')}</dt>
        <dd>
          {years === null ? (
            <span className="propre-cleaner-profile__fact-none">{t('facts.experienceNone')}</span>
          ) : (
            <>
              {t('facts.experienceValue', { count: years })}
              {profile.experienceLevel ? (
                <span className="propre-cleaner-profile__fact-sub"> · {t(`facts.levels.${profile.experienceLevel}`)}</span>
              ) : null}
            </>
          )}
        </dd>
      </div>
      <div className="propre-cleaner-profile__fact">
        <dt>{t('facts.languages')}</dt>
        <dd>{profile.languages.length === 0 ? none : languageNames(profile.languages, locale).join(', ')}</dd>
      </div>
    </dl>
  );
}
