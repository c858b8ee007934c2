import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers (role="status"); without it the spinner is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const part = usePart<UiPart>('ui');
  const svg = (
    <svg className="propre-spinner-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.22" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
  if (!label) {
    return (
      <span {...part('spinner', { className })} data-size={size} aria-hidden="true">
        {svg}
      </span>
    );
  }
  return (
    <span {...part('spinner', { className })} data-size={size} role="status">
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
