import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { FormProblem } from './auth-errors.ts';
import { FormAlert, useFocusFirstError, usePartClasses } from './parts.tsx';

export type SimpleFormPart = 'root' | 'header' | 'title' | 'subtitle' | 'feedback' | 'form' | 'field' | 'submit' | 'footer';

export interface SimpleFormFrameProps {
  kind: string;
  state: 'idle' | 'submitting' | 'error' | 'success';
  title: ReactNode | false;
  subtitle: ReactNode | false;
  headingLevel: 1 | 2 | 3;
  submitLabel: string;
  submittingLabel: string;
  errors: Record<string, unknown> & { form?: FormProblem };
  fieldOrder: readonly string[];
  attempt?: number;
  onSubmit: () => void;
  onRetry?: () => void;
  /** Under the alert's message (a link to ask for a new reset link). */
  alertExtra?: ReactNode;
  success?: { title: string; body: ReactNode };
  children: ReactNode;
  footer?: ReactNode;
  classNames?: Partial<Record<SimpleFormPart, string>>;
  className?: string;
}

/** The frame shared by the short auth forms (forgot and reset password): heading, alert, fields, submit, footer. */
export function SimpleFormFrame(props: SimpleFormFrameProps) {
  const { kind, state, title, subtitle, headingLevel, errors, attempt, success, footer, classNames, className } = props;
  const part = usePartClasses<SimpleFormPart>(classNames);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const submitting = state === 'submitting';
  useFocusFirstError(attempt, props.fieldOrder, errors, formRef, alertRef);
  const Heading = `h${headingLevel}` as const;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) props.onSubmit();
  };
  return (
    <section
      className={part('root', cx(`propre-auth propre-${kind}`, className))}
      data-part="root"
      data-state={state}
      aria-labelledby={title === false ? undefined : headingId}
    >
      {(title !== false || subtitle !== false) && (
        <div className={part('header', 'propre-auth-header')} data-part="header">
          {title !== false && (
            <Heading id={headingId} className={part('title', 'propre-auth-title')} data-part="title">
              {title}
            </Heading>
          )}
          {subtitle !== false && state !== 'success' && (
            <p className={part('subtitle', 'propre-auth-subtitle')} data-part="subtitle">
              {subtitle}
            </p>
          )}
        </div>
      )}
      {state === 'success' && success ? (
        <div className={part('feedback', 'propre-auth-feedback')} data-part="feedback">
          <Alert tone="success" role="status" title={success.title}>
            {success.body}
          </Alert>
        </div>
      ) : (
        <>
          {errors.form && (
            <FormAlert
              ref={alertRef}
              problem={errors.form}
              className={part('feedback', 'propre-auth-feedback')}
              onRetry={props.onRetry}
            >
              {props.alertExtra}
            </FormAlert>
          )}
          <form
            ref={formRef}
            className={part('form', 'propre-auth-form')}
            data-part="form"
            noValidate
            onSubmit={submit}
            aria-busy={submitting || undefined}
          >
            {props.children}
            <Button
              type="submit"
              size="lg"
              fullWidth
              className={part('submit', 'propre-auth-submit')}
              data-part="submit"
              loading={submitting}
            >
              {submitting ? props.submittingLabel : props.submitLabel}
            </Button>
          </form>
        </>
      )}
      {footer && (
        <p className={part('footer', 'propre-auth-footer')} data-part="footer">
          {footer}
        </p>
      )}
    </section>
  );
}
