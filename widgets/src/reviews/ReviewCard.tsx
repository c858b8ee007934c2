import { useId } from 'react';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { reviewsNs } from '../i18n/bundles/reviews.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { type PublicReview, type Review, reviewCategories } from './categories.ts';
import { formatReviewDate } from './format.ts';
import type { ReviewsClassNames } from './parts.ts';
import { Stars } from './Stars.tsx';

export interface ReviewCardProps {
  /** A public review (profile) or one's own (`reviews.listMine`, with the cleaner's name and `hidden`). */
  review: PublicReview | Review;
  /** Who answers the review, for « Réponse de Sophie ». */
  cleanerName?: string;
  /** Shows whom the review is about (a client's list of their own reviews). */
  showCleaner?: boolean;
  headingLevel?: 3 | 4;
  classNames?: ReviewsClassNames;
  className?: string;
}

/** One review: who, when, for which service, the overall stars, the comment, the details and any reply. */
export function ReviewCard({ review, cleanerName, showCleaner, headingLevel = 3, classNames, className }: ReviewCardProps) {
  const { t } = useWidgetTranslation(reviewsNs);
  const { locale } = usePropre();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const rootClass = usePartClass('review', cx('propre-review', className, classNames?.review));
  const full = 'cleanerName' in review ? review : null;
  const replier = full?.cleanerName ?? cleanerName;
  return (
    <article className={rootClass} data-part="review" data-hidden={full?.hidden ? true : undefined} aria-labelledby={`${id}-by`}>
      <header className="propre-review__head">
        <Heading id={`${id}-by`} className="propre-review__author">
          {showCleaner && full ? t('review.about', { name: full.cleanerName }) : review.authorName}
        </Heading>
        <p className="propre-review__meta">
          <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, locale)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t(`serviceTypes.${review.serviceType}`)}</span>
        </p>
        <Stars value={review.ratings.overall} />
      </header>
      <p className="propre-review__comment">{review.comment}</p>
      <details className="propre-review__details">
        <summary>{t('review.details')}</summary>
        <dl className="propre-review__ratings">
          {reviewCategories.map((category) => (
            <div key={category}>
              <dt>{t(`categories.${category}`)}</dt>
              <dd>{review.ratings[category]}/5</dd>
            </div>
          ))}
        </dl>
      </details>
      {review.reply ? (
        <div className="propre-review__reply">
          <p className="propre-review__reply-by">{replier ? t('review.reply', { name: replier }) : t('review.replyAnonymous')}</p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      {full?.hidden ? <p className="propre-review__hidden">{t('review.hidden', { reason: full.hidden.reason })}</p> : null}
    </article>
  );
}
