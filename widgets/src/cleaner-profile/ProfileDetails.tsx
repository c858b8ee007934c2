import { usePart } from '../ui/part.ts';
import { useEntry } from '../ui/use-entry.ts';
import { ProfileSection } from './ProfileSection.tsx';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { PublicCleanerProfile } from './types.ts';

interface Props {
  profile: PublicCleanerProfile;
  headingLevel: 2 | 3;
}

function Chips({ items }: { items: readonly string[] }) {
  const part = usePart<CleanerProfilePart>('cleaner-profile');
  return (
    <ul {...part('chips', { className: 'propre-wrap' })}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The bio. */
export function ProfileAbout({ profile, headingLevel }: Props) {
  const { t, part } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  return (
    <ProfileSection name="about" title={t('about.heading')} headingLevel={headingLevel}>
      {profile.bio ? (
        <p {...part('bio')}>{profile.bio}</p>
      ) : (
        <p {...part('muted')}>{t('about.empty', { name: profile.name.split(' ')[0] })}</p>
      )}
    </ProfileSection>
  );
}

/** What they do and where: service types, cities and distance, pets, strengths, equipment, training. */
export function ProfileServices({ profile, headingLevel }: Props) {
  const { t, part } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const extras: [string, readonly string[]][] = [
    [t('services.skills'), profile.skills],
    [t('services.equipment'), profile.equipment],
    [t('services.certificates'), profile.certificates],
    [t('services.education'), profile.education ? [profile.education] : []],
  ];
  return (
    <ProfileSection name="services" title={t('services.heading')} headingLevel={headingLevel}>
      <div {...part('serviceGrid')}>
        <div>
          <Sub {...part('sub')}>{t('services.types')}</Sub>
          <Chips items={profile.serviceTypes.map((type) => t(`serviceTypes.${type}`))} />
        </div>
        <div>
          <Sub {...part('sub')}>{t('services.cities')}</Sub>
          <Chips items={profile.serviceCities} />
          <p {...part('muted')}>{t('services.coverage', { km: profile.coverageKm })}</p>
        </div>
        <div>
          <Sub {...part('sub')}>{t('services.pets')}</Sub>
          {profile.petTolerance.length > 0 ? (
            <Chips items={profile.petTolerance.map((pet) => t(`services.petTypes.${pet}`))} />
          ) : (
            <p {...part('muted')}>{t('services.petsNone')}</p>
          )}
        </div>
        {extras
          .filter(([, items]) => items.length > 0)
          .map(([title, items]) => (
            <div key={title}>
              <Sub {...part('sub')}>{title}</Sub>
              <Chips items={items} />
            </div>
          ))}
      </div>
    </ProfileSection>
  );
}
