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

interface StateBlockProps extends Omit<EmptyStateProps, 'className'> {
  /** The block's part: the ui's `emptyState` or `errorState`. */
  name: 'emptyState' | 'errorState';
  className?: string | undefined;
  role?: 'alert';
}

/** What an empty and a failed state both are: the icon, the heading, then the text and the next step. */
export function StateBlock({ name, title, body, action, icon, headingLevel = 3, className, role }: StateBlockProps) {
  const part = usePart<UiPart>('ui');
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part(name, { className: cx('propre-state', className) })} role={role}>
      <span className="propre-state-icon" aria-hidden="true">
        {icon}
      </span>
      <Heading {...part('title', { className: 'propre-state-title' })}>{title}</Heading>
      {body && <div {...part('body', { className: 'propre-state-body' })}>{body}</div>}
      {action && <div {...part('action', { className: 'propre-state-action' })}>{action}</div>}
    </section>
  );
}

/** Nothing to show yet: say why, and offer the next step (DESIGN: empty states). */
export function EmptyState({ icon, ...state }: EmptyStateProps) {
  return (
    <StateBlock
      {...state}
      name="emptyState"
      icon={
        icon ?? (
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="21" cy="21" r="11" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M29.5 29.5 38 38" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            <path d="M17 21h8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        )
      }
    />
  );
}
