import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Badge } from '../ui/Badge.tsx';
import { ArrowIcon, BriefcaseIcon, ChatIcon, LeafIcon, PinIcon, ShieldIcon, StarIcon } from '../ui/icons.tsx';
import { useApiUrl } from '../ui/use-api-url.ts';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { CardFeedback } from './card-feedback-widget.ts';
import type { GiveFeedback } from './feedback.ts';
import { formatDecimal, formatDistance, formatLanguages, formatMoney, formatPercent, initialsOf, priceKind } from './format.ts';
import type { CleanerSearchPart } from './parts.ts';
import type { CleanerSearchResult } from './query.ts';
import { cleanerSearchTexts } from './texts.ts';

/** What a host gives its own link component (react-router's `<Link>`, Next's…) to render a cleaner's name: spread them all. */
export interface CleanerLinkProps {
  className: string;
  /** `cleanerSearchCardName`, for the partner's CSS and tests. */
  'data-part': string;
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
  /**
   * A signed-in client's feedback: like, dislike, not interested, report (with a reason). Without
   * it the card has no feedback buttons (signed-out visitors, cleaners, admins).
   */
  onFeedback?: GiveFeedback;
  /** The cleaner was marked « not interested » and the API recorded it. */
  onHidden?: (result: CleanerSearchResult) => void;
  className?: string;
}

const scoreKeys = ['rating', 'location', 'reliability', 'availability'] as const;

// Only a signed-in client's cards have feedback: its code (and the report dialog's form) loads then,
// never for visitors (nor in the script-tag embed, which does not offer it).

