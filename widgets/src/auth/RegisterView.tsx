import type { ReactNode } from 'react';
import { bindChecks, bindFields } from '../forms/bind-fields.ts';
import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import { useErrorFocus } from '../forms/use-form.ts';
import { Checkbox } from '../ui/Checkbox.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type RenderLink, renderAuthLink, withLink } from './links.tsx';
import { PasswordField } from './PasswordField.tsx';
import type { AuthPart } from './parts.ts';
import { RoleChoice } from './RoleChoice.tsx';
import { formatTermsVersion, type RegisterErrors, type RegisterValues, registerFieldOrder } from './register-rules.ts';
import { authTexts } from './texts.ts';

export type RegisterState = 'idle' | 'submitting' | 'error' | 'success';

export interface RegisterViewProps extends FrameViewProps {
  values: RegisterValues;
  errors?: RegisterErrors;
  state?: RegisterState;
  /** Counts the attempts that ended in errors: each new value moves the focus to the first error. */
  attempt?: number;
  onChange: <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => void;
  /** The version of the terms shown and accepted (SignupRequest.termsVersion); undefined while it loads. */
  termsVersion: string | undefined;
  /** Whether accepting the terms in English asks for the person's consent to the English document (Bill 96); true by default. */
  englishConsent?: boolean;
  termsHref?: string;
  /** The French terms, offered before an English-speaking person consents to the English ones. */
  frenchTermsHref?: string;
  loginHref?: string;
  renderLink?: RenderLink;
  /** Shown in place of the form once the account exists. */
  successMessage?: ReactNode;
  className?: string;
}

const genders = ['female', 'male', 'other', 'prefer_not_to_say'] as const;

interface AccountField {
  name: 'name' | 'username' | 'email';
  autoComplete: string;
  type?: 'email';
  hint?: boolean;
  /** An identifier: kept as typed, without capitals or spelling corrections. */
  typed?: boolean;
}

/** The account's text fields, in order. */
const accountFields: readonly AccountField[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'username', autoComplete: 'username', hint: true, typed: true },
  { name: 'email', autoComplete: 'email', type: 'email', typed: true },
];

/** The sign-up form, props only (spec §3 Account): values, errors and state in; changes and submits out. */
export function RegisterView(props: RegisterViewProps) {
  const {
    values,
    errors = {},
    state = 'idle',
    attempt,
    onChange,
    termsVersion,
    englishConsent = true,
    termsHref = '/terms',
    frenchTermsHref,
    loginHref,
    renderLink,
    successMessage,
    className,
  } = props;
  const { t, part, locale } = useEntry<AuthPart>(authTexts);
  const { formRef, alertRef } = useErrorFocus(attempt, registerFieldOrder, errors);
  const link = (name: AuthPart, href: string, children: ReactNode) =>
    renderAuthLink(renderLink, { href, ...part(name, { className: 'propre-link' }), children });
  const field = part('field').className;
  const bind = bindFields(values, errors, onChange);
  /** A required consent box: the terms, then (in English) the consent to the English terms. */
  const check = bindChecks(values, errors, onChange);
  const consent = (name: 'acceptTerms' | 'englishConsent') => ({
    ...check(name),
    required: true,
    'aria-required': 'true' as const,
  });
  const termsLabel = termsVersion
    ? t('register.terms.label', { version: formatTermsVersion(termsVersion, locale) })
    : t('register.terms.labelUnversioned');

  return (
    <div {...part('register', { state, className })}>
      <FormFrame
        {...formFrameProps(t, 'register.', props, { formRef, alertRef })}
        success={{ title: t('register.success.title'), body: successMessage }}
        footer={
          state !== 'success' &&
          loginHref && (
            <>
              {t('register.haveAccount')} {link('signIn', loginHref, t('register.signIn'))}
            </>
          )
        }
      >
        <RoleChoice value={values.role} error={errors.role} onChange={(role) => onChange('role', role)} />
        {accountFields.map(({ name, hint, typed, ...input }) => (
          <TextField
            key={name}
            className={field}
            label={t(`register.${name}.label`)}
            hint={hint && t(`register.${name}.hint`)}
            {...input}
            {...(typed && { autoCapitalize: 'none', spellCheck: false })}
            required
            aria-required="true"
            {...bind(name)}
          />
        ))}
        <PasswordField
          className={field}
          label={t('register.password.label')}
          name="password"
          value={values.password}
          error={errors.password}
          personal={[values.username, values.email]}
          onChange={(value) => onChange('password', value)}
        />
        <SelectField
          className={field}
          label={t('register.gender.label')}
          required
          aria-required="true"
          placeholder={t('register.gender.placeholder')}
          options={genders.map((gender) => ({ value: gender, label: t(`register.gender.${gender}`) }))}
          {...bind('gender')}
        />
        <TextField
          className={field}
          label={t('register.referral.label')}
          hint={t('register.referral.hint')}
          optional
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...bind('referralCode')}
        />
        <div {...part('terms', { className: 'propre-stack' })}>
          <Checkbox {...consent('acceptTerms')} label={withLink(termsLabel, (text) => link('termsLink', termsHref, text))} />
          {locale === 'en' && englishConsent && (
            <Checkbox
              {...consent('englishConsent')}
              label={t('register.terms.englishConsent')}
              hint={withLink(t('register.terms.englishConsentHint'), (text) => (
                <span lang="fr">{link('termsLink', frenchTermsHref ?? termsHref, text)}</span>
              ))}
            />
          )}
        </div>
      </FormFrame>
    </div>
  );
}
