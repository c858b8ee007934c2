import { useState } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { TextField } from '../ui/TextField.tsx';
import { type AccountSectionProps, emailBounds, nameBounds, type UserPatch } from './account-types.ts';
import { sectionProblem } from './problems.ts';
import { problemAlert, SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { editText } from './section-save.ts';
import { accountTexts } from './texts.ts';
import { useAccountSave } from './use-account-save.ts';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codeFields = {
  email_taken: 'email',
  current_password_incorrect: 'currentPassword',
  current_password_required: 'currentPassword',
};

/** Name and email. A new email needs the current password (spec §5), asked for only then. */
export function AccountDetailsSection(props: AccountSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const [name, setName] = useState(props.user.name);
  const [email, setEmail] = useState(props.user.email);
  const [savedEmail, setSavedEmail] = useState(props.user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const saving = useAccountSave(props);

  const emailChanged = email.trim().toLowerCase() !== savedEmail.toLowerCase();
  const trimmedName = name.trim();
  const invalid: Record<string, string> = {};
  if (!trimmedName) invalid.name = t('common:fieldErrors.required');
  else if (trimmedName.length < nameBounds.min || trimmedName.length > nameBounds.max) invalid.name = t('details.nameLength');
  const trimmedEmail = email.trim();
  if (!trimmedEmail) invalid.email = t('common:fieldErrors.required');
  else if (!emailShape.test(trimmedEmail) || trimmedEmail.length < emailBounds.min || trimmedEmail.length > emailBounds.max) {
    invalid.email = t('details.emailInvalid');
  }
  if (emailChanged && !currentPassword) invalid.currentPassword = t('password.currentRequired');
  const errors: Record<string, string> = checked ? invalid : {};
  const problem = sectionProblem(saving.failure, t, ['name', 'email', 'currentPassword'], codeFields);
  /** What each field spreads: its name, value, error (ours first, then the API's) and edits. */
  const bind = (field: string, value: string, set: (value: string) => void) => ({
    name: field,
    value,
    error: errors[field] ?? problem.fields[field],
    onChange: editText(set, saving),
  });

  const submit = async () => {
    setChecked(true);
    if (Object.keys(invalid).length > 0) return saving.refuse();
    const patch: UserPatch = {};
    if (trimmedName !== props.user.name) patch.name = trimmedName;
    if (emailChanged) {
      patch.email = trimmedEmail;
      patch.currentPassword = currentPassword;
    }
    // Nothing changed: saving the name again still confirms (and the API needs one field).
    if (Object.keys(patch).length === 0) patch.name = trimmedName;
    const saved = await saving.save(patch);
    if (saved) {
      setSavedEmail(saved.email);
      setCurrentPassword('');
    }
  };

  return (
    <SettingsSection
      {...sectionFrame(t, props, saving, { name: 'details', alert: problemAlert(problem.alert, t('failures.update')) })}
      onSubmit={() => void submit()}
    >
      <TextField label={t('details.name')} autoComplete="name" {...bind('name', name, setName)} />
      <TextField label={t('email')} type="email" autoComplete="email" {...bind('email', email, setEmail)} />
      {emailChanged && (
        <TextField
          label={t('currentPassword')}
          hint={t('currentPasswordHint')}
          type="password"
          autoComplete="current-password"
          {...bind('currentPassword', currentPassword, setCurrentPassword)}
        />
      )}
    </SettingsSection>
  );
}
