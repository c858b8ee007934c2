import { useContext } from 'react';
import { PropreContext } from '../context/context.ts';
import { type BrandId, brands } from '../theme/brands.ts';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface BrandLogoProps {
  /** The provider's brand when not given. */
  brand?: BrandId;
  /** The mark alone (a square icon) or with the brand's name. */
  variant?: 'full' | 'mark';
  /** Height of the mark in px. */
  size?: number;
  className?: string;
}

function PropreMark({ size }: { size: number }) {
  return (
    <svg className="propre-logo-mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#1f6b4a" />
      <path
        d="M8.5 16.2 16 9.6l7.5 6.6v6.9a1.4 1.4 0 0 1-1.4 1.4H9.9a1.4 1.4 0 0 1-1.4-1.4Z"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path d="M13.2 19.6c1.6 1.5 4 1.5 5.6 0" fill="none" stroke="#5fd3a0" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M24.6 4.2l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9Z" fill="#5fd3a0" />
    </svg>
  );
}

function EclatMark({ size }: { size: number }) {
  return (
    <svg className="propre-logo-mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15.25" fill="#1b2a4e" stroke="#c9a227" strokeWidth="1.5" />
      <path
        d="M16 6.5c.7 5.6 3.3 8.8 9.5 9.5-6.2.7-8.8 3.9-9.5 9.5-.7-5.6-3.3-8.8-9.5-9.5 6.2-.7 8.8-3.9 9.5-9.5Z"
        fill="#e3c463"
      />
      <path d="M23.3 7.2l.5 1.4 1.4.5-1.4.5-.5 1.4-.5-1.4-1.4-.5 1.4-.5Z" fill="#ffffff" opacity="0.9" />
    </svg>
  );
}

/** The brand's logo as inline SVG: no image request, crisp at any size, named for screen readers. */
export function BrandLogo({ brand, variant = 'full', size = 32, className }: BrandLogoProps) {
  const part = usePart<UiPart>('ui');
  const fromProvider = useContext(PropreContext)?.brand;
  const id = brand ?? fromProvider ?? 'propre';
  const { name } = brands[id];
  return (
    <span
      {...part('logo', { className })}
      data-brand={id}
      role="img"
      aria-label={name}
      style={{ fontSize: `${Math.round(size * 0.7)}px` }}
    >
      {id === 'propre' ? <PropreMark size={size} /> : <EclatMark size={size} />}
      {variant === 'full' && (
        <span className="propre-logo-name" aria-hidden="true">
          {name}
        </span>
      )}
    </span>
  );
}
