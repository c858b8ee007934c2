import type { ReactNode } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

/** The ids a field links with aria-describedby: its hint, then its error. */
export function describedBy(hintId: string | undefined, errorId: string | undefined, own?: string): string | undefined {
  const ids = [own, hintId, errorId].filter(Boolean).join(' ');
  return ids || undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  const part = usePart<UiPart>('ui');
  return (
    <p id={id} {...part('hint')}>
      {children}
    </p>
  );
}

/** The error of a field, next to it and announced when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const part = usePart<UiPart>('ui');
  return (
    <p id={id} {...part('error', { className: 'propre-field-error' })} role="alert">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16" className="propre-field-error-icon">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="10" cy="14" r="1.1" fill="currentColor" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
