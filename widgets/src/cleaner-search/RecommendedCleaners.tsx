import { search } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useId } from 'react';
import { usePropre } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { retryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type CleanerNavigation, cleanerName } from './CleanerCard.tsx';
import { reasonsOf } from './explain.ts';
import { formatDecimal, formatPercent } from './format.ts';
import type { CleanerSearchPart } from './parts.ts';
import type { CleanerSearchPage, CleanerSearchQuery, CleanerSearchResult } from './query.ts';
import { useRecommendationsTexts } from './recommendations-texts.ts';
import { cleanerSearchTexts } from './texts.ts';
import { forViewer, useClientId } from './use-client-id.ts';

export interface RecommendedCleanersProps extends CleanerNavigation {
  /**
   * Where and what the client is looking for (e.g. the search's own query): the recommendations
   * are the best of it by the overall score. Its `sort` is ignored.
   */
  query?: CleanerSearchQuery;
  /** How many cleaners (3 by default, the API allows up to 50). */
  limit?: number;
  /** The heading level of the section's title in the host page (2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

type Status = 'loading' | 'error' | 'empty' | 'success';

/**
 * « Recommended for you », for a signed-in client only (nothing for anyone else): the best
 * cleaners of their search by the overall score, each with why — every score explained from
 * what the API computed (rating and reviews, proximity, identity check, days available, their own
 * like or dislike). Refreshed after each feedback the client gives (it makes the search stale).
 */
export function RecommendedCleaners(props: RecommendedCleanersProps) {
  const { query = {}, limit = 3, headingLevel = 2, className, ...navigation } = props;
  const { client } = usePropre();
  const clientId = useClientId();
  const { sort: _ignored, ...where } = query;
  const found = useQuery({
    ...forViewer(search.findCleaners(client, { ...where, sort: 'recommended', limit }), clientId),
    enabled: clientId !== null,
  });
  if (clientId === null) return null;
  const page = found.data as CleanerSearchPage | undefined;
  let status: Status = 'loading';
  if (found.isError) status = 'error';
  else if (page) status = page.items.length === 0 ? 'empty' : 'success';
  return (
    <RecommendedCleanersView
      status={status}
      results={page?.items ?? []}
      {...retryProps(found)}
      headingLevel={headingLevel}
      className={className}
      {...navigation}
    />
  );
}

interface ViewProps extends CleanerNavigation {
  status: Status;
  results: readonly CleanerSearchResult[];
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  headingLevel: 2 | 3;
  className?: string | undefined;
}

function RecommendedCleanersView(props: ViewProps) {
  useRecommendationsTexts();
  const { status, results, error, onRetry, retrying, headingLevel, className } = props;
  const { t, part } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...part('recommended', { state: status, className: cx('propre-panel propre-stack', className) })}
      aria-labelledby={`${id}-title`}
      aria-busy={status === 'loading'}
    >
      <div {...part('recommendedHead', { className: 'propre-stack' })}>
        <Heading id={`${id}-title`} {...part('recommendedTitle')}>
          {t('recommendations.title')}
        </Heading>
        <p {...part('recommendedLead')}>{t('recommendations.lead')}</p>
      </div>
      {status === 'loading' ? (
        <div {...part('recommendedList')}>
          <p className="propre-visually-hidden" role="status">
            {t('recommendations.loading')}
          </p>
          {[0, 1, 2].map((n) => (
            <div key={n} {...part('recommendedItem', { className: 'propre-stack' })} aria-hidden="true">
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" lines={4} width="100%" />
            </div>
          ))}
        </div>
      ) : null}
      {status === 'error' ? <ProblemAlert error={error} onRetry={onRetry} retrying={retrying} /> : null}
      {status === 'empty' ? <p {...part('recommendedEmpty')}>{t('recommendations.empty')}</p> : null}
      {status === 'success' ? (
        <ol {...part('recommendedList', { className: 'propre-bare-list' })}>
          {results.map((result) => (
            <li key={result.cleaner.id}>
              <Recommendation {...props} result={result} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Recommendation({
  result,
  headingLevel,
  cleanerHref,
  renderCleanerLink,
  onSelectCleaner,
}: CleanerNavigation & { result: CleanerSearchResult; headingLevel: 3 | 4 }) {
  const { t, part, locale } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  const { cleaner, scores } = result;
  const Heading = `h${headingLevel}` as const;
  const name = cleanerName(result, part('recommendedName'), { cleanerHref, renderCleanerLink, onSelectCleaner });
  const reasons = reasonsOf(
    result,
    (value, digits) => formatDecimal(value, locale, digits),
    (value) => formatPercent(value, locale),
  );
  return (
    <article {...part('recommendedItem', { className: 'propre-stack' })}>
      <div {...part('recommendedTop', { className: 'propre-row' })}>
        <Heading {...part('recommendedHeading')}>{name}</Heading>
        <p {...part('recommendedMatch')}>
          <span>{t('recommendations.match')}</span> <strong>{formatPercent(scores.overall, locale)}</strong>
        </p>
      </div>
      <ul
        {...part('recommendedWhy', { className: 'propre-bare-list propre-stack' })}
        aria-label={t('recommendations.why', { name: cleaner.name })}
      >
        {reasons.map((reason) => (
          <li
            key={reason.key}
            {...part('recommendedReason')}
            data-score={reason.key}
            style={reason.key === 'feedback' ? undefined : ({ '--propre-score': reason.value } as CSSProperties)}
          >
            <span {...part('recommendedReasonName')}>
              {reason.key === 'feedback' ? null : (
                <>
                  {t(`recommendations.scores.${reason.key}`)} · <strong>{formatPercent(reason.value, locale)}</strong>
                </>
              )}
            </span>
            <span {...part('recommendedReasonText')}>{t(`recommendations.explain.${reason.text}`, reason.values ?? {})}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
