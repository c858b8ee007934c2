import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import {
  brandOf,
  type CardErrorTexts,
  type CardField,
  type CardValues,
  cardInputNames,
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
  const bound = (field: CardField) => ({ name: cardInputNames[field], error: errors[cardInputNames[field]] });
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
          {...bound('number')}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={values.number}
          onChange={(event) => onChange('number', formatCardNumber(event.currentTarget.value))}
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
          {...bound('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('book.card.expiryPlaceholder')}
          value={values.expiry}
          onChange={(event) => onChange('expiry', formatExpiry(event.currentTarget.value))}
        />
        <TextField
          label={t('book.card.cvc')}
          {...bound('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          placeholder="123"
          value={values.cvc}
          onChange={(event) => onChange('cvc', event.currentTarget.value.replace(/\D/g, ''))}
        />
      </div>
      <TextField
        label={t('book.card.name')}
        {...bound('name')}
        autoComplete="cc-name"
        value={values.name}
        onChange={(event) => onChange('name', event.currentTarget.value)}
      />
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
