import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useObjectUrl } from '../ui/use-object-url.ts';
import { type AccountSectionProps, avatarRules } from './account-types.ts';
import { checkAvatar, type FileProblem } from './avatar-check.ts';
import type { AccountPart } from './parts.ts';
import { SettingsSection, sectionForm } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';
import { useAccountSave } from './use-account-save.ts';

const avatarForm = {
  order: ['avatar'],
  codes: {
    image_unreadable: 'avatar',
    image_too_many_pixels: 'avatar',
    payload_too_large: 'avatar',
    unsupported_media_type: 'avatar',
  },
} as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The profile picture: choose a file, see it before sending, save (users.uploadAvatar) or
 * remove the current one. A wrong type or a file over 5 MB is refused before any upload.
 */
export function AvatarSection(props: AccountSectionProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem>(null);
  const [picture, setPicture] = useState(props.user.profilePic);
  const saving = useAccountSave(props, { ...avatarForm, title: t('avatar.failed') });
  const removing = useAccountSave(props, { ...avatarForm, title: t('avatar.failed') });

  // The preview's object URL lives as long as the file is chosen.
  const preview = useObjectUrl(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    // The same file can be chosen again after an error.
    event.currentTarget.value = '';
    saving.edited('avatar');
    removing.form.clear();
    if (!chosen) return;
    const refused = checkAvatar(chosen);
    setFileProblem(refused);
    setFile(refused ? null : chosen);
  };

  // A file refused as it is chosen is said at once; the rest comes from the form (nothing chosen, the API's refusal).
  const fileError =
    fileProblem === 'type'
      ? t('avatar.wrongType')
      : fileProblem === 'size'
        ? t('avatar.tooLarge', { max: avatarRules.maxBytes / 1024 / 1024 })
        : (saving.form.errors.avatar ?? removing.form.errors.avatar);
  // The form in the card is the upload's; a failed removal shows its alert there too.
  const shownForm = removing.form.errors.form ? removing : saving;

  const upload = async () => {
    if (!file) return saving.refuse(fileProblem ? {} : (wordIn) => ({ avatar: wordIn('avatar.choose') }));
    const saved = await saving.upload(file);
    if (saved) {
      setPicture(saved.profilePic);
      setFile(null);
    }
  };
  const remove = async () => {
    const saved = await removing.save({ profilePic: null });
    if (saved) setPicture(null);
  };

  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = fileError ? `${id}-error` : undefined;
  const shown = preview ?? picture;
  const state = removing.state === 'saving' ? 'saving' : saving.state === 'idle' ? removing.state : saving.state;
  return (
    <SettingsSection
      name="avatar"
      title={t('avatar.title')}
      description={t('avatar.description')}
      headingLevel={props.headingLevel}
      className={props.className}
      {...sectionForm({ state: shownForm.state, form: shownForm.form })}
      state={state}
      onSubmit={() => void upload()}
      saveLabel={t('avatar.save')}
      saveHidden={!file && saving.state !== 'saving'}
      secondaryAction={
        picture && !file ? (
          <Button variant="ghost" onClick={() => void remove()} loading={removing.state === 'saving'} {...part('removeAvatar')}>
            {t('avatar.remove')}
          </Button>
        ) : undefined
      }
    >
      <div {...part('avatarEditor', { className: 'propre-wrap', state: preview ? 'preview' : undefined })}>
        {shown ? (
          <img
            {...part('avatarImage')}
            src={shown}
            alt={preview ? t('avatar.previewAlt') : t('avatar.currentAlt')}
            width={96}
            height={96}
          />
        ) : (
          <span {...part('avatarInitials', { className: part('avatarImage').className })} aria-hidden="true">
            {initialsOf(props.user.name)}
          </span>
        )}
        <div {...part('avatarControls', { className: 'propre-stack' })} data-invalid={fileError ? true : undefined}>
          <input
            id={inputId}
            name="avatar"
            type="file"
            {...part('fileInput', { className: 'propre-clipped' })}
            accept={avatarRules.types.join(',')}
            aria-describedby={describedBy(hintId, errorId)}
            aria-invalid={fileError ? true : undefined}
            onChange={choose}
          />
          <label htmlFor={inputId} {...part('fileLabel', { className: buttonClassName({ variant: 'secondary' }) })}>
            {file ? t('avatar.chooseAnother') : t('avatar.chooseFile')}
          </label>
          <FieldHint id={hintId}>{file ? t('avatar.ready', { name: file.name }) : t('avatar.hint')}</FieldHint>
          {fileError && errorId && <FieldError id={errorId}>{fileError}</FieldError>}
        </div>
      </div>
    </SettingsSection>
  );
}
