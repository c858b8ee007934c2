import type { ChangeEvent } from 'react';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import {
  brandOf,
  type CardErrorTexts,
  type CardField,
  type CardValues,
  cardInputNames,
  digitsOf,
  formatCardNumber,
  formatExpiry,
} from './cards.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';

export interface CardFormProps {
  values: CardValues;
  /** Each field's error, worded, by input name (`cardErrorTexts`). */
  errors?: CardErrorTexts;
  disabled?: boolean;
  onChange: (field: CardField, value: string) => void;
}

/**
 * The local provider's card form: number, expiry, CVC and name, with the autocomplete names
 * browsers and password managers fill in. The number never leaves the browser (see cards.ts).
 */
export function CardForm({ values, errors = {}, disabled, onChange }: CardFormProps) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  // A field's name, error and value; what is typed goes through `format` (spaces, the slash, digits only).
  const bound = (field: CardField, format: (typed: string) => string = (typed) => typed) => ({
    name: cardInputNames[field],
    error: errors[cardInputNames[field]],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, format(event.currentTarget.value)),
  });
  const brand = brandOf(values.number);
  return (
    <fieldset {...part('cardForm')} disabled={disabled}>
      <legend {...part('cardLegend', { className: 'propre-wrap' })}>
        {t('book.card.legend')}
        <span {...part('cardSecure')}>
          <LockIcon /> {t('book.card.secure')}
        </span>
      </legend>
      <div {...part('cardNumber')}>
        <TextField
          label={t('book.card.number')}
          {...bound('number', formatCardNumber)}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
        />
        {brand && (
          <span {...part('cardBrand')} data-brand={brand}>
            {brand === 'visa' ? 'VISA' : 'Mastercard'}
          </span>
        )}
      </div>
      <div {...part('cardRow')}>
        <TextField
          label={t('book.card.expiry')}
          {...bound('expiry', formatExpiry)}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('book.card.expiryPlaceholder')}
        />
        <TextField
          label={t('book.card.cvc')}
          {...bound('cvc', digitsOf)}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          placeholder="123"
        />
      </div>
      <TextField label={t('book.card.name')} {...bound('name')} autoComplete="cc-name" />
    </fieldset>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
