import type { ReactNode } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` announces at once (errors), `status` politely; none for static notes. */
  role?: 'alert' | 'status';
  action?: ReactNode;
  className?: string;
}

const icons: Record<AlertTone, ReactNode> = {
  info: <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />,
  success: (
    <path
      d="m6.5 10.3 2.4 2.4 4.8-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  warning: <path d="M10 5.8v5M10 13.8v.1" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />,
  danger: <path d="M10 5.8v5M10 13.8v.1" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />,
};

/** An inline message box. */
export function Alert({ tone = 'info', title, children, role, action, className }: AlertProps) {
  const part = usePart<UiPart>('ui');
  return (
    <div {...part('alert', { className })} data-tone={tone} role={role}>
      <svg className="propre-alert-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        {icons[tone]}
      </svg>
      <div className="propre-alert-content">
        {title && <p {...part('alertTitle')}>{title}</p>}
        {children && <div {...part('alertBody')}>{children}</div>}
        {action && <div {...part('alertAction')}>{action}</div>}
      </div>
    </div>
  );
}
