import type { ReactNode } from 'react';
import { LoadingShape } from '../ui/LoadingShape.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { type RetryProps, retryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

export type SectionStatus = 'loading' | 'error' | 'success';

/** What every section's View takes about its answer. */
export interface SectionStateProps extends RetryProps {
  status: SectionStatus;
  /** The section's heading level (2 under the page's title). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

interface SectionFrameProps extends SectionStateProps {
  /** The section's name, which is also its texts' (`<name>.title`, `<name>.lead`). */
  name: string;
  /** Above the content whatever the state (filters, the export, « New post »). */
  toolbar?: ReactNode;
  children: () => ReactNode;
}

/** A section of the console: its heading and lead, its toolbar, then skeletons, the failure with a retry, or its content. */
export function SectionFrame(props: SectionFrameProps) {
  const { name, toolbar, status, error, onRetry, retrying, headingLevel = 2, className, children } = props;
  const { t, part } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const title = t(`${name}.title`);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...part('section', { state: status, className: `propre-stack ${className ?? ''}`.trim() })}
      data-section={name}
      aria-busy={status === 'loading' || undefined}
      aria-label={title}
    >
      <div {...part('sectionHead')}>
        <Heading {...part('sectionTitle')}>{title}</Heading>
        <p {...part('lead')}>{t(`${name}.lead`)}</p>
      </div>
      {toolbar ? <div {...part('toolbar')}>{toolbar}</div> : null}
      {status === 'error' ? (
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4} />
      ) : status === 'loading' ? (
        <LoadingShape label={t('loading')} skeletons={[{ shape: 'text', lines: 2 }, { height: '8rem' }]} />
      ) : (
        children()
      )}
    </section>
  );
}

/** A query's answer as a View's status props. */
export function stateOf(query: { data?: unknown; error: unknown; isFetching: boolean; refetch: () => unknown }) {
  return {
    // The page shown stays while the next one loads, or fails to.
    status: (query.data !== undefined ? 'success' : query.error ? 'error' : 'loading') as SectionStatus,
    ...retryProps(query),
  };
}
