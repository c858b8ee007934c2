import { useId } from 'react';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type PropertyType, propertyTypes } from './cleaner-types.ts';
import type { AccountPart } from './parts.ts';
import { accountTexts } from './texts.ts';

/** The hourly rate in dollars; `inputMode="decimal"` brings the number pad on phones. */
export function HourlyRateField({ value, error, onChange }: { value: string; error?: string; onChange: (text: string) => void }) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  return (
    <TextField
      label={t('rates.hourly.label')}
      hint={t('rates.hourly.hint')}
      error={error}
      name="hourlyRate"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      className={part('rateField').className}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export interface FixedRatesFieldsProps {
  values: Record<PropertyType, string>;
  errors: Partial<Record<PropertyType, string>>;
  /** « At least one property type… »: the group's own error, under its legend. */
  groupError?: string;
  onChange: (type: PropertyType, text: string) => void;
}

/** One price per property type, in a fieldset; an empty field means the type is not offered. */
export function FixedRatesFields({ values, errors, groupError, onChange }: FixedRatesFieldsProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = groupError ? `${id}-error` : undefined;
  return (
    <fieldset
      {...part('fixedRates', { className: 'propre-stack' })}
      data-invalid={groupError ? true : undefined}
      aria-describedby={describedBy(hintId, errorId)}
    >
      <legend {...part('fixedRatesLegend', { className: 'propre-label' })}>{t('rates.fixed.legend')}</legend>
      <FieldHint id={hintId}>{t('rates.fixed.hint')}</FieldHint>
      {groupError && errorId && <FieldError id={errorId}>{groupError}</FieldError>}
      <div {...part('fixedRatesGrid')}>
        {propertyTypes.map((type) => (
          <TextField
            key={type}
            label={t(`rates.fixed.types.${type}`)}
            name={`fixedRates.${type}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('rates.fixed.placeholder')}
            value={values[type]}
            error={errors[type]}
            onChange={(event) => onChange(type, event.currentTarget.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
