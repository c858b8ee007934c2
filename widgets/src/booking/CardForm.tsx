import { TextField } from '../ui/TextField.tsx';
import { brandOf, type CardErrors, type CardField, type CardValues, formatCardNumber, formatExpiry } from './cards.ts';
import { useBookingTranslation } from './i18n.ts';

export interface CardFormProps {
  values: CardValues;
  errors?: CardErrors;
  disabled?: boolean;
  onChange: (field: CardField, value: string) => void;
}

/**
 * The local provider's card form: number, expiry, CVC and name, with the autocomplete names
 * browsers and password managers fill in. The number never leaves the browser (see cards.ts).
 */
export function CardForm({ values, errors = {}, disabled, onChange }: CardFormProps) {
  const { t } = useBookingTranslation();
  const error = (field: CardField) => (errors[field] ? t(`book.card.errors.${field}.${errors[field]}`) : undefined);
  const brand = brandOf(values.number);
  return (
    <fieldset className="propre-card" data-part="card-form" disabled={disabled}>
      <legend className="propre-card-legend">
        {t('book.card.legend')}
        <span className="propre-card-secure" data-part="card-secure">
          <LockIcon /> {t('book.card.secure')}
        </span>
      </legend>
      <div className="propre-card-number">
        <TextField
          label={t('book.card.number')}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={values.number}
          error={error('number')}
          onChange={(event) => onChange('number', formatCardNumber(event.currentTarget.value))}
        />
        {brand && (
          <span className="propre-card-brand" data-part="card-brand" data-brand={brand}>
            {brand === 'visa' ? 'VISA' : 'Mastercard'}
          </span>
        )}
      </div>
      <div className="propre-card-row">
        <TextField
          label={t('book.card.expiry')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('book.card.expiryPlaceholder')}
          value={values.expiry}
          error={error('expiry')}
          onChange={(event) => onChange('expiry', formatExpiry(event.currentTarget.value))}
        />
        <TextField
          label={t('book.card.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          placeholder="123"
          value={values.cvc}
          error={error('cvc')}
          onChange={(event) => onChange('cvc', event.currentTarget.value.replace(/\D/g, ''))}
        />
      </div>
      <TextField
        label={t('book.card.name')}
        name="ccname"
        autoComplete="cc-name"
        value={values.name}
        error={error('name')}
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
