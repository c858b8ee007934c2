import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { useEntry } from '../ui/use-entry.ts';
import { type RenderLink, renderAuthLink } from './links.tsx';
import { PasswordField } from './PasswordField.tsx';
import type { AuthPart } from './parts.ts';
import { authTexts } from './texts.ts';

export type ResetPasswordState = 'idle' | 'submitting' | 'error' | 'success';
export type ResetPasswordErrors = FormErrors<'password' | 'confirmation'>;

export interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

export interface ResetPasswordViewProps extends FrameViewProps {
  values: ResetPasswordValues;
  errors?: ResetPasswordErrors;
  state?: ResetPasswordState;
  attempt?: number;
  onChange: (field: keyof ResetPasswordValues, value: string) => void;
  /** Where to ask for a new link: offered when the link is expired, used or unknown. */
  forgotPasswordHref?: string;
  loginHref?: string;
  renderLink?: RenderLink;
  className?: string;
}

const fieldOrder = ['password', 'confirmation'] as const;
const linkCodes = new Set(['reset_token_invalid', 'reset_token_expired', 'reset_token_used']);

/** A new password from a reset link, props only: the password with its strength, its confirmation. */
export function ResetPasswordView(props: ResetPasswordViewProps) {
  const { values, errors = {}, state = 'idle', attempt, onChange, forgotPasswordHref, loginHref, renderLink, className } = props;
  const { t, part } = useEntry<AuthPart>(authTexts);
  const { formRef, alertRef } = useErrorFocus(attempt, fieldOrder, errors);
  const askAgain =
    forgotPasswordHref && errors.form?.code && linkCodes.has(errors.form.code)
      ? renderAuthLink(renderLink, {
          href: forgotPasswordHref,
          ...part('askAgain', { className: 'propre-link' }),
          children: t('reset.askAgain'),
        })
      : null;
  return (
    <div {...part('resetPassword', { state, className })}>
      <FormFrame
        {...formFrameProps(t, 'reset.', props, { formRef, alertRef })}
        alertExtra={askAgain && <p>{askAgain}</p>}
        success={{
          title: t('reset.success.title'),
          body: (
            <p>
              {loginHref
                ? renderAuthLink(renderLink, {
                    href: loginHref,
                    ...part('signIn', { className: 'propre-link' }),
                    children: t('reset.success.message'),
                  })
                : t('reset.success.message')}
            </p>
          ),
        }}
      >
        <PasswordField
          className={part('field').className}
          label={t('reset.password')}
          name="password"
          value={values.password}
          error={errors.password}
          onChange={(value) => onChange('password', value)}
        />
        <PasswordField
          className={part('field').className}
          label={t('reset.confirm')}
          name="confirmation"
          meter={false}
          value={values.confirmation}
          error={errors.confirmation}
          onChange={(value) => onChange('confirmation', value)}
        />
      </FormFrame>
    </div>
  );
}
