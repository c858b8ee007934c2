import { useId } from 'react';
import { reviewsNs } from '../i18n/bundles/reviews.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { StarShape } from './icons.tsx';

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
  const { t } = useWidgetTranslation(reviewsNs);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={cx('propre-rating-field', className)}
      data-part="rating-field"
      data-category={name}
      data-invalid={error ? true : undefined}
      data-state={value === null ? 'empty' : 'rated'}
      aria-describedby={describedBy(hintId, errorId)}
      disabled={disabled}
    >
      <legend className="propre-label propre-rating-field__legend">{legend}</legend>
      {hint && hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className="propre-rating-field__stars" data-value={value ?? 0}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="propre-rating-field__star" data-on={value !== null && n <= value ? true : undefined}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(n)}
              className="propre-rating-field__input"
            />
            <StarShape size={28} />
            <span className="propre-rating-field__text">{t('stars.value', { count: n })}</span>
          </label>
        ))}
        <span className="propre-rating-field__value" aria-hidden="true">
          {value === null ? '' : `${value}/5`}
        </span>
      </div>
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
