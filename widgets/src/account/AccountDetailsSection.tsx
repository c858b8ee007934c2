import { useState } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { TextField } from '../ui/TextField.tsx';
import { type AccountSectionProps, emailBounds, nameBounds, type UserPatch } from './account-types.ts';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';
import { SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { editText, wordEach } from './section-save.ts';
import { accountTexts } from './texts.ts';
import { useAccountSave } from './use-account-save.ts';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = 'name' | 'email' | 'currentPassword';
const order: readonly Field[] = ['name', 'email', 'currentPassword'];
const codes = {
  email_taken: 'email',
  current_password_incorrect: 'currentPassword',
  current_password_required: 'currentPassword',
} as const;

/** Name and email. A new email needs the current password (spec §5), asked for only then. */
export function AccountDetailsSection(props: AccountSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const [name, setName] = useState(props.user.name);
  const [email, setEmail] = useState(props.user.email);
  const [savedEmail, setSavedEmail] = useState(props.user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const saving = useAccountSave(props, { order, title: t('failures.update'), codes });

  const emailChanged = email.trim().toLowerCase() !== savedEmail.toLowerCase();
  const trimmedName = name.trim();
  const trimmedEmail = email.trim();
  /** The keys of what is wrong before sending, worded at render (a language switch rewords them). */
  const invalid: Partial<Record<Field, string>> = {};
  if (!trimmedName) invalid.name = 'common:fieldErrors.required';
  else if (trimmedName.length < nameBounds.min || trimmedName.length > nameBounds.max) invalid.name = 'details.nameLength';
  if (!trimmedEmail) invalid.email = 'common:fieldErrors.required';
  else if (!emailShape.test(trimmedEmail) || trimmedEmail.length < emailBounds.min || trimmedEmail.length > emailBounds.max) {
    invalid.email = 'details.emailInvalid';
  }
  if (emailChanged && !currentPassword) invalid.currentPassword = 'password.currentRequired';
  /** What each field spreads: its name, value, error and edits. */
  const bind = (field: Field, value: string, set: (value: string) => void) => ({
    name: field,
    value,
    error: saving.form.errors[field],
    onChange: editText(set, saving, field),
  });

  const submit = async () => {
    if (Object.keys(invalid).length > 0) return saving.refuse(wordEach(invalid));
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
    <SettingsSection {...sectionFrame(t, props, saving, { name: 'details' })} onSubmit={() => void submit()}>
      <TextField label={t('details.name')} autoComplete="name" {...bind('name', name, setName)} />
      <TextField label={t('email')} type="email" autoComplete="email" {...bind('email', email, setEmail)} />
      {emailChanged && (
        <CurrentPasswordField hint={t('currentPasswordHint')} {...bind('currentPassword', currentPassword, setCurrentPassword)} />
      )}
    </SettingsSection>
  );
}
