import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { usePropreContext } from '../context/context.ts';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { TextField } from '../ui/TextField.tsx';

/** The named parts of the login form: each carries `data-part` and takes a class from `classNames`. */
export type LoginPart =
  | 'root'
  | 'header'
  | 'title'
  | 'subtitle'
  | 'feedback'
  | 'form'
  | 'identifier'
  | 'password'
  | 'options'
  | 'remember'
  | 'forgot-password'
  | 'submit'
  | 'divider'
  | 'passkey'
  | 'footer'
  | 'create-account';

export type LoginState = 'idle' | 'submitting' | 'error' | 'success';

export interface LoginValues {
  /** Email address or username. */
  identifier: string;
  password: string;
  /** A 30-day session instead of one for this browser session. */
  remember: boolean;
}

/** A problem shown above the form (no field to put it next to). */
export interface LoginFormError {
  title: string;
  message: string;
  /** Shown for server errors, so a person can quote it to support. */
  requestId?: string;
}

export interface LoginErrors {
  identifier?: string;
  password?: string;
  form?: LoginFormError;
}

/** A link of the form: rendered as `<a href>` unless the host renders its own (a router's Link). */
export interface LoginLinkProps {
  href: string;
  className: string;
  'data-part': LoginPart;
  children: ReactNode;
}

export interface LoginViewProps {
  values: LoginValues;
  errors?: LoginErrors;
  state?: LoginState;
  /** Which button is busy while `state` is `submitting`. */
  pending?: 'password' | 'passkey';
  /**
   * Counts the attempts that ended in errors: each new value moves the focus to the first field
   * in error, or to the alert. Without it, every new `errors` object moves the focus.
   */
  attempt?: number;
  onChange: <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => void;
  onSubmit: () => void;
  /** Shows "sign in with a passkey" when given. */
  onPasskey?: () => void;
  /** Shown in place of the form once signed in (the widget passes the person's name). */
  successMessage?: ReactNode;
  forgotPasswordHref?: string;
  createAccountHref?: string;
  renderLink?: (props: LoginLinkProps) => ReactNode;
  /** The heading; `false` leaves it out when the host page has its own. */
  title?: ReactNode | false;
  subtitle?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  classNames?: Partial<Record<LoginPart, string>>;
  className?: string;
}

const fieldOrder = ['identifier', 'password'] as const;

/**
 * The sign-in form, props only: values, errors and state come in, changes and submits go out.
 * It moves the focus to the first field in error (or to the alert) whenever `errors` changes,
 * so a person using a keyboard or a screen reader lands on what needs fixing.
 */
