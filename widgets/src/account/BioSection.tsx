import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { bounds, type CleanerSectionProps, type PublicCleanerProfile } from './cleaner-types.ts';
import { SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { editText } from './section-save.ts';
import { TextAreaField } from './TextAreaField.tsx';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type BioSectionProps = CleanerSectionProps<Pick<PublicCleanerProfile, 'bio'>>;

/** The cleaner's presentation, 50 to 1 500 characters (the API's bounds), with a live count. */
export function BioSection(props: BioSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const { locale } = usePropre();
  const [bio, setBio] = useState(props.initial.bio ?? '');
  const saving = useCleanerSave(props, { order: ['bio'], title: t('failures.bio') });
  const length = bio.trim().length;
  const count = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(length);

  const submit = () => {
    if (length < bounds.bio.min) return saving.refuse((wordIn) => ({ bio: wordIn('bio.tooShort', { count: length }) }));
    if (length > bounds.bio.max) return saving.refuse((wordIn) => ({ bio: wordIn('bio.tooLong') }));
    void saving.save({ bio: bio.trim() });
  };

  return (
    <SettingsSection {...sectionFrame(t, props, saving, { name: 'bio' })} onSubmit={submit}>
      <TextAreaField
        name="bio"
        label={t('bio.label')}
        hint={t('bio.hint')}
        counter={t('bio.count', { count: length, shown: count })}
        error={saving.form.errors.bio}
        value={bio}
        rows={6}
        maxLength={bounds.bio.max + 200}
        onChange={editText(setBio, saving, 'bio')}
      />
    </SettingsSection>
  );
}
