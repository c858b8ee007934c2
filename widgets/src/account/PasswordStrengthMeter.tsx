import { type PasswordStrength, passwordMinLength, passwordStrength } from '@propre/sdk/rules';
import { useEntry } from '../ui/use-entry.ts';
import type { AccountPart } from './parts.ts';
import { accountTexts } from './texts.ts';

const strengths: readonly PasswordStrength[] = ['weak', 'fair', 'good', 'strong'];

export interface PasswordStrengthMeterProps {
  id: string;
  password: string;
  /** The account's names (email, username), which the rule refuses as a password. */
  personal: readonly string[];
}

/**
 * The new password's strength, by the SDK's rule: loaded with the first character typed, so
 * the section does not carry the list of common passwords until someone changes theirs.
 */
export function PasswordStrengthMeter({ id, password, personal }: PasswordStrengthMeterProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  // The bars: 0 too short, then one per step of the strength.
  const level = password.length < passwordMinLength ? 0 : strengths.indexOf(passwordStrength(password, personal)) + 1;
  return (
    <div {...part('strength', { className: 'propre-stack', state: `level-${level}` })}>
      <div {...part('strengthBar')} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <p id={id} {...part('strengthLabel')}>
        {t(`password.strength.${level}`)}
      </p>
    </div>
  );
}
