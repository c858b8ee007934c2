import type { CSSProperties } from 'react';
import { useId } from 'react';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { reviewsNs } from '../i18n/bundles/reviews.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { type ReviewSummary, reviewCategories } from './categories.ts';
import { formatRating } from './format.ts';
import type { ReviewsClassNames } from './parts.ts';
import { Stars } from './Stars.tsx';

export interface RatingSummaryProps {
  /** The averages per category and the count (`PublicCleanerProfile.reviews.summary`). */
  summary: ReviewSummary;
  /** A heading above the summary, at this level; none when the host has its own. */
  headingLevel?: 2 | 3 | 4;
  classNames?: ReviewsClassNames;
  className?: string;
}

const categoriesBesideOverall = reviewCategories.filter((category) => category !== 'overall');

/** The overall rating in large, then each of the six other categories as a bar out of 5. */
export function RatingSummary({ summary, headingLevel, classNames, className }: RatingSummaryProps) {
  const { t } = useWidgetTranslation(reviewsNs);
  const { locale } = usePropre();
  const id = useId();
  const rootClass = usePartClass('summary', cx('propre-rating-summary', className, classNames?.summary));
  const overallClass = usePartClass('summary-overall', cx('propre-rating-summary__overall', classNames?.['summary-overall']));
  const listClass = usePartClass(
    'summary-categories',
    cx('propre-rating-summary__categories', classNames?.['summary-categories']),
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const overall = summary.averages.overall;

  if (summary.count === 0 || overall === null) {
    return (
      <section className={rootClass} data-part="summary" data-state="empty" aria-labelledby={Heading ? `${id}-h` : undefined}>
        {Heading ? (
          <Heading id={`${id}-h`} className="propre-rating-summary__heading">
            {t('summary.heading')}
          </Heading>
        ) : null}
        <p className="propre-rating-summary__none">{t('summary.none')}</p>
        <p className="propre-rating-summary__none-body">{t('summary.noneBody')}</p>
      </section>
    );
  }

  return (
    <section className={rootClass} data-part="summary" data-state="rated" aria-labelledby={Heading ? `${id}-h` : undefined}>
      {Heading ? (
        <Heading id={`${id}-h`} className="propre-rating-summary__heading">
          {t('summary.heading')}
        </Heading>
      ) : null}
      <div className={overallClass} data-part="summary-overall">
        <p className="propre-rating-summary__score">
          <span className="propre-rating-summary__number" aria-hidden="true">
            {formatRating(overall, locale)}
          </span>
          <Stars value={overall} size="md" />
        </p>
        <p className="propre-rating-summary__count">{t('summary.basedOn', { count: summary.count })}</p>
      </div>
      <dl className={listClass} data-part="summary-categories" aria-label={t('summary.categories')}>
        {categoriesBesideOverall.map((category) => {
          const value = summary.averages[category];
          return (
            <div
              key={category}
              className="propre-rating-summary__row"
              style={{ '--propre-rating': value === null ? 0 : value / 5 } as CSSProperties}
            >
              <dt>{t(`categories.${category}`)}</dt>
              <dd className="propre-rating-summary__bar" aria-hidden="true">
                <span />
              </dd>
              <dd className="propre-rating-summary__value">{value === null ? '–' : formatRating(value, locale)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
