import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Alert } from '../ui/Alert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type RenderLink, renderAuthLink, withLink } from './links.tsx';
import type { AuthPart } from './parts.ts';
import { RoleChoice, type SelectableRole } from './RoleChoice.tsx';
import { authTexts } from './texts.ts';

export type SelectRoleState = 'idle' | 'submitting' | 'error' | 'success';
export type SelectRoleErrors = FormErrors<'role'>;

export interface SelectRoleViewProps extends FrameViewProps {
  role: SelectableRole | '';
  errors?: SelectRoleErrors;
  state?: SelectRoleState;
  attempt?: number;
  onChange: (role: SelectableRole) => void;
  termsHref?: string;
  renderLink?: RenderLink;
  className?: string;
}

/** Spec §2 role selection, props only: client or cleaner, a terms notice linking to the terms, continue. */
export function SelectRoleView(props: SelectRoleViewProps) {
  const { role, errors = {}, state = 'idle', attempt, onChange, termsHref = '/terms', renderLink, className } = props;
  const { t, part } = useEntry<AuthPart>(authTexts);
  const { formRef, alertRef } = useErrorFocus(attempt, ['role'], errors);
  const submitting = state === 'submitting';
  return (
    <div {...part('selectRole', { state, className })}>
      <FormFrame
        {...formFrameProps(t, 'selectRole.', props, { formRef, alertRef })}
        // Once the role is set, the form stays (its button busy) while the host moves on.
        state={state === 'success' ? 'submitting' : state}
        submittingLabel={submitting ? t('selectRole.submitting') : t('selectRole.submit')}
      >
        {state === 'success' && (
          <Alert tone="success" role="status" title={t('selectRole.success.title')}>
            {t('selectRole.success.message')}
          </Alert>
        )}
        <RoleChoice value={role} error={errors.role} onChange={onChange} />
        <p {...part('notice')}>
          {withLink(t('selectRole.terms'), (text) =>
            renderAuthLink(renderLink, { href: termsHref, ...part('termsLink', { className: 'propre-link' }), children: text }),
          )}
        </p>
      </FormFrame>
    </div>
  );
}
