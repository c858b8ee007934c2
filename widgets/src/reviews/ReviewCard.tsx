import { useId } from 'react';
import { cx } from '../theme/appearance.ts';
import { useEntry } from '../ui/use-entry.ts';
import { type PublicReview, type Review, reviewCategories } from './categories.ts';
import { formatReviewDate } from './format.ts';
import type { ReviewsPart } from './parts.ts';
import { Stars } from './Stars.tsx';
import { reviewsTexts } from './texts.ts';

export interface ReviewCardProps {
  /** A public review (profile) or one's own (`reviews.listMine`, with the cleaner's name and `hidden`). */
  review: PublicReview | Review;
  /** Who answers the review, for « Réponse de Sophie ». */
  cleanerName?: string;
  /** Shows whom the review is about (a client's list of their own reviews). */
  showCleaner?: boolean;
  headingLevel?: 3 | 4;
  className?: string;
}

/** One review: who, when, for which service, the overall stars, the comment, the details and any reply. */
export function ReviewCard({ review, cleanerName, showCleaner, headingLevel = 3, className }: ReviewCardProps) {
  const { t, part, locale } = useEntry<ReviewsPart>(reviewsTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const full = 'cleanerName' in review ? review : null;
  const replier = full?.cleanerName ?? cleanerName;
  return (
    <article
      {...part('review', { className: cx('propre-stack propre-panel', className) })}
      data-hidden={full?.hidden ? true : undefined}
      aria-labelledby={`${id}-by`}
    >
      <header {...part('reviewHead')}>
        <Heading id={`${id}-by`} {...part('reviewAuthor')}>
          {showCleaner && full ? t('review.about', { name: full.cleanerName }) : review.authorName}
        </Heading>
        <p {...part('reviewMeta')}>
          <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, locale)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t(`serviceTypes.${review.serviceType}`)}</span>
        </p>
        <Stars value={review.ratings.overall} className="propre-reviews__review-stars" />
      </header>
      <p {...part('reviewComment')}>{review.comment}</p>
      <details {...part('reviewDetails')}>
        <summary>{t('review.details')}</summary>
        <dl {...part('reviewRatings')}>
          {reviewCategories.map((category) => (
            <div key={category}>
              <dt>{t(`categories.${category}`)}</dt>
              <dd>{review.ratings[category]}/5</dd>
            </div>
          ))}
        </dl>
      </details>
      {review.reply ? (
        <div {...part('reviewReply')}>
          <p {...part('reviewReplyBy')}>{replier ? t('review.reply', { name: replier }) : t('review.replyAnonymous')}</p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      {full?.hidden ? <p {...part('reviewHidden')}>{t('review.hidden', { reason: full.hidden.reason })}</p> : null}
    </article>
  );
}