export function LoginView({
  values,
  errors = {},
  state = 'idle',
  pending = 'password',
  attempt,
  onChange,
  onSubmit,
  onPasskey,
  successMessage,
  forgotPasswordHref,
  createAccountHref,
  renderLink,
  title,
  subtitle,
  headingLevel = 2,
  classNames = {},
  className,
}: LoginViewProps) {
  const { t } = useWidgetTranslation(authNs);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // A part's class: ours, the widget's `classNames`, then the provider's appearance for that part.
  const elements = usePropreContext().appearance?.elements as Partial<Record<string, string>> | undefined;
  const part = (name: LoginPart, own: string) => cx(own, classNames[name], elements?.[name]);
  const rootClass = part('root', cx('propre-login', className));
  const submitting = state === 'submitting';

  // Keyed on `attempt` when given, so that clearing one field's error while typing does not move the focus.
  const focusKey = attempt ?? errors;
  const latestErrors = useRef(errors);
  latestErrors.current = errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the attempt (or the errors object) changes, by design.
  useEffect(() => {
    const shown = latestErrors.current;
    const first = fieldOrder.find((field) => shown[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    else if (shown.form) alertRef.current?.focus();
  }, [focusKey]);

  const link = (name: LoginPart, href: string, children: ReactNode) => {
    const props: LoginLinkProps = { href, className: part(name, 'propre-login-link'), 'data-part': name, children };
    return renderLink ? renderLink(props) : <a {...props} />;
  };
  const Heading = `h${headingLevel}` as const;
  const heading =
    title === false && subtitle === false ? null : (
      <div className={part('header', 'propre-login-header')} data-part="header">
        {title !== false && (
          <Heading id={headingId} className={part('title', 'propre-login-title')} data-part="title">
            {title ?? t('login.title')}
          </Heading>
        )}
        {subtitle !== false && (
          <p className={part('subtitle', 'propre-login-subtitle')} data-part="subtitle">
            {subtitle ?? t('login.subtitle')}
          </p>
        )}
      </div>
    );

  if (state === 'success') {
    return (
      <section
        className={rootClass}
        data-part="root"
        data-state={state}
        aria-labelledby={title === false ? undefined : headingId}
      >
        {heading}
        <div className={part('feedback', 'propre-login-feedback')} data-part="feedback">
          <Alert tone="success" role="status" title={t('login.success.title')}>
            {successMessage ?? t('login.success.message')}
          </Alert>
        </div>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <section className={rootClass} data-part="root" data-state={state} aria-labelledby={title === false ? undefined : headingId}>
      {heading}
      {errors.form && (
        <div ref={alertRef} tabIndex={-1} className={part('feedback', 'propre-login-feedback')} data-part="feedback">
          <Alert tone="danger" role="alert" title={errors.form.title}>
            <p>{errors.form.message}</p>
            {errors.form.requestId && (
              <p className="propre-request-id" data-part="request-id">
                {t('common:problem.requestId')} <code>{errors.form.requestId}</code>
              </p>
            )}
          </Alert>
        </div>
      )}
      <form
        ref={formRef}
        className={part('form', 'propre-login-form')}
        data-part="form"
        noValidate
        onSubmit={submit}
        aria-busy={submitting || undefined}
      >
        <div className={part('identifier', 'propre-login-field')} data-part="identifier">
          <TextField
            label={t('login.identifier.label')}
            name="identifier"
            type="text"
            inputMode="email"
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-required="true"
            value={values.identifier}
            error={errors.identifier}
            onChange={(event) => onChange('identifier', event.currentTarget.value)}
          />
        </div>
        <div className={part('password', 'propre-login-field')} data-part="password">
          <TextField
            label={t('login.password.label')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-required="true"
            value={values.password}
            error={errors.password}
            onChange={(event) => onChange('password', event.currentTarget.value)}
          />
          {forgotPasswordHref && link('forgot-password', forgotPasswordHref, t('login.forgotPassword'))}
        </div>
        <div className={part('options', 'propre-login-options')} data-part="options">
          <div className={part('remember', 'propre-login-remember')} data-part="remember">
            <Checkbox
              label={t('login.remember')}
              name="remember"
              checked={values.remember}
              onChange={(event) => onChange('remember', event.currentTarget.checked)}
            />
          </div>
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          className={part('submit', 'propre-login-submit')}
          data-part="submit"
          loading={submitting && pending === 'password'}
          aria-disabled={(submitting && pending !== 'password') || undefined}
        >
          {submitting && pending === 'password' ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {onPasskey && (
        <>
          <div className={part('divider', 'propre-login-divider')} data-part="divider">
            <span>{t('login.or')}</span>
          </div>
          <Button
            variant="secondary"
            size="md"
            fullWidth
            className={part('passkey', 'propre-login-passkey')}
            data-part="passkey"
            loading={submitting && pending === 'passkey'}
            aria-disabled={(submitting && pending !== 'passkey') || undefined}
            onClick={() => {
              if (!submitting) onPasskey();
            }}
          >
            <PasskeyIcon />
            {t('login.passkey')}
          </Button>
        </>
      )}
      {createAccountHref && (
        <p className={part('footer', 'propre-login-footer')} data-part="footer">
          {t('login.noAccount')} {link('create-account', createAccountHref, t('login.createAccount'))}
        </p>
      )}
    </section>
  );
}

function PasskeyIcon() {
  return (
    <svg className="propre-login-passkey-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="9" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M2.5 20c.6-3.6 3.2-5.8 6.5-5.8 1.3 0 2.5.3 3.5 1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <circle cx="18" cy="12.5" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M18 15.1V21l1.6-1.3M18 18.2l1.4-1.1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
