import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Badge } from '../ui/Badge.tsx';
import { ArrowIcon, BriefcaseIcon, ChatIcon, LeafIcon, PinIcon, ShieldIcon, StarIcon } from '../ui/icons.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { formatDecimal, formatDistance, formatLanguages, formatMoney, formatPercent, initialsOf, priceKind } from './format.ts';
import type { CleanerSearchClassNames } from './parts.ts';
import type { CleanerSearchResult } from './query.ts';
import { cleanerSearchTexts } from './texts.ts';

/** What a host gives its own link component (react-router's `<Link>`, Next's…) to render a cleaner's name. */
export interface CleanerLinkProps {
  className: string;
  'data-part': 'card-name';
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** How the host decides where a card leads; any of them, or none for cards that lead nowhere. */
export interface CleanerNavigation {
  /** The profile address of a cleaner, e.g. `(slug) => '/cleaners/' + slug`. */
  cleanerHref?: (slug: string) => string;
  /** Renders the link with the host's router; wins over `cleanerHref`. */
  renderCleanerLink?: (result: CleanerSearchResult, props: CleanerLinkProps) => ReactNode;
  /** Called when a card is chosen (with a link too: call `event.preventDefault()` to stay). */
  onSelectCleaner?: (result: CleanerSearchResult, event: MouseEvent<HTMLElement>) => void;
}

export interface CleanerCardProps extends CleanerNavigation {
  result: CleanerSearchResult;
  /** The heading level of the cleaner's name in the host page (3 by default, under the results' h2). */
  headingLevel?: 2 | 3 | 4;
  classNames?: CleanerSearchClassNames;
  className?: string;
}

const scoreKeys = ['rating', 'location', 'reliability', 'availability'] as const;

/** One cleaner in the results: who, where, how well rated, what it costs, and why we recommend them. */
export function CleanerCard({
  result,
  headingLevel = 3,
  classNames,
  className,
  cleanerHref,
  renderCleanerLink,
  onSelectCleaner,
}: CleanerCardProps) {
  const { t } = useEntryTranslation(cleanerSearchTexts);
  const { locale } = usePropre();
  const { cleaner, scores } = result;
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const rootClass = usePartClass('card', cx('propre-cleaner-card', className, classNames?.card));
  const nameClass = usePartClass('card-name', cx('propre-cleaner-card__name', classNames?.['card-name'])) ?? '';
  const photoClass = usePartClass('card-photo', cx('propre-cleaner-card__photo', classNames?.['card-photo']));
  const priceClass = usePartClass('card-price', cx('propre-cleaner-card__price', classNames?.['card-price']));
  const matchClass = usePartClass('card-match', cx('propre-cleaner-card__match', classNames?.['card-match']));
  const scoresClass = usePartClass('card-scores', cx('propre-cleaner-card__scores', classNames?.['card-scores']));

  const onClick = onSelectCleaner ? (event: MouseEvent<HTMLElement>) => onSelectCleaner(result, event) : undefined;
  const linkProps: CleanerLinkProps = { className: nameClass, 'data-part': 'card-name', children: cleaner.name, onClick };
  const href = cleanerHref?.(cleaner.slug);
  let name: ReactNode = (
    <span className={nameClass} data-part="card-name">
      {cleaner.name}
    </span>
  );
  if (renderCleanerLink) name = renderCleanerLink(result, linkProps);
  else if (href !== undefined)
    name = (
      <a className={nameClass} data-part="card-name" href={href} onClick={onClick}>
        {cleaner.name}
      </a>
    );
  else if (onSelectCleaner)
    name = (
      <button type="button" className={nameClass} data-part="card-name" onClick={onClick}>
        {cleaner.name}
      </button>
    );
  const leadsSomewhere = Boolean(renderCleanerLink || href !== undefined || onSelectCleaner);

  const rating = cleaner.stats.rating;
  const city = cleaner.serviceCities[0];
  const kind = priceKind(result);
  const price = result.priceFrom === null ? null : formatMoney(result.priceFrom, locale);
  const overall = formatPercent(scores.overall, locale);

  return (
    <article className={rootClass} data-part="card" data-linked={leadsSomewhere ? 'true' : undefined} aria-labelledby={nameId}>
      <div className="propre-cleaner-card__head">
        <div className={photoClass} data-part="card-photo">
          {cleaner.profilePic ? (
            // The name is right beside the photo: the picture itself needs no text.
            <img src={cleaner.profilePic} alt="" loading="lazy" decoding="async" width={72} height={72} />
          ) : (
            <span className="propre-cleaner-card__initials" aria-hidden="true">
              {initialsOf(cleaner.name)}
            </span>
          )}
        </div>
        <div className="propre-cleaner-card__who">
          <Heading className="propre-cleaner-card__heading" id={nameId}>
            {name}
          </Heading>
          {city ? (
            <p className="propre-cleaner-card__place">
              <PinIcon />
              <span>
                {city}
                {result.distanceKm !== null && result.distanceKm >= 0.5 ? (
                  <> · {t('card.distance', { distance: formatDistance(result.distanceKm, locale) })}</>
                ) : null}
              </span>
            </p>
          ) : null}
          <p className="propre-cleaner-card__rating">
            {rating !== null ? (
              <>
                <span className="propre-cleaner-card__stars">
                  <StarIcon />
                  <span aria-hidden="true">{formatDecimal(rating, locale)}</span>
                  <VisuallyHidden>{t('card.rating', { rating: formatDecimal(rating, locale) })}</VisuallyHidden>
                </span>
                <span className="propre-cleaner-card__reviews">({t('card.reviews', { count: cleaner.stats.reviewCount })})</span>
              </>
            ) : (
              <span className="propre-cleaner-card__new">{t('card.new')}</span>
            )}
          </p>
        </div>
      </div>

      {result.verificationStatus === 'verified' || cleaner.ecoCertified ? (
        <ul className="propre-cleaner-card__badges">
          {result.verificationStatus === 'verified' ? (
            <li>
              <Badge tone="info" className="propre-cleaner-card__badge">
                <ShieldIcon />
                {t('card.verified')}
              </Badge>
            </li>
          ) : null}
          {cleaner.ecoCertified ? (
            <li>
              <Badge tone="success" className="propre-cleaner-card__badge">
                <LeafIcon />
                {t('card.eco')}
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      {cleaner.bio ? <p className="propre-cleaner-card__bio">{cleaner.bio}</p> : null}

      <ul className="propre-cleaner-card__facts">
        {cleaner.languages.length > 0 ? (
          <li>
            <ChatIcon />
            {t('card.languages', { languages: formatLanguages(cleaner.languages, locale) })}
          </li>
        ) : null}
        {cleaner.yearsOfExperience !== null && cleaner.yearsOfExperience > 0 ? (
          <li>
            <BriefcaseIcon />
            {t('card.experience', { count: cleaner.yearsOfExperience })}
          </li>
        ) : null}
      </ul>

      <div className="propre-cleaner-card__recommendation">
        <p className={matchClass} data-part="card-match">
          <span className="propre-cleaner-card__match-label">{t('card.match')}</span>
          <span className="propre-cleaner-card__match-value">{overall}</span>
        </p>
        <dl className={scoresClass} data-part="card-scores">
          {scoreKeys.map((key) => (
            <div key={key} className="propre-cleaner-card__score" style={{ '--propre-score': scores[key] } as CSSProperties}>
              <dt>{t(`card.score.${key}`)}</dt>
              <dd>{formatPercent(scores[key], locale)}</dd>
              <dd className="propre-cleaner-card__meter" aria-hidden="true">
                <span />
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="propre-cleaner-card__foot">
        <p className={priceClass} data-part="card-price">
          {kind === 'none' || price === null ? (
            <span className="propre-cleaner-card__price-amount" data-kind="none">
              {t('card.priceOnRequest')}
            </span>
          ) : (
            <>
              <span className="propre-cleaner-card__price-label">{t('card.priceFrom')}</span>{' '}
              <span className="propre-cleaner-card__price-amount">
                {t(kind === 'hourly' ? 'card.perHour' : 'card.perVisit', { price })}
              </span>
            </>
          )}
        </p>
        {leadsSomewhere ? (
          // The name is the card's one link (stretched over the card); this only shows where it goes.
          <span className="propre-cleaner-card__cta" aria-hidden="true">
            {t('card.viewProfile')}
            <ArrowIcon />
          </span>
        ) : null}
      </div>
    </article>
  );
}
