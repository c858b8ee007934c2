import { forwardRef, type ReactNode, useEffect, useRef } from 'react';
import { usePropreContext } from '../context/context.ts';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { FormProblem } from './auth-errors.ts';

/** A link of an auth form: rendered as `<a href>` unless the host renders its own (a router's Link). */
export interface AuthLinkProps {
  href: string;
  className: string;
  'data-part': string;
  children: ReactNode;
}

export type RenderLink = (props: AuthLinkProps) => ReactNode;

export function renderAuthLink(renderLink: RenderLink | undefined, props: AuthLinkProps): ReactNode {
  return renderLink ? renderLink(props) : <a {...props} />;
}

/** A translated sentence with one `<link>…</link>` in it, the link rendered by `link`. */
export function withLink(text: string, link: (children: string) => ReactNode): ReactNode {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      {link(match[2] ?? '')}
      {match[3]}
    </>
  );
}

/** The class of a named part: ours, the widget's `classNames`, then the provider's appearance. */
export function usePartClasses<Part extends string>(classNames: Partial<Record<Part, string>> = {}) {
  const elements = usePropreContext().appearance?.elements as Partial<Record<string, string>> | undefined;
  return (name: Part, own: string) => cx(own, classNames[name], elements?.[name]);
}

/**
 * Moves the focus to the first field in error (or to the alert) each time `attempt` changes, so
 * a person using a keyboard or a screen reader lands on what needs fixing.
 */
export function useFocusFirstError(
  attempt: number | undefined,
  order: readonly string[],
  errors: Record<string, unknown>,
  form: { current: HTMLElement | null },
  alert: { current: HTMLElement | null },
) {
  const latest = useRef(errors);
  latest.current = errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the attempt changes, by design.
  useEffect(() => {
    if (!attempt) return;
    const shown = latest.current;
    const first = order.find((field) => shown[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (shown.form) alert.current?.focus();
  }, [attempt]);
}

export interface FormAlertProps {
  problem: FormProblem;
  className: string;
  /** Shown as a retry button when the failure may pass by trying again. */
  onRetry?: () => void;
  /** Extra content under the message (a link to ask for a new reset link). */
  children?: ReactNode;
}

/** The alert above a form: the problem's title and message, the request id of a 5xx, a retry. */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { problem, className, onRetry, children },
  ref,
) {
  const { t } = useWidgetTranslation(authNs, 'common');
  return (
    <div ref={ref} tabIndex={-1} className={className} data-part="feedback">
      <Alert
        tone="danger"
        role="alert"
        title={problem.title}
        action={
          problem.retryable && onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('auth:retry')}
            </Button>
          ) : undefined
        }
      >
        <p>{problem.message}</p>
        {problem.requestId && (
          <p className="propre-request-id" data-part="request-id">
            {t('common:problem.requestId')} <code>{problem.requestId}</code>
          </p>
        )}
        {children}
      </Alert>
    </div>
  );
});
