import type { ReactNode } from 'react';
import { cx } from '../theme/appearance.ts';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface EmptyStateProps {
  title: ReactNode;
  body?: ReactNode;
  /** The next step: a button or a link. */
  action?: ReactNode;
  /** A small illustration; a calm default when not given. */
  icon?: ReactNode;
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** Nothing to show yet: say why, and offer the next step (DESIGN: empty states). */
export function EmptyState({ title, body, action, icon, headingLevel = 3, className }: EmptyStateProps) {
  const part = usePart<UiPart>('ui');
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part('emptyState', { className: cx('propre-state', className) })}>
      <span className="propre-state-icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="21" cy="21" r="11" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M29.5 29.5 38 38" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            <path d="M17 21h8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        )}
      </span>
      <Heading {...part('title', { className: 'propre-state-title' })}>{title}</Heading>
      {body && <div {...part('body', { className: 'propre-state-body' })}>{body}</div>}
      {action && <div {...part('action', { className: 'propre-state-action' })}>{action}</div>}
    </section>
  );
}
