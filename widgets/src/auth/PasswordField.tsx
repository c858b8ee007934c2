import { passwordStrength } from '@propre/sdk/rules';
import { useId } from 'react';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AuthPart } from './parts.ts';
import { authTexts } from './texts.ts';

export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The account's username and email: a password equal to one of them is refused. */
  personal?: readonly string[];
  /** Shows the strength meter and the API's rule (a new password); off for a confirmation. */
  meter?: boolean;
  autoComplete?: string;
  className?: string;
}

const levels = ['weak', 'fair', 'good', 'strong'] as const;

/**
 * A new password: the API's rule as the hint, and a strength meter that updates as the person
 * types (announced politely, so a screen reader hears the level without being interrupted).
 */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  personal = [],
  meter = true,
  autoComplete = 'new-password',
  className,
}: PasswordFieldProps) {
  const { t, part } = useEntry<AuthPart>(authTexts);
  const meterId = useId();
  const strength = value ? passwordStrength(value, personal) : null;
  const filled = strength ? levels.indexOf(strength) + 1 : 0;
  return (
    <div {...part('password', { className })}>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-required="true"
        hint={meter ? t('password.rule') : undefined}
        value={value}
        error={error}
        aria-describedby={meter && strength ? meterId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {meter && (
        <div {...part('strength', { className: 'propre-row', state: strength ?? 'none' })} data-strength={strength ?? 'none'}>
          <div {...part('strengthBars')} aria-hidden="true">
            {levels.map((level, index) => (
              <span key={level} {...part('strengthBar', { state: index < filled && 'filled' })} />
            ))}
          </div>
          <p id={meterId} {...part('strengthLabel')} aria-live="polite">
            {strength ? `${t('password.strength.label')} ${t(`password.strength.${strength}`)}` : ''}
          </p>
        </div>
      )}
    </div>
  );
}
