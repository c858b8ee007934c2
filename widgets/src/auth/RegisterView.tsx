import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { usePropreContext } from '../context/context.ts';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { FormAlert, type RenderLink, renderAuthLink, useFocusFirstError, usePartClasses, withLink } from './parts.tsx';
import { RoleChoice } from './RoleChoice.tsx';
import { formatTermsVersion, type RegisterErrors, type RegisterValues, registerFieldOrder } from './register-rules.ts';

export type RegisterPart =
  | 'root'
  | 'header'
  | 'title'
  | 'subtitle'
  | 'feedback'
  | 'form'
  | 'field'
  | 'terms'
  | 'submit'
  | 'footer'
  | 'sign-in'
  | 'terms-link';

export type RegisterState = 'idle' | 'submitting' | 'error' | 'success';

export interface RegisterViewProps {
  values: RegisterValues;
  errors?: RegisterErrors;
  state?: RegisterState;
  /** Counts the attempts that ended in errors: each new value moves the focus to the first error. */
  attempt?: number;
  onChange: <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => void;
  onSubmit: () => void;
  /** Retries after a failure that may pass (network, 5xx). */
  onRetry?: () => void;
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
  /** The heading; `false` leaves it out when the host page has its own. */
  title?: ReactNode | false;
  subtitle?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  classNames?: Partial<Record<RegisterPart, string>>;
  className?: string;
}

const genders = ['female', 'male', 'other', 'prefer_not_to_say'] as const;

/** The sign-up form, props only (spec §3 Account): values, errors and state in; changes and submits out. */
export function RegisterView({
  values,
  errors = {},
  state = 'idle',
  attempt,
  onChange,
  onSubmit,
  onRetry,
  termsVersion,
  englishConsent = true,
  termsHref = '/terms',
  frenchTermsHref,
  loginHref,
  renderLink,
  successMessage,
  title,
  subtitle,
  headingLevel = 2,
  classNames,
  className,
}: RegisterViewProps) {
  const { t } = useWidgetTranslation(authNs);
  const { locale } = usePropreContext();
  const part = usePartClasses<RegisterPart>(classNames);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const submitting = state === 'submitting';
  useFocusFirstError(attempt, registerFieldOrder, errors, formRef, alertRef);

  const link = (name: RegisterPart, href: string, children: ReactNode) =>
    renderAuthLink(renderLink, { href, className: part(name, 'propre-auth-link'), 'data-part': name, children });
  const Heading = `h${headingLevel}` as const;
  const rootClass = part('root', cx('propre-auth propre-register', className));
  const heading =
    title === false && subtitle === false ? null : (
      <div className={part('header', 'propre-auth-header')} data-part="header">
        {title !== false && (
          <Heading id={headingId} className={part('title', 'propre-auth-title')} data-part="title">
            {title ?? t('register.title')}
          </Heading>
        )}
        {subtitle !== false && (
          <p className={part('subtitle', 'propre-auth-subtitle')} data-part="subtitle">
            {subtitle ?? t('register.subtitle')}
          </p>
        )}
      </div>
    );
  const labelledBy = title === false ? undefined : headingId;

  if (state === 'success') {
    return (
      <section className={rootClass} data-part="root" data-state={state} aria-labelledby={labelledBy}>
        {heading}
        <div className={part('feedback', 'propre-auth-feedback')} data-part="feedback">
          <Alert tone="success" role="status" title={t('register.success.title')}>
            {successMessage}
          </Alert>
        </div>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const field = part('field', 'propre-auth-field');
  const termsLabel = termsVersion
    ? t('register.terms.label', { version: formatTermsVersion(termsVersion, locale) })
    : t('register.terms.labelUnversioned');

  return (
    <section className={rootClass} data-part="root" data-state={state} aria-labelledby={labelledBy}>
      {heading}
      {errors.form && (
        <FormAlert ref={alertRef} problem={errors.form} className={part('feedback', 'propre-auth-feedback')} onRetry={onRetry} />
      )}
      <form
        ref={formRef}
        className={part('form', 'propre-auth-form')}
        data-part="form"
        noValidate
        onSubmit={submit}
        aria-busy={submitting || undefined}
      >
        <RoleChoice value={values.role} error={errors.role} onChange={(role) => onChange('role', role)} />
        <TextField
          className={field}
          label={t('register.name.label')}
          name="name"
          autoComplete="name"
          required
          aria-required="true"
          value={values.name}
          error={errors.name}
          onChange={(event) => onChange('name', event.currentTarget.value)}
        />
        <TextField
          className={field}
          label={t('register.username.label')}
          hint={t('register.username.hint')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-required="true"
          value={values.username}
          error={errors.username}
          onChange={(event) => onChange('username', event.currentTarget.value)}
        />
        <TextField
          className={field}
          label={t('register.email.label')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-required="true"
          value={values.email}
          error={errors.email}
          onChange={(event) => onChange('email', event.currentTarget.value)}
        />
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
          name="gender"
          required
          aria-required="true"
          placeholder={t('register.gender.placeholder')}
          options={genders.map((gender) => ({ value: gender, label: t(`register.gender.${gender}`) }))}
          value={values.gender}
          error={errors.gender}
          onChange={(event) => onChange('gender', event.currentTarget.value as RegisterValues['gender'])}
        />
        <TextField
          className={field}
          label={t('register.referral.label')}
          hint={t('register.referral.hint')}
          optional
          name="referralCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.referralCode}
          error={errors.referralCode}
          onChange={(event) => onChange('referralCode', event.currentTarget.value)}
        />
        <div className={part('terms', 'propre-auth-terms')} data-part="terms">
          <Checkbox
            name="acceptTerms"
            required
            aria-required="true"
            checked={values.acceptTerms}
            error={errors.acceptTerms}
            onChange={(event) => onChange('acceptTerms', event.currentTarget.checked)}
            label={withLink(termsLabel, (text) => link('terms-link', termsHref, text))}
          />
          {locale === 'en' && englishConsent && (
            <Checkbox
              name="englishConsent"
              required
              aria-required="true"
              checked={values.englishConsent}
              error={errors.englishConsent}
              onChange={(event) => onChange('englishConsent', event.currentTarget.checked)}
              label={t('register.terms.englishConsent')}
              hint={withLink(t('register.terms.englishConsentHint'), (text) => (
                <span lang="fr">{link('terms-link', frenchTermsHref ?? termsHref, text)}</span>
              ))}
            />
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          className={part('submit', 'propre-auth-submit')}
          data-part="submit"
          loading={submitting}
        >
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      {loginHref && (
        <p className={part('footer', 'propre-auth-footer')} data-part="footer">
          {t('register.haveAccount')} {link('sign-in', loginHref, t('register.signIn'))}
        </p>
      )}
    </section>
  );
}
