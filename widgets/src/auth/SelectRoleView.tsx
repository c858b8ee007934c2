import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { FormErrors } from './auth-errors.ts';
import { FormAlert, type RenderLink, renderAuthLink, useFocusFirstError, usePartClasses, withLink } from './parts.tsx';
import { RoleChoice, type SelectableRole } from './RoleChoice.tsx';

export type SelectRolePart = 'root' | 'header' | 'title' | 'subtitle' | 'feedback' | 'form' | 'terms' | 'terms-link' | 'submit';
export type SelectRoleState = 'idle' | 'submitting' | 'error' | 'success';
export type SelectRoleErrors = FormErrors<'role'>;

export interface SelectRoleViewProps {
  role: SelectableRole | '';
  errors?: SelectRoleErrors;
  state?: SelectRoleState;
  attempt?: number;
  onChange: (role: SelectableRole) => void;
  onSubmit: () => void;
  onRetry?: () => void;
  termsHref?: string;
  renderLink?: RenderLink;
  title?: ReactNode | false;
  subtitle?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  classNames?: Partial<Record<SelectRolePart, string>>;
  className?: string;
}

/** Spec §2 role selection, props only: client or cleaner, a terms notice linking to the terms, continue. */
export function SelectRoleView({
  role,
  errors = {},
  state = 'idle',
  attempt,
  onChange,
  onSubmit,
  onRetry,
  termsHref = '/terms',
  renderLink,
  title,
  subtitle,
  headingLevel = 2,
  classNames,
  className,
}: SelectRoleViewProps) {
  const { t } = useWidgetTranslation(authNs);
  const part = usePartClasses<SelectRolePart>(classNames);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const submitting = state === 'submitting';
  useFocusFirstError(attempt, ['role'], errors, formRef, alertRef);
  const Heading = `h${headingLevel}` as const;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && state !== 'success') onSubmit();
  };
  return (
    <section
      className={part('root', cx('propre-auth propre-select-role', className))}
      data-part="root"
      data-state={state}
      aria-labelledby={title === false ? undefined : headingId}
    >
      {(title !== false || subtitle !== false) && (
        <div className={part('header', 'propre-auth-header')} data-part="header">
          {title !== false && (
            <Heading id={headingId} className={part('title', 'propre-auth-title')} data-part="title">
              {title ?? t('selectRole.title')}
            </Heading>
          )}
          {subtitle !== false && (
            <p className={part('subtitle', 'propre-auth-subtitle')} data-part="subtitle">
              {subtitle ?? t('selectRole.subtitle')}
            </p>
          )}
        </div>
      )}
      {errors.form && (
        <FormAlert ref={alertRef} problem={errors.form} className={part('feedback', 'propre-auth-feedback')} onRetry={onRetry} />
      )}
      {state === 'success' && (
        <div className={part('feedback', 'propre-auth-feedback')} data-part="feedback">
          <Alert tone="success" role="status" title={t('selectRole.success.title')}>
            {t('selectRole.success.message')}
          </Alert>
        </div>
      )}
      <form
        ref={formRef}
        className={part('form', 'propre-auth-form')}
        data-part="form"
        noValidate
        onSubmit={submit}
        aria-busy={submitting || undefined}
      >
        <RoleChoice value={role} error={errors.role} onChange={onChange} />
        <p className={part('terms', 'propre-auth-notice')} data-part="terms">
          {withLink(t('selectRole.terms'), (text) =>
            renderAuthLink(renderLink, {
              href: termsHref,
              className: part('terms-link', 'propre-auth-link'),
              'data-part': 'terms-link',
              children: text,
            }),
          )}
        </p>
        <Button
          type="submit"
          size="lg"
          fullWidth
          className={part('submit', 'propre-auth-submit')}
          data-part="submit"
          loading={submitting || state === 'success'}
        >
          {submitting ? t('selectRole.submitting') : t('selectRole.submit')}
        </Button>
      </form>
    </section>
  );
}
