import { passwordMaxLength, passwordMinLength } from '@propre/sdk/rules';
import { useId, useState } from 'react';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AccountSectionProps } from './account-types.ts';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';
import type { AccountPart } from './parts.ts';
import { SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { editText, wordEach } from './section-save.ts';
// The meter carries the list of common passwords: a widget of its own, loaded with the first character typed.
import { PasswordStrengthMeter } from './strength-meter-widget.ts';
import { accountTexts } from './texts.ts';
import { useAccountSave } from './use-account-save.ts';

type Field = 'currentPassword' | 'newPassword';
const codes = {
  current_password_incorrect: 'currentPassword',
  current_password_required: 'currentPassword',
  password_too_common: 'newPassword',
} as const;

/**
 * A new password: the current one first (spec §5), a strength meter while typing, and the
 * API's rule (common passwords and the person's own email or username are refused) beside the
 * field. Other sessions are signed out by the API; this one stays.
 */
export function PasswordSection(props: AccountSectionProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const saving = useAccountSave(props, {
    order: ['currentPassword', 'newPassword'],
    title: t('failures.update'),
    codes,
    fields: { password: 'newPassword' },
  });
  const { errors } = saving.form;

  const submit = async () => {
    const invalid: Partial<Record<Field, string>> = {};
    if (!current) invalid.currentPassword = 'password.currentRequired';
    if (!next) invalid.newPassword = 'common:fieldErrors.required';
    else if (next.length < passwordMinLength) invalid.newPassword = 'password.tooShort';
    else if (next.length > passwordMaxLength) invalid.newPassword = 'password.tooLong';
    if (Object.keys(invalid).length > 0) return saving.refuse(wordEach(invalid));
    const saved = await saving.save({ password: next, currentPassword: current });
    if (saved) {
      setCurrent('');
      setNext('');
    }
  };
  const strengthId = `${id}-strength`;

  return (
    <SettingsSection {...sectionFrame(t, props, saving, { name: 'password' })} onSubmit={() => void submit()}>
      <CurrentPasswordField
        name="currentPassword"
        value={current}
        error={errors.currentPassword}
        onChange={editText(setCurrent, saving, 'currentPassword')}
      />
      <div {...part('passwordNew')}>
        <TextField
          label={t('password.new')}
          hint={t('password.rule')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={next}
          aria-describedby={next ? strengthId : undefined}
          error={errors.newPassword}
          onChange={editText(setNext, saving, 'newPassword')}
        />
        {next && <PasswordStrengthMeter id={strengthId} password={next} personal={[props.user.email, props.user.username]} />}
      </div>
    </SettingsSection>
  );
}
