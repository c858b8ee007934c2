import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useEntry } from '../ui/use-entry.ts';
import { type ReviewSummary, reviewCategories } from './categories.ts';
import { formatRating } from './format.ts';
import type { ReviewsPart } from './parts.ts';
import { Stars } from './Stars.tsx';
import { reviewsTexts } from './texts.ts';

export interface RatingSummaryProps {
  /** The averages per category and the count (`PublicCleanerProfile.reviews.summary`). */
  summary: ReviewSummary;
  /** A heading above the summary, at this level; none when the host has its own. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const categoriesBesideOverall = reviewCategories.filter((category) => category !== 'overall');

/** The overall rating in large, then each of the six other categories as a bar out of 5. */
export function RatingSummary({ summary, headingLevel, className }: RatingSummaryProps) {
  const { t, part, locale } = useEntry<ReviewsPart>(reviewsTexts);
  const id = useId();
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const overall = summary.averages.overall;
  const heading = Heading ? (
    <Heading id={`${id}-h`} {...part('summaryHeading')}>
      {t('summary.heading')}
    </Heading>
  ) : null;

  if (summary.count === 0 || overall === null) {
    return (
      <section {...part('summary', { state: 'empty', className })} aria-labelledby={Heading ? `${id}-h` : undefined}>
        {heading}
        <p {...part('summaryNone')}>{t('summary.none')}</p>
        <p {...part('summaryNoneBody')}>{t('summary.noneBody')}</p>
      </section>
    );
  }

  return (
    <section {...part('summary', { state: 'rated', className })} aria-labelledby={Heading ? `${id}-h` : undefined}>
      {heading}
      <div {...part('summaryOverall', { className: 'propre-stack' })}>
        <p {...part('summaryScore', { className: 'propre-row' })}>
          <span {...part('summaryNumber')} aria-hidden="true">
            {formatRating(overall, locale)}
          </span>
          <Stars value={overall} size="md" />
        </p>
        <p {...part('summaryCount')}>{t('summary.basedOn', { count: summary.count })}</p>
      </div>
      <dl {...part('summaryCategories')} aria-label={t('summary.categories')}>
        {categoriesBesideOverall.map((category) => {
          const value = summary.averages[category];
          return (
            <div
              key={category}
              {...part('summaryRow')}
              style={{ '--propre-rating': value === null ? 0 : value / 5 } as CSSProperties}
            >
              <dt>{t(`categories.${category}`)}</dt>
              <dd {...part('summaryBar')} aria-hidden="true">
                <span />
              </dd>
              <dd {...part('summaryValue')}>{value === null ? '–' : formatRating(value, locale)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
