import { useId } from 'react';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { StarShape } from '../ui/icons.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ReviewsPart } from './parts.ts';
import { reviewsTexts } from './texts.ts';

export interface RatingFieldProps {
  /** The radios' group name (one per category). */
  name: string;
  legend: string;
  hint?: string;
  /** 1 to 5, or null before a choice. */
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * One category's rating: five native radios drawn as stars, so the browser gives arrow keys,
 * one tab stop and the form's required state; each star says « 3 étoiles sur 5 » to screen readers.
 */
export function RatingField({ name, legend, hint, value, onChange, error, disabled, className }: RatingFieldProps) {
  const { t, part } = useEntry<ReviewsPart>(reviewsTexts);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      {...part('ratingField', { state: value === null ? 'empty' : 'rated', className })}
      data-category={name}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy(hintId, errorId)}
      disabled={disabled}
    >
      <legend {...part('ratingLegend', { className: 'propre-label' })}>{legend}</legend>
      {hint && hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div {...part('ratingStars', { className: 'propre-row' })} data-value={value ?? 0}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} {...part('ratingStar')} data-on={value !== null && n <= value ? true : undefined}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(n)}
              {...part('ratingInput')}
            />
            <StarShape size={28} />
            <span {...part('ratingText', { className: 'propre-clipped' })}>{t('stars.value', { count: n })}</span>
          </label>
        ))}
        <span {...part('ratingValue')} aria-hidden="true">
          {value === null ? '' : `${value}/5`}
        </span>
      </div>
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
