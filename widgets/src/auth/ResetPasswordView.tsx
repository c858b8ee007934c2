import type { ReactNode } from 'react';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import type { FormErrors } from './auth-errors.ts';
import { PasswordField } from './PasswordField.tsx';
import { type RenderLink, renderAuthLink } from './parts.tsx';
import { SimpleFormFrame, type SimpleFormPart } from './SimpleForm.tsx';

export type ResetPasswordState = 'idle' | 'submitting' | 'error' | 'success';
export type ResetPasswordErrors = FormErrors<'password' | 'confirmation'>;

export interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

export interface ResetPasswordViewProps {
  values: ResetPasswordValues;
  errors?: ResetPasswordErrors;
  state?: ResetPasswordState;
  attempt?: number;
  onChange: (field: keyof ResetPasswordValues, value: string) => void;
  onSubmit: () => void;
  onRetry?: () => void;
  /** Where to ask for a new link: offered when the link is expired, used or unknown. */
  forgotPasswordHref?: string;
  loginHref?: string;
  renderLink?: RenderLink;
  title?: ReactNode | false;
  subtitle?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  classNames?: Partial<Record<SimpleFormPart, string>>;
  className?: string;
}

const linkCodes = new Set(['reset_token_invalid', 'reset_token_expired', 'reset_token_used']);

/** A new password from a reset link, props only: the password with its strength, its confirmation. */
export function ResetPasswordView({
  values,
  errors = {},
  state = 'idle',
  attempt,
  onChange,
  onSubmit,
  onRetry,
  forgotPasswordHref,
  loginHref,
  renderLink,
  title,
  subtitle,
  headingLevel = 2,
  classNames,
  className,
}: ResetPasswordViewProps) {
  const { t } = useWidgetTranslation(authNs);
  const askAgain =
    forgotPasswordHref && errors.form?.code && linkCodes.has(errors.form.code)
      ? renderAuthLink(renderLink, {
          href: forgotPasswordHref,
          className: 'propre-auth-link propre-auth-alert-link',
          'data-part': 'ask-again',
          children: t('reset.askAgain'),
        })
      : null;
  return (
    <SimpleFormFrame
      kind="reset-password"
      state={state}
      title={title ?? t('reset.title')}
      subtitle={subtitle ?? t('reset.subtitle')}
      headingLevel={headingLevel}
      submitLabel={t('reset.submit')}
      submittingLabel={t('reset.submitting')}
      errors={errors}
      fieldOrder={['password', 'confirmation']}
      attempt={attempt}
      onSubmit={onSubmit}
      onRetry={onRetry}
      alertExtra={askAgain && <p>{askAgain}</p>}
      classNames={classNames}
      className={className}
      success={{
        title: t('reset.success.title'),
        body: (
          <p>
            {loginHref
              ? renderAuthLink(renderLink, {
                  href: loginHref,
                  className: 'propre-auth-link',
                  'data-part': 'sign-in',
                  children: t('reset.success.message'),
                })
              : t('reset.success.message')}
          </p>
        ),
      }}
    >
      <PasswordField
        className="propre-auth-field"
        label={t('reset.password')}
        name="password"
        value={values.password}
        error={errors.password}
        onChange={(value) => onChange('password', value)}
      />
      <PasswordField
        className="propre-auth-field"
        label={t('reset.confirm')}
        name="confirmation"
        meter={false}
        value={values.confirmation}
        error={errors.confirmation}
        onChange={(value) => onChange('confirmation', value)}
      />
    </SimpleFormFrame>
  );
}
