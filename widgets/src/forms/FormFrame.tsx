import { type FormEvent, type ReactNode, useId } from 'react';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { type PartAttributes, usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';
import { FormAlert } from './FormAlert.tsx';
import type { FormProblem } from './form-errors.ts';

export type FormFrameState = 'idle' | 'submitting' | 'error' | 'success';

export interface FormFrameProps {
  state: FormFrameState;
  /** The heading, or `false` for a form whose page already has one. */
  title: ReactNode | false;
  subtitle?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  submitLabel: string;
  submittingLabel: string;
  /** The problem above the fields (`useForm`'s `errors.form`). */
  problem?: FormProblem | undefined;
  /** `useForm`'s refs: the focus moves to the first error after each attempt. */
  formRef?: { current: HTMLFormElement | null };
  alertRef?: { current: HTMLDivElement | null };
  onSubmit: () => void;
  onRetry?: () => void;
  /** Under the alert's message (a link to ask for a new reset link). */
  alertExtra?: ReactNode;
  /** What replaces the form once it succeeded, as a status announced to screen readers. */
  success?: { title: string; body: ReactNode; again?: FormAgain };
  children: ReactNode;
  /** Between the form and the footer (another way to sign in). */
  after?: ReactNode;
  /**
   * Whether the submit button shows it is working; by default while `state` is `submitting`.
   * False while another action of the frame works: the button then waits, disabled.
   */
  submitBusy?: boolean;
  /** Under the submit button (a link to sign in instead). */
  footer?: ReactNode;
  /** The entry's class on the frame (`propre-auth__register`), for its own layout. */
  className?: string;
}

/** Under a success: a button to fill the form again (another message), shown when it has an action. */
export interface FormAgain {
  label: string;
  onClick: (() => void) | undefined;
  /** The entry's part on the button. */
  part?: PartAttributes;
}

/** A form's state from its request (a mutation) and the errors it shows: working, sent, refused, or still to send. */
export function frameStateOf(request: { isPending: boolean; isSuccess: boolean }, errors: object): FormFrameState {
  if (request.isPending) return 'submitting';
  if (request.isSuccess) return 'success';
  return Object.keys(errors).length > 0 ? 'error' : 'idle';
}

/** What a form's View takes from its host for the frame (each auth form's props have these). */
export interface FrameViewProps {
  state?: FormFrameState | undefined;
  errors?: { form?: FormProblem } | undefined;
  /** The heading, the entry's own unless given; `false` for none. */
  title?: ReactNode | false;
  /** Under the heading, the entry's own unless given; `false` for none. */
  subtitle?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  onSubmit: () => void;
  onRetry?: () => void;
}

/**
 * The frame's props as every View derives them: its texts under `prefix` in the entry's texts
 * (`title`, `subtitle`, `submit`, `submitting`) unless the host gives a title or subtitle, the
 * form-level problem, the focus refs (`useErrorFocus`) and the callbacks.
 */
export function formFrameProps(
  t: (key: string) => string,
  prefix: string,
  { state = 'idle', errors, title, subtitle, headingLevel = 2, onSubmit, onRetry }: FrameViewProps,
  refs: Pick<FormFrameProps, 'formRef' | 'alertRef'>,
): Omit<FormFrameProps, 'children'> {
  return {
    state,
    title: title === false ? false : (title ?? t(`${prefix}title`)),
    subtitle: subtitle === false ? undefined : (subtitle ?? t(`${prefix}subtitle`)),
    headingLevel,
    submitLabel: t(`${prefix}submit`),
    submittingLabel: t(`${prefix}submitting`),
    problem: errors?.form,
    ...refs,
    onSubmit,
    onRetry,
  };
}

/**
 * The one form frame: heading, the alert for a problem that is not about a field, the fields, a
 * submit button that says it is working, a footer, and the success that replaces it all.
 */
export function FormFrame(props: FormFrameProps) {
  const { state, title, subtitle, headingLevel = 2, problem, success, footer } = props;
  const part = usePart<UiPart>('ui');
  const headingId = useId();
  const submitting = state === 'submitting';
  const busy = props.submitBusy ?? submitting;
  const Heading = `h${headingLevel}` as const;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) props.onSubmit();
  };
  return (
    <section
      {...part('formFrame', { state, className: props.className })}
      aria-labelledby={title === false ? undefined : headingId}
    >
      {(title !== false || subtitle) && (
        <div {...part('formHeader')}>
          {title !== false && (
            <Heading id={headingId} {...part('formTitle')}>
              {title}
            </Heading>
          )}
          {subtitle && state !== 'success' && <p {...part('formSubtitle')}>{subtitle}</p>}
        </div>
      )}
      {state === 'success' && success ? (
        <div {...part('formSuccess')}>
          <Alert tone="success" role="status" title={success.title}>
            {success.body}
            {success.again?.onClick && (
              <Button variant="ghost" size="sm" {...success.again.part} onClick={success.again.onClick}>
                {success.again.label}
              </Button>
            )}
          </Alert>
        </div>
      ) : (
        <>
          {problem && (
            <FormAlert ref={props.alertRef} problem={problem} onRetry={props.onRetry}>
              {props.alertExtra}
            </FormAlert>
          )}
          <form ref={props.formRef} {...part('formBody')} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
            {props.children}
            <Button
              type="submit"
              size="lg"
              fullWidth
              {...part('formSubmit')}
              loading={busy}
              aria-disabled={(submitting && !busy) || undefined}
            >
              {busy ? props.submittingLabel : props.submitLabel}
            </Button>
          </form>
          {props.after}
        </>
      )}
      {footer && <p {...part('formFooter')}>{footer}</p>}
    </section>
  );
}
