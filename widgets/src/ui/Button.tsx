import type { ComponentProps, MouseEvent } from 'react';
import { cx } from '../theme/appearance.ts';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping the focus (aria-busy, aria-disabled). */
  loading?: boolean;
  fullWidth?: boolean;
}

/** The class names of a button, for a link that must look like one (`<a className={buttonClassName()}>`). */
export function buttonClassName(options: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  const { variant = 'primary', size = 'md', fullWidth = false } = options;
  return cx('propre-button', `propre-button--${variant}`, `propre-button--${size}`, fullWidth && 'propre-button--full');
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const part = usePart<UiPart>('ui');
  const guarded = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...part('button', { className: cx(buttonClassName({ variant, size, fullWidth }), className) })}
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-loading={loading || undefined}
      onClick={guarded}
    >
      {loading && <Spinner size="sm" />}
      <span className="propre-button-label">{children}</span>
    </button>
  );
}
