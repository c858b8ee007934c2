import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { EmailField } from '../ui/EmailField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type RenderLink, renderAuthLink } from './links.tsx';
import type { AuthPart } from './parts.ts';
import { authTexts } from './texts.ts';

export type ForgotPasswordState = 'idle' | 'submitting' | 'error' | 'success';
export type ForgotPasswordErrors = FormErrors<'email'>;

export interface ForgotPasswordViewProps extends FrameViewProps {
  email: string;
  errors?: ForgotPasswordErrors;
  state?: ForgotPasswordState;
  attempt?: number;
  onChange: (email: string) => void;
  /** After success: back to the form for another address. */
  onAgain?: () => void;
  loginHref?: string;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * Asks for a reset link, props only. The success says the same whatever the address (the API
 * answers alike whether an account uses it), so the form never tells who has an account.
 */
export function ForgotPasswordView(props: ForgotPasswordViewProps) {
  const { email, errors = {}, state = 'idle', attempt, onChange, onAgain, loginHref, renderLink, className } = props;
  const { t, part } = useEntry<AuthPart>(authTexts);
  const { formRef, alertRef } = useErrorFocus(attempt, ['email'], errors);
  return (
    <div {...part('forgotPassword', { state, className })}>
      <FormFrame
        {...formFrameProps(t, 'forgot.', props, { formRef, alertRef })}
        success={{
          title: t('forgot.sent.title'),
          body: <p>{t('forgot.sent.message', { email: email.trim() })}</p>,
          again: { label: t('forgot.again'), onClick: onAgain, part: part('again') },
        }}
        footer={
          loginHref &&
          renderAuthLink(renderLink, {
            href: loginHref,
            ...part('backToLogin', { className: 'propre-link' }),
            children: t('forgot.backToLogin'),
          })
        }
      >
        <EmailField
          className={part('field').className}
          label={t('forgot.email')}
          name="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={errors.email}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </FormFrame>
    </div>
  );
}
