import { isEmailAddress, normalEmail } from '@propre/sdk/rules';
import { errorsOf, type RaisedFieldError } from '../../plugins/errors/app-error.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);

/** The address trimmed and lower-cased, or `invalid_email` (400) naming the field. */
export function checkEmail(raw: string, pointer = '/body/email'): string {
  if (isEmailAddress(raw)) return normalEmail(raw);
  const error: RaisedFieldError = {
    pointer,
    code: 'invalid_email',
    message: { fr: 'Adresse courriel invalide', en: 'Invalid email address' },
  };
  throw fail('invalid_email', {
    detail: { fr: 'Entrez une adresse courriel valide.', en: 'Enter a valid email address.' },
    errors: [error],
  });
}

/** A North American or international number: 10 to 15 digits once punctuation is removed. */
export function checkPhone(raw: string, pointer = '/body/phone'): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length >= 10 && digits.length <= 15) return raw.trim();
  throw fail('invalid_phone', {
    detail: {
      fr: 'Le numéro de téléphone doit compter de 10 à 15 chiffres.',
      en: 'The phone number must have 10 to 15 digits.',
    },
    errors: [
      {
        pointer,
        code: digits.length < 10 ? 'phone_too_short' : 'phone_too_long',
        message:
          digits.length < 10
            ? { fr: 'Trop peu de chiffres', en: 'Too few digits' }
            : { fr: 'Trop de chiffres', en: 'Too many digits' },
      },
    ],
  });
}
