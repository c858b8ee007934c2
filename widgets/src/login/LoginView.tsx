import type { ReactNode } from 'react';
import { bindChecks, bindFields } from '../forms/bind-fields.ts';
import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors, FormProblem } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { LineIcon } from '../ui/icons.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { LoginPart } from './parts.ts';
import { loginTexts } from './texts.ts';

export type LoginState = 'idle' | 'submitting' | 'error' | 'success';

export interface LoginValues {
  /** Email address or username. */
  identifier: string;
  password: string;
  /** A 30-day session instead of one for this browser session. */
  remember: boolean;
}

/** A problem shown above the form (no field to put it next to). */
export type LoginFormError = FormProblem;

export type LoginErrors = FormErrors<'identifier' | 'password'>;

/** A link of the form: rendered as `<a href>` unless the host renders its own (a router's Link). */
export interface LoginLinkProps {
  href: string;
  className: string;
  'data-part': string;
  children: ReactNode;
}

export interface LoginViewProps extends Omit<FrameViewProps, 'onRetry'> {
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
  /** Shows "sign in with a passkey" when given. */
  onPasskey?: () => void;
  /** Shown in place of the form once signed in (the widget passes the person's name). */
  successMessage?: ReactNode;
  forgotPasswordHref?: string;
  createAccountHref?: string;
  renderLink?: (props: LoginLinkProps) => ReactNode;
  className?: string;
}

const fieldOrder = ['identifier', 'password'] as const;

/**
 * The sign-in form, props only: values, errors and state come in, changes and submits go out.
 * It moves the focus to the first field in error (or to the alert) after each attempt, so a
 * person using a keyboard or a screen reader lands on what needs fixing.
 */
export function LoginView(props: LoginViewProps) {
  const {
    values,
    errors = {},
    state = 'idle',
    pending = 'password',
    attempt,
    onChange,
    onPasskey,
    successMessage,
    forgotPasswordHref,
    createAccountHref,
    renderLink,
    className,
  } = props;
  const { t, part } = useEntry<LoginPart>(loginTexts);
  const { formRef, alertRef } = useErrorFocus(attempt ?? errors, fieldOrder, errors);
  const submitting = state === 'submitting';

  const bind = bindFields(values, errors, onChange);
  const check = bindChecks(values, errors, onChange);
  const link = (name: LoginPart, href: string, children: ReactNode) => {
    const props: LoginLinkProps = { href, ...part(name, { className: 'propre-link' }), children };
    return renderLink ? renderLink(props) : <a {...props} />;
  };

  return (
    <div {...part('root', { state, className })}>
      <FormFrame
        {...formFrameProps(t, '', props, { formRef, alertRef })}
        submitBusy={submitting && pending === 'password'}
        success={{ title: t('success.title'), body: successMessage ?? t('success.messageAnonymous') }}
        after={
          onPasskey && (
            <>
              <div {...part('divider', { className: 'propre-row' })}>
                <span>{t('or')}</span>
              </div>
              <Button
                variant="secondary"
                size="md"
                fullWidth
                {...part('passkey')}
                loading={submitting && pending === 'passkey'}
                aria-disabled={(submitting && pending !== 'passkey') || undefined}
                onClick={() => {
                  if (!submitting) onPasskey();
                }}
              >
                <PasskeyIcon className={part('passkeyIcon').className} />
                {t('passkey')}
              </Button>
            </>
          )
        }
        footer={
          state !== 'success' &&
          createAccountHref && (
            <>
              {t('noAccount')} {link('createAccount', createAccountHref, t('createAccount'))}
            </>
          )
        }
      >
        <div {...part('identifier')}>
          <TextField
            label={t('identifier.label')}
            type="text"
            inputMode="email"
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-required="true"
            {...bind('identifier')}
          />
        </div>
        <div {...part('password')}>
          <TextField
            label={t('password.label')}
            type="password"
            autoComplete="current-password"
            required
            aria-required="true"
            {...bind('password')}
          />
          {forgotPasswordHref && link('forgotPassword', forgotPasswordHref, t('forgotPassword'))}
        </div>
        <div {...part('options', { className: 'propre-wrap' })}>
          <div {...part('remember')}>
            <Checkbox label={t('remember')} {...check('remember')} />
          </div>
        </div>
      </FormFrame>
    </div>
  );
}

function PasskeyIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className} size={20} viewBox="0 0 24 24" strokeWidth={1.8}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2.5 20c.6-3.6 3.2-5.8 6.5-5.8 1.3 0 2.5.3 3.5 1" />
      <circle cx="18" cy="12.5" r="2.6" />
      <path d="M18 15.1V21l1.6-1.3M18 18.2l1.4-1.1" />
    </LineIcon>
  );
}
