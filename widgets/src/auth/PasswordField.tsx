import { passwordStrength } from '@propre/sdk/rules';
import { useId } from 'react';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { TextField } from '../ui/TextField.tsx';

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
  const { t } = useWidgetTranslation(authNs);
  const meterId = useId();
  const strength = value ? passwordStrength(value, personal) : null;
  const filled = strength ? levels.indexOf(strength) + 1 : 0;
  return (
    <div className={className} data-part={name}>
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
        <div className="propre-auth-meter" data-part="strength" data-strength={strength ?? 'none'}>
          <div className="propre-auth-meter-bars" aria-hidden="true">
            {levels.map((level, index) => (
              <span key={level} className="propre-auth-meter-bar" data-filled={index < filled || undefined} />
            ))}
          </div>
          <p id={meterId} className="propre-auth-meter-label" aria-live="polite">
            {strength ? `${t('password.strength.label')} ${t(`password.strength.${strength}`)}` : ''}
          </p>
        </div>
      )}
    </div>
  );
}
