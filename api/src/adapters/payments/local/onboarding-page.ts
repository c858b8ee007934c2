import type { Locale } from '../../../plugins/errors/locale.ts';
import type { LocalOnboardingOutcome } from './connect.ts';

/** What the cleaner typed, echoed back when the form is refused. */
export interface OnboardingForm {
  firstName: string;
  lastName: string;
  birthDate: string;
  account: string;
  terms: boolean;
  outcome: LocalOnboardingOutcome;
}

export type OnboardingErrors = Partial<Record<'firstName' | 'lastName' | 'birthDate' | 'account' | 'terms', string>>;

export const onboardingOutcomes: readonly LocalOnboardingOutcome[] = [
  'verified',
  'requirements_due',
  'pending_verification',
  'restricted',
  'rejected',
];

const words = {
  fr: {
    title: 'Compte de versement',
    standIn:
      'Page locale de démonstration\u202f: elle remplace l’inscription hébergée de Stripe Connect, car le fournisseur de paiement local est actif. Rien n’est envoyé à Stripe ni à une banque.',
    lead: 'Pour recevoir vos gains, confirmez votre identité et le compte bancaire où les verser.',
    firstName: 'Prénom',
    lastName: 'Nom',
    birthDate: 'Date de naissance',
    account: 'Numéro de compte bancaire (essai)',
    accountHint:
      'Chiffres seulement, de 7 à 12. Le compte d’essai 000123456789 convient ; 000111111116 refuse les versements (compte fermé).',
    terms: 'J’accepte les conditions du service de paiement',
    outcome: 'Résultat de la vérification (démonstration)',
    outcomes: {
      verified: 'Vérifié : versements activés',
      requirements_due: 'Informations demandées',
      pending_verification: 'Vérification en cours',
      restricted: 'Versements suspendus',
      rejected: 'Refusé',
    },
    submit: 'Terminer l’inscription',
    invalid: 'Corrigez les champs indiqués.',
    required: 'Ce champ est requis.',
    badDate: 'Entrez une date de naissance valide (18 ans ou plus).',
    badAccount: 'Entrez de 7 à 12 chiffres.',
    mustAccept: 'Acceptez les conditions pour continuer.',
    unknownTitle: 'Lien d’inscription inconnu',
    unknown: 'Ce compte de versement n’existe pas chez le fournisseur de paiement local. Recommencez depuis vos versements.',
  },
  en: {
    title: 'Payout account',
    standIn:
      'Local demonstration page: it stands in for Stripe Connect’s hosted onboarding, because the local payment provider is active. Nothing is sent to Stripe or to a bank.',
    lead: 'To receive your earnings, confirm who you are and the bank account to pay them into.',
    firstName: 'First name',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    account: 'Bank account number (test)',
    accountHint:
      'Digits only, 7 to 12 of them. The test account 000123456789 will do; 000111111116 refuses payouts (account closed).',
    terms: 'I accept the payment service’s terms',
    outcome: 'Verification result (demonstration)',
    outcomes: {
      verified: 'Verified: payouts enabled',
      requirements_due: 'Information requested',
      pending_verification: 'Being verified',
      restricted: 'Payouts suspended',
      rejected: 'Rejected',
    },
    submit: 'Finish sign-up',
    invalid: 'Correct the fields shown.',
    required: 'This field is required.',
    badDate: 'Enter a valid date of birth (18 or older).',
    badAccount: 'Enter 7 to 12 digits.',
    mustAccept: 'Accept the terms to continue.',
    unknownTitle: 'Unknown sign-up link',
    unknown: 'This payout account does not exist at the local payment provider. Start again from your payouts.',
  },
} as const;

export const emptyForm: OnboardingForm = {
  firstName: '',
  lastName: '',
  birthDate: '',
  account: '',
  terms: false,
  outcome: 'verified',
};

/** The form's fields from a posted body (strings; a missing checkbox is unticked). */
export function formOf(body: Record<string, unknown>): OnboardingForm {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const outcome = onboardingOutcomes.find((o) => o === body.outcome) ?? 'verified';
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate: text('birthDate'),
    account: text('account').replace(/\s/g, ''),
    terms: body.terms === 'on',
    outcome,
  };
}

