import { passwordMaxLength, passwordMinLength } from '@propre/sdk/rules';
import { useId, useState } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { usePart } from '../ui/part.ts';
import { TextField } from '../ui/TextField.tsx';
import type { AccountSectionProps } from './account-types.ts';
import type { AccountPart } from './parts.ts';
import { sectionProblem } from './problems.ts';
import { problemAlert, SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { editText } from './section-save.ts';
// The meter carries the list of common passwords: a widget of its own, loaded with the first character typed.
import { PasswordStrengthMeter } from './strength-meter-widget.ts';
import { accountTexts } from './texts.ts';
import { useAccountSave } from './use-account-save.ts';

const codeFields = {
  current_password_incorrect: 'currentPassword',
  current_password_required: 'currentPassword',
  password_too_common: 'password',
};

/**
 * A new password: the current one first (spec §5), a strength meter while typing, and the
 * API's rule (common passwords and the person's own email or username are refused) beside the
 * field. Other sessions are signed out by the API; this one stays.
 */
export function PasswordSection(props: AccountSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const id = useId();
  const part = usePart<AccountPart>('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [checked, setChecked] = useState(false);
  const saving = useAccountSave(props);

  const invalid: Record<string, string> = {};
  if (!current) invalid.currentPassword = t('password.currentRequired');
  if (!next) invalid.password = t('common:fieldErrors.required');
  else if (next.length < passwordMinLength) invalid.password = t('password.tooShort');
  else if (next.length > passwordMaxLength) invalid.password = t('password.tooLong');
  const errors: Record<string, string> = checked ? invalid : {};
  const problem = sectionProblem(saving.failure, t, ['currentPassword', 'password'], codeFields);

  const submit = async () => {
    setChecked(true);
    if (Object.keys(invalid).length > 0) return saving.refuse();
    const saved = await saving.save({ password: next, currentPassword: current });
    if (saved) {
      setCurrent('');
      setNext('');
      setChecked(false);
    }
  };
  const strengthId = `${id}-strength`;

  return (
    <SettingsSection
      {...sectionFrame(t, props, saving, { name: 'password', alert: problemAlert(problem.alert, t('failures.update')) })}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('currentPassword')}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        error={errors.currentPassword ?? problem.fields.currentPassword}
        onChange={editText(setCurrent, saving)}
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
          error={errors.password ?? problem.fields.password}
          onChange={editText(setNext, saving)}
        />
        {next && <PasswordStrengthMeter id={strengthId} password={next} personal={[props.user.email, props.user.username]} />}
      </div>
    </SettingsSection>
  );
}
