import type { ReactNode } from 'react';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { FormErrors } from './auth-errors.ts';
import { type RenderLink, renderAuthLink } from './parts.tsx';
import { SimpleFormFrame, type SimpleFormPart } from './SimpleForm.tsx';

export type ForgotPasswordState = 'idle' | 'submitting' | 'error' | 'success';
export type ForgotPasswordErrors = FormErrors<'email'>;

export interface ForgotPasswordViewProps {
  email: string;
  errors?: ForgotPasswordErrors;
  state?: ForgotPasswordState;
  attempt?: number;
  onChange: (email: string) => void;
  onSubmit: () => void;
  onRetry?: () => void;
  /** After success: back to the form for another address. */
  onAgain?: () => void;
  loginHref?: string;
  renderLink?: RenderLink;
  title?: ReactNode | false;
  subtitle?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  classNames?: Partial<Record<SimpleFormPart, string>>;
  className?: string;
}

/**
 * Asks for a reset link, props only. The success says the same whatever the address (the API
 * answers alike whether an account uses it), so the form never tells who has an account.
 */
export function ForgotPasswordView({
  email,
  errors = {},
  state = 'idle',
  attempt,
  onChange,
  onSubmit,
  onRetry,
  onAgain,
  loginHref,
  renderLink,
  title,
  subtitle,
  headingLevel = 2,
  classNames,
  className,
}: ForgotPasswordViewProps) {
  const { t } = useWidgetTranslation(authNs);
  return (
    <SimpleFormFrame
      kind="forgot-password"
      state={state}
      title={title ?? t('forgot.title')}
      subtitle={subtitle ?? t('forgot.subtitle')}
      headingLevel={headingLevel}
      submitLabel={t('forgot.submit')}
      submittingLabel={t('forgot.submitting')}
      errors={errors}
      fieldOrder={['email']}
      attempt={attempt}
      onSubmit={onSubmit}
      onRetry={onRetry}
      classNames={classNames}
      className={className}
      success={{
        title: t('forgot.sent.title'),
        body: (
          <>
            <p>{t('forgot.sent.message', { email: email.trim() })}</p>
            {onAgain && (
              <Button variant="ghost" size="sm" onClick={onAgain}>
                {t('forgot.again')}
              </Button>
            )}
          </>
        ),
      }}
      footer={
        loginHref &&
        renderAuthLink(renderLink, {
          href: loginHref,
          className: 'propre-auth-link',
          'data-part': 'back-to-login',
          children: t('forgot.backToLogin'),
        })
      }
    >
      <TextField
        className="propre-auth-field"
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-required="true"
        value={email}
        error={errors.email}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </SimpleFormFrame>
  );
}
