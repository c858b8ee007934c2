import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ContentPart } from './parts.ts';
import { contentTexts } from './texts.ts';

export type ContentStatus = 'loading' | 'error' | 'success';

/** What every content View takes about its data's state. */
export interface ContentStateProps extends RetryProps {
  status: ContentStatus;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The loading skeleton (announced) and the failure with its retry, the same for every content
 * View; `children` once the data is there. `root` is the View's own part.
 */
export function ContentState({
  root,
  status,
  error,
  onRetry,
  retrying,
  headingLevel = 2,
  className,
  skeletonLines = 4,
  children,
}: ContentStateProps & { root: ContentPart; skeletonLines?: number; children: () => ReactNode }) {
  const { t, part } = useEntry<ContentPart>(contentTexts);
  if (status === 'loading') {
    return (
      <div {...part(root, { state: 'loading', className })} aria-busy="true">
        <p className="propre-visually-hidden" role="status">
          {t('loading')}
        </p>
        <div {...part('skeleton', { className: 'propre-stack' })} aria-hidden="true">
          {Array.from({ length: skeletonLines }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
            <Skeleton key={index} height="3rem" />
          ))}
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div {...part(root, { state: 'error', className })}>
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={headingLevel} />
      </div>
    );
  }
  return <>{children()}</>;
}
