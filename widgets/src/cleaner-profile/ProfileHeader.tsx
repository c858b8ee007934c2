import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import { ArrowIcon, ChatIcon, LeafIcon, PinIcon, ShieldIcon } from '../ui/icons.tsx';
import { StarsView } from '../ui/Stars.tsx';
import { useApiUrl } from '../ui/use-api-url.ts';
import { useEntry } from '../ui/use-entry.ts';
import { formatMonthYear, formatRating, initialsOf } from './format.ts';
import { ProfileLink } from './ProfileLink.tsx';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { CleanerProfileNavigation, PublicCleanerProfile } from './types.ts';

export interface ProfileHeaderProps extends CleanerProfileNavigation {
  profile: PublicCleanerProfile;
  headingLevel: 1 | 2;
  /** The confirmed booking with this cleaner that opens a conversation; none hides "message". */
  messageBookingId?: string | null;
}

/** Who: the photo, the name, the trust badges, the rating, where they work; and the two actions. */
export function ProfileHeader(props: ProfileHeaderProps) {
  const { profile, headingLevel, messageBookingId, bookHref, messageHref, renderLink } = props;
  const { t, part, locale } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  const apiUrl = useApiUrl();
  const Heading = `h${headingLevel}` as const;
  const rating = profile.stats.rating;

  const badge = (key: string, tone: BadgeTone, icon: ReactNode, text: string) => (
    <li key={key}>
      <Badge tone={tone} {...part('badge')}>
        {icon}
        {text}
      </Badge>
    </li>
  );
  const badges: ReactNode[] = [];
  if (profile.verificationStatus === 'verified') badges.push(badge('verified', 'info', <ShieldIcon />, t('badges.verified')));
  else if (profile.verificationStatus === 'pending') badges.push(badge('pending', 'neutral', null, t('badges.pending')));
  if (profile.ecoCertified) badges.push(badge('eco', 'success', <LeafIcon />, t('badges.eco')));

  return (
    <header {...part('header', { className: 'propre-panel' })}>
      <div {...part('photo')}>
        {profile.profilePic ? (
          <img
            src={apiUrl(profile.profilePic)}
            alt={t('photo', { name: profile.name })}
            width={160}
            height={160}
            decoding="async"
          />
        ) : (
          <span {...part('initials')} aria-hidden="true">
            {initialsOf(profile.name)}
          </span>
        )}
      </div>
      <div {...part('who', { className: 'propre-stack' })}>
        <Heading {...part('name')}>{profile.name}</Heading>
        <p {...part('rating')}>
          {rating !== null ? (
            <>
              {/* The text beside says the rating: the stars are decorative here. */}
              <StarsView value={rating} size="md" />
              <span {...part('ratingText')}>
                {t('ratingLine', { rating: formatRating(rating, locale), count: profile.stats.reviewCount })}
              </span>
            </>
          ) : (
            <span {...part('new')}>{t('new')}</span>
          )}
        </p>
        {profile.serviceCities.length > 0 ? (
          <p {...part('place')}>
            <PinIcon />
            <span>{profile.serviceCities.join(' · ')}</span>
          </p>
        ) : null}
        {badges.length > 0 ? (
          <ul {...part('badges', { className: 'propre-wrap propre-bare-list' })} aria-label={t('badges.label')}>
            {badges}
          </ul>
        ) : null}
        <p {...part('since')}>{t('memberSince', { date: formatMonthYear(profile.memberSince, locale) })}</p>
      </div>
      <div {...part('actions', { className: 'propre-stack' })}>
        <ProfileLink
          renderLink={renderLink}
          href={(bookHref ?? ((slug) => `/book/${slug}`))(profile.slug)}
          {...part('book', { className: buttonClassName({ size: 'lg' }) })}
        >
          <span {...part('actionLabel', { className: 'propre-button-label' })}>
            {t('actions.bookWith', { name: profile.name.split(' ')[0] })}
            <ArrowIcon />
          </span>
        </ProfileLink>
        {messageBookingId ? (
          <ProfileLink
            renderLink={renderLink}
            href={(messageHref ?? ((id) => `/messages/${id}`))(messageBookingId)}
            {...part('message', { className: buttonClassName({ variant: 'secondary', size: 'lg' }) })}
          >
            <span {...part('actionLabel', { className: 'propre-button-label' })}>
              <ChatIcon />
              {t('actions.message', { name: profile.name.split(' ')[0] })}
            </span>
          </ProfileLink>
        ) : null}
      </div>
    </header>
  );
}
