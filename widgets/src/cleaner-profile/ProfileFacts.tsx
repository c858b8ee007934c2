import { useEntry } from '../ui/use-entry.ts';
import { formatPercent, formatResponseTime, languageNames } from './format.ts';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { PublicCleanerProfile } from './types.ts';

/** Four figures at a glance: completion rate, response time, experience, languages. */
export function ProfileFacts({ profile }: { profile: PublicCleanerProfile }) {
  const { t, part, locale } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  const { completionRate, responseTimeMinutes } = profile.stats;
  const years = profile.yearsOfExperience;
  const none = <span {...part('factNone')}>{t('facts.noData')}</span>;
  return (
    <dl {...part('facts')} aria-label={t('facts.heading')}>
      <div {...part('fact')}>
        <dt>{t('facts.completion')}</dt>
        <dd>{completionRate === null ? none : formatPercent(completionRate, locale)}</dd>
      </div>
      <div {...part('fact')}>
        <dt>{t('facts.response')}</dt>
        <dd>{responseTimeMinutes === null ? none : formatResponseTime(responseTimeMinutes, locale)}</dd>
      </div>
      <div {...part('fact')}>
        <dt>{t('facts.experience')}</dt>
        <dd>
          {years === null ? (
            <span {...part('factNone')}>{t('facts.experienceNone')}</span>
          ) : (
            <>
              {t('facts.experienceValue', { count: years })}
              {profile.experienceLevel ? (
                <span {...part('factSub')}> · {t(`facts.levels.${profile.experienceLevel}`)}</span>
              ) : null}
            </>
          )}
        </dd>
      </div>
      <div {...part('fact')}>
        <dt>{t('facts.languages')}</dt>
        <dd>{profile.languages.length === 0 ? none : languageNames(profile.languages, locale).join(', ')}</dd>
      </div>
    </dl>
  );
}
