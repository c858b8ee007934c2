import { type ReactNode, useId } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import type { Loaded } from './types.ts';

export interface SectionProps<T> {
  title: string;
  headingLevel: 2 | 3 | 4;
  loaded: Loaded<T>;
  /** Renders the data; the failure with its retry, or skeletons, stand in for it until then. */
  children: (data: T) => ReactNode;
}

/** One block of the partner's page, titled, in its three states. */
export function Section<T>({ title, headingLevel, loaded, children }: SectionProps<T>) {
  const { part } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part('section', { className: 'propre-stack' })} aria-labelledby={id} aria-busy={loaded.retrying || undefined}>
      <Heading id={id} {...part('sectionTitle')}>
        {title}
      </Heading>
      {loaded.error ? (
        <ErrorState
          error={loaded.error}
          onRetry={loaded.onRetry}
          retrying={loaded.retrying}
          headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
        />
      ) : null}
      {loaded.data !== undefined ? (
        children(loaded.data)
      ) : loaded.error ? null : (
        <div {...part('skeleton', { className: 'propre-stack' })}>
          <Skeleton shape="text" lines={2} />
          <Skeleton height="6rem" />
        </div>
      )}
    </section>
  );
}
