import type { ReactNode } from 'react';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Badge } from '../ui/Badge.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import { ArrowIcon, ChatIcon, LeafIcon, PinIcon, ShieldIcon } from '../ui/icons.tsx';
import { StarsView } from '../ui/Stars.tsx';
import { formatMonthYear, formatRating, initialsOf } from './format.ts';
import { ProfileLink } from './ProfileLink.tsx';
import type { CleanerProfileClassNames } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { CleanerProfileNavigation, PublicCleanerProfile } from './types.ts';

export interface ProfileHeaderProps extends CleanerProfileNavigation {
  profile: PublicCleanerProfile;
  headingLevel: 1 | 2;
  /** The confirmed booking with this cleaner that opens a conversation; none hides "message". */
  messageBookingId?: string | null;
  classNames?: CleanerProfileClassNames;
}

/** Who: the photo, the name, the trust badges, the rating, where they work; and the two actions. */
export function ProfileHeader(props: ProfileHeaderProps) {
  const { profile, headingLevel, messageBookingId, classNames, bookHref, messageHref, renderLink } = props;
  const { t } = useEntryTranslation(cleanerProfileTexts);
  const { locale } = usePropre();
  const Heading = `h${headingLevel}` as const;
  const rating = profile.stats.rating;
  const headerClass = usePartClass('header', cx('propre-cleaner-profile__header', classNames?.header));
  const photoClass = usePartClass('photo', cx('propre-cleaner-profile__photo', classNames?.photo));
  const nameClass = usePartClass('name', cx('propre-cleaner-profile__name', classNames?.name));
  const badgesClass = usePartClass('badges', cx('propre-cleaner-profile__badges', classNames?.badges));
  const actionsClass = usePartClass('actions', cx('propre-cleaner-profile__actions', classNames?.actions));
  const bookClass =
    usePartClass('book', cx(buttonClassName({ size: 'lg' }), 'propre-cleaner-profile__book', classNames?.book)) ?? '';
  const messageClass =
    usePartClass(
      'message',
      cx(buttonClassName({ variant: 'secondary', size: 'lg' }), 'propre-cleaner-profile__message', classNames?.message),
    ) ?? '';

  const badges: ReactNode[] = [];
  if (profile.verificationStatus === 'verified')
    badges.push(
      <li key="verified">
        <Badge tone="info" className="propre-cleaner-profile__badge">
          <ShieldIcon />
          {t('badges.verified')}
        </Badge>
      </li>,
    );
  else if (profile.verificationStatus === 'pending')
    badges.push(
      <li key="pending">
        <Badge tone="neutral" className="propre-cleaner-profile__badge">
          {t('badges.pending')}
        </Badge>
      </li>,
    );
  if (profile.ecoCertified)
    badges.push(
      <li key="eco">
        <Badge tone="success" className="propre-cleaner-profile__badge">
          <LeafIcon />
          {t('badges.eco')}
        </Badge>
      </li>,
    );

  return (
    <header className={headerClass} data-part="header">
      <div className={photoClass} data-part="photo">
        {profile.profilePic ? (
          <img src={profile.profilePic} alt={t('photo', { name: profile.name })} width={160} height={160} decoding="async" />
        ) : (
          <span className="propre-cleaner-profile__initials" aria-hidden="true">
            {initialsOf(profile.name)}
          </span>
        )}
      </div>
      <div className="propre-cleaner-profile__who">
        <Heading className={nameClass} data-part="name">
          {profile.name}
        </Heading>
        <p className="propre-cleaner-profile__rating">
          {rating !== null ? (
            <>
              {/* The text beside says the rating: the stars are decorative here. */}
              <StarsView value={rating} size="md" />
              <span className="propre-cleaner-profile__rating-text">
                {t('ratingLine', { rating: formatRating(rating, locale), count: profile.stats.reviewCount })}
              </span>
            </>
          ) : (
            <span className="propre-cleaner-profile__new">{t('new')}</span>
          )}
        </p>
        {profile.serviceCities.length > 0 ? (
          <p className="propre-cleaner-profile__place">
            <PinIcon />
            <span>{profile.serviceCities.join(' · ')}</span>
          </p>
        ) : null}
        {badges.length > 0 ? (
          <ul className={badgesClass} data-part="badges" aria-label={t('badges.label')}>
            {badges}
          </ul>
        ) : null}
        <p className="propre-cleaner-profile__since">
          {t('memberSince', { date: formatMonthYear(profile.memberSince, locale) })}
        </p>
      </div>
      <div className={actionsClass} data-part="actions">
        <ProfileLink
          renderLink={renderLink}
          href={(bookHref ?? ((slug) => `/book/${slug}`))(profile.slug)}
          className={bookClass}
          data-part="book"
        >
          <span className="propre-button-label">
            {t('actions.bookWith', { name: profile.name.split(' ')[0] })}
            <ArrowIcon />
          </span>
        </ProfileLink>
        {messageBookingId ? (
          <ProfileLink
            renderLink={renderLink}
            href={(messageHref ?? ((id) => `/messages/${id}`))(messageBookingId)}
            className={messageClass}
            data-part="message"
          >
            <span className="propre-button-label">
              <ChatIcon />
              {t('actions.message', { name: profile.name.split(' ')[0] })}
            </span>
          </ProfileLink>
        ) : null}
      </div>
    </header>
  );
}
