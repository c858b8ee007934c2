import { useId } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cx } from '../theme/appearance.ts';
import type { CleanerProfileClassNames } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { PublicCleanerProfile } from './types.ts';

interface Props {
  profile: PublicCleanerProfile;
  headingLevel: 2 | 3;
  classNames?: CleanerProfileClassNames;
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="propre-cleaner-profile__chips">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The bio. */
export function ProfileAbout({ profile, headingLevel, classNames }: Props) {
  const { t } = useEntryTranslation(cleanerProfileTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const rootClass = usePartClass('about', cx('propre-cleaner-profile__section', classNames?.about));
  return (
    <section className={rootClass} data-part="about" aria-labelledby={id}>
      <Heading id={id} className="propre-cleaner-profile__section-title">
        {t('about.heading')}
      </Heading>
      {profile.bio ? (
        <p className="propre-cleaner-profile__bio">{profile.bio}</p>
      ) : (
        <p className="propre-cleaner-profile__muted">{t('about.empty', { name: profile.name.split(' ')[0] })}</p>
      )}
    </section>
  );
}

/** What they do and where: service types, cities and distance, pets, strengths, equipment, training. */
export function ProfileServices({ profile, headingLevel, classNames }: Props) {
  const { t } = useEntryTranslation(cleanerProfileTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const rootClass = usePartClass('services', cx('propre-cleaner-profile__section', classNames?.services));
  const extras: [string, readonly string[]][] = [
    [t('services.skills'), profile.skills],
    [t('services.equipment'), profile.equipment],
    [t('services.certificates'), profile.certificates],
    [t('services.education'), profile.education ? [profile.education] : []],
  ];
  return (
    <section className={rootClass} data-part="services" aria-labelledby={id}>
      <Heading id={id} className="propre-cleaner-profile__section-title">
        {t('services.heading')}
      </Heading>
      <div className="propre-cleaner-profile__service-grid">
        <div>
          <Sub className="propre-cleaner-profile__sub">{t('services.types')}</Sub>
          <Chips items={profile.serviceTypes.map((type) => t(`serviceTypes.${type}`))} />
        </div>
        <div>
          <Sub className="propre-cleaner-profile__sub">{t('services.cities')}</Sub>
          <Chips items={profile.serviceCities} />
          <p className="propre-cleaner-profile__muted">{t('services.coverage', { km: profile.coverageKm })}</p>
        </div>
        <div>
          <Sub className="propre-cleaner-profile__sub">{t('services.pets')}</Sub>
          {profile.petTolerance.length > 0 ? (
            <Chips items={profile.petTolerance.map((pet) => t(`services.petTypes.${pet}`))} />
          ) : (
            <p className="propre-cleaner-profile__muted">{t('services.petsNone')}</p>
          )}
        </div>
        {extras
          .filter(([, items]) => items.length > 0)
          .map(([title, items]) => (
            <div key={title}>
              <Sub className="propre-cleaner-profile__sub">{title}</Sub>
              <Chips items={items} />
            </div>
          ))}
      </div>
    </section>
  );
}
