import { type ReactNode, useId } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { type PartAttributes, usePart } from './part.ts';
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

/** The ids a field links: its control's (`id` when given), its hint's and its error's when shown. */
export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
}

/** A field's ids from `useId`: the control's ends with `suffix` (`input`, `select`) unless the caller gave one. */
export function useFieldIds(id: string | undefined, suffix: string, hint: unknown, error: unknown): FieldIds & { ownId: string } {
  const ownId = useId();
  return {
    ownId,
    controlId: id ?? `${ownId}-${suffix}`,
    hintId: hint ? `${ownId}-hint` : undefined,
    errorId: error ? `${ownId}-error` : undefined,
  };
}

/** What every labelled field takes for its frame, besides its control's own props. */
export interface FieldLabelling {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error; linked with aria-describedby and announced. */
  error?: ReactNode;
  /** Adds « (facultatif) » to the label of a field that is not required. */
  optional?: boolean;
  /** The caller's class on the ui's `field` part. */
  className?: string;
}

/**
 * A field's props split in two: its frame's (the labelling and the ids, the control's id `…-suffix`
 * unless the caller gave one) and the rest, for its control, linked to the frame (`controlLinks`).
 */
export function useField<P extends FieldLabelling & { id?: string | undefined; 'aria-describedby'?: string | undefined }>(
  props: P,
  suffix: string,
) {
  const { label, hint, error, optional, className, id, ...rest } = props;
  const ids = useFieldIds(id, suffix, hint, error);
  const control = { ...rest, ...controlLinks(ids, error, rest['aria-describedby']) };
  return { frame: { label, hint, error, optional, className, ids }, ids, control };
}

/**
 * What a field's control takes from its ids: its id, `aria-invalid` while in error, and what
 * describes it (`own` first, then the hint, then the error).
 */
export function controlLinks(ids: FieldIds, error: unknown, own?: string) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids.hintId, ids.errorId, own),
  } as const;
}

export interface FieldFrameProps {
  /** The frame's part: the ui's `field` (with `className`) unless an entry gives its own with the `propre-field` class. */
  root?: PartAttributes | { className: string };
  /** The label's part or class: the ui's `label` unless given. */
  labelProps?: PartAttributes | { className: string };
  /** The caller's class on the ui's `field` part. */
  className?: string | undefined;
  ids: FieldIds;
  label: ReactNode;
  /** Adds « (facultatif) » to the label. */
  optional?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control, and anything between it and the error (a character count). */
  children: ReactNode;
}

/**
 * What every labelled field is around its control: the label (« (facultatif) » when optional),
 * the hint, then the error, with `data-invalid` on the frame. The control links the ids itself.
 */
export function FieldFrame({ root, labelProps, className, ids, label, optional, hint, error, children }: FieldFrameProps) {
  const { t } = useWidgetTranslation('common');
  const part = usePart<UiPart>('ui');
  return (
    <div {...(root ?? part('field', { className }))} data-invalid={error ? true : undefined}>
      <label htmlFor={ids.controlId} {...(labelProps ?? part('label'))}>
        {label}
        {optional && <span className="propre-label-optional"> {t('field.optional')}</span>}
      </label>
      {hint && ids.hintId && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
      {error && ids.errorId && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