/** What Stripe's form would refuse, field by field, in the reader's language. */
export function checkForm(form: OnboardingForm, locale: Locale, today: Date = new Date()): OnboardingErrors {
  const w = words[locale];
  const errors: OnboardingErrors = {};
  if (!form.firstName) errors.firstName = w.required;
  if (!form.lastName) errors.lastName = w.required;
  const born = /^\d{4}-\d{2}-\d{2}$/.test(form.birthDate) ? new Date(`${form.birthDate}T12:00:00Z`) : null;
  const adultBefore = Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate(), 12);
  if (!form.birthDate) errors.birthDate = w.required;
  else if (!born || Number.isNaN(born.getTime()) || born.getTime() > adultBefore || born.getUTCFullYear() < 1900) {
    errors.birthDate = w.badDate;
  }
  if (!form.account) errors.account = w.required;
  else if (!/^\d{7,12}$/.test(form.account)) errors.account = w.badAccount;
  if (!form.terms) errors.terms = w.mustAccept;
  return errors;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// No script: the page's policy allows none. Large targets for a phone.
const style =
  'body{font:1.0625rem/1.5 system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:1rem;color:#1b1f24}' +
  '.stand-in{background:#fff4d6;border:2px dashed #b7791f;border-radius:.5rem;padding:.75rem 1rem}' +
  'label{display:block;font-weight:600;margin-top:1rem}' +
  'input,select{display:block;box-sizing:border-box;width:100%;min-height:3rem;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #5b6470;border-radius:.375rem}' +
  '.check{display:flex;gap:.75rem;align-items:center;font-weight:400}.check input{width:1.5rem;min-height:1.5rem;margin:0}' +
  '.hint{color:#4a525c;font-size:.9375rem;margin:.25rem 0 0}.error{color:#b42318;font-weight:600;margin:.25rem 0 0}' +
  'button{margin-top:1.5rem;width:100%;min-height:3rem;font:inherit;font-weight:600;color:#fff;background:#0b6b5e;border:0;border-radius:.375rem}';

function shell(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="stand-in" role="note">${escapeHtml(words[locale].standIn)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** The stand-in for Stripe's hosted onboarding: a plain form posted to itself (no script). */
export function onboardingPage(
  locale: Locale,
  input: { action: string; form: OnboardingForm; errors: OnboardingErrors },
): string {
  const w = words[locale];
  const { form, errors } = input;
  const first = (['firstName', 'lastName', 'birthDate', 'account', 'terms'] as const).find((name) => errors[name]);
  const error = (name: keyof OnboardingErrors) =>
    errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name] as string)}</p>` : '';
  const described = (name: keyof OnboardingErrors, hint?: string) => {
    const ids = [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${errors[name] ? ' aria-invalid="true"' : ''}${first === name ? ' autofocus' : ''}`;
  };
  const field = (name: 'firstName' | 'lastName' | 'birthDate' | 'account', type: string, extra = '', hint?: string) =>
    `<label for="${name}">${escapeHtml(w[name])}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(form[name])}" required${extra}${described(name, hint ? `${name}-hint` : undefined)}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}${error(name)}`;
  const options = onboardingOutcomes
    .map((o) => `<option value="${o}"${o === form.outcome ? ' selected' : ''}>${escapeHtml(w.outcomes[o])}</option>`)
    .join('');
  return shell(
    locale,
    w.title,
    `<p>${escapeHtml(w.lead)}</p>
${first ? `<p class="error" role="alert">${escapeHtml(w.invalid)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field('firstName', 'text', ' autocomplete="given-name"')}
${field('lastName', 'text', ' autocomplete="family-name"')}
${field('birthDate', 'date', ' autocomplete="bday"')}
${field('account', 'text', ' inputmode="numeric" autocomplete="off"', w.accountHint)}
<label class="check" for="terms"><input id="terms" name="terms" type="checkbox"${form.terms ? ' checked' : ''}${described('terms')}>${escapeHtml(w.terms)}</label>
${error('terms')}
<label for="outcome">${escapeHtml(w.outcome)}</label>
<select id="outcome" name="outcome">${options}</select>
<button type="submit">${escapeHtml(w.submit)}</button>
</form>`,
  );
}

/** The link names no account of the local provider. */
export function unknownAccountPage(locale: Locale): string {
  const w = words[locale];
  return shell(locale, w.unknownTitle, `<p>${escapeHtml(w.unknown)}</p>`);
}
