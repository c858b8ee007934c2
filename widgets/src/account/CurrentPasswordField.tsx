import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';
import { accountTexts } from './texts.ts';

/** The password a person gives again to confirm a sensitive change (a new password, a new email, deleting the account). */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  const { t } = useEntryTranslation(accountTexts);
  return <TextField label={t('currentPassword')} type="password" autoComplete="current-password" {...props} />;
}