/** One cleaner in the results: who, where, how well rated, what it costs, and why we recommend them. */
export function CleanerCard({
  result,
  headingLevel = 3,
  onFeedback,
  onHidden,
  className,
  cleanerHref,
  renderCleanerLink,
  onSelectCleaner,
}: CleanerCardProps) {
  const { t, part, locale } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  const apiUrl = useApiUrl();
  const { cleaner, scores } = result;
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const nameAttributes = part('cardName');

  const name = cleanerName(result, nameAttributes, { cleanerHref, renderCleanerLink, onSelectCleaner });
  const leadsSomewhere = Boolean(renderCleanerLink || cleanerHref || onSelectCleaner);

  const rating = cleaner.stats.rating;
  const city = cleaner.serviceCities[0];
  const kind = priceKind(result);
  const price = result.priceFrom === null ? null : formatMoney(result.priceFrom, locale);
  const overall = formatPercent(scores.overall, locale);

  return (
    <article {...part('card', { className })} data-linked={leadsSomewhere ? 'true' : undefined} aria-labelledby={nameId}>
      <div {...part('cardHead', { className: 'propre-row' })}>
        <div {...part('cardPhoto')}>
          {cleaner.profilePic ? (
            // The name is right beside the photo: the picture itself needs no text.
            <img src={apiUrl(cleaner.profilePic)} alt="" loading="lazy" decoding="async" width={72} height={72} />
          ) : (
            <span {...part('cardInitials')} aria-hidden="true">
              {initialsOf(cleaner.name)}
            </span>
          )}
        </div>
        <div {...part('cardWho', { className: 'propre-stack' })}>
          <Heading {...part('cardHeading')} id={nameId}>
            {name}
          </Heading>
          {city ? (
            <p {...part('cardPlace', { className: 'propre-row propre-wrap' })}>
              <PinIcon />
              <span>
                {city}
                {result.distanceKm !== null && result.distanceKm >= 0.5 ? (
                  <> · {t('card.distance', { distance: formatDistance(result.distanceKm, locale) })}</>
                ) : null}
              </span>
            </p>
          ) : null}
          <p {...part('cardRating', { className: 'propre-row propre-wrap' })}>
            {rating !== null ? (
              <>
                <span {...part('cardStars')}>
                  <StarIcon />
                  <span aria-hidden="true">{formatDecimal(rating, locale)}</span>
                  <VisuallyHidden>{t('card.rating', { rating: formatDecimal(rating, locale) })}</VisuallyHidden>
                </span>
                <span {...part('cardReviews')}>({t('card.reviews', { count: cleaner.stats.reviewCount })})</span>
              </>
            ) : (
              <span {...part('cardNew')}>{t('card.new')}</span>
            )}
          </p>
        </div>
      </div>

      {result.verificationStatus === 'verified' || cleaner.ecoCertified ? (
        <ul {...part('cardBadges', { className: 'propre-wrap propre-bare-list' })}>
          {result.verificationStatus === 'verified' ? (
            <li>
              <Badge tone="info" {...part('cardBadge')}>
                <ShieldIcon />
                {t('card.verified')}
              </Badge>
            </li>
          ) : null}
          {cleaner.ecoCertified ? (
            <li>
              <Badge tone="success" {...part('cardBadge')}>
                <LeafIcon />
                {t('card.eco')}
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      {cleaner.bio ? <p {...part('cardBio')}>{cleaner.bio}</p> : null}

      <ul {...part('cardFacts', { className: 'propre-wrap propre-bare-list' })}>
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

      <div {...part('cardRecommendation', { className: 'propre-stack' })}>
        <p {...part('cardMatch')}>
          <span {...part('cardMatchLabel')}>{t('card.match')}</span>
          <span {...part('cardMatchValue')}>{overall}</span>
        </p>
        <dl {...part('cardScores')}>
          {scoreKeys.map((key) => (
            <div key={key} {...part('cardScore')} style={{ '--propre-score': scores[key] } as CSSProperties}>
              <dt>{t(`card.score.${key}`)}</dt>
              <dd>{formatPercent(scores[key], locale)}</dd>
              <dd {...part('cardMeter')} aria-hidden="true">
                <span />
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div {...part('cardFoot', { className: 'propre-row' })}>
        <p {...part('cardPrice', { className: 'propre-stack' })}>
          {kind === 'none' || price === null ? (
            <span {...part('cardPriceAmount')} data-kind="none">
              {t('card.priceOnRequest')}
            </span>
          ) : (
            <>
              <span {...part('cardPriceLabel')}>{t('card.priceFrom')}</span>{' '}
              <span {...part('cardPriceAmount')}>{t(kind === 'hourly' ? 'card.perHour' : 'card.perVisit', { price })}</span>
            </>
          )}
        </p>
        {leadsSomewhere ? (
          // The name is the card's one link (stretched over the card); this only shows where it goes.
          <span {...part('cardCta')} aria-hidden="true">
            {t('card.viewProfile')}
            <ArrowIcon />
          </span>
        ) : null}
      </div>
      {onFeedback ? <CardFeedback result={result} onFeedback={onFeedback} onHidden={onHidden} /> : null}
    </article>
  );
}

/**
 * A cleaner's name as the host wants it: its router's link, a link to `cleanerHref`, a button
 * calling `onSelectCleaner`, or plain text (the card's and « Recommended for you »'s).
 */
export function cleanerName(
  result: CleanerSearchResult,
  nameAttributes: { className: string; 'data-part': string },
  { cleanerHref, renderCleanerLink, onSelectCleaner }: CleanerNavigation,
): ReactNode {
  const { cleaner } = result;
  const onClick = onSelectCleaner ? (event: MouseEvent<HTMLElement>) => onSelectCleaner(result, event) : undefined;
  const linkProps: CleanerLinkProps = { ...nameAttributes, children: cleaner.name, onClick };
  const href = cleanerHref?.(cleaner.slug);
  if (renderCleanerLink) return renderCleanerLink(result, linkProps);
  if (href !== undefined)
    return (
      <a {...nameAttributes} href={href} onClick={onClick}>
        {cleaner.name}
      </a>
    );
  if (onSelectCleaner)
    return (
      <button type="button" {...nameAttributes} onClick={onClick}>
        {cleaner.name}
      </button>
    );
  return <span {...nameAttributes}>{cleaner.name}</span>;
}
