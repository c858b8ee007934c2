import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { bounds, type CleanerSectionProps, type PublicCleanerProfile } from './cleaner-types.ts';
import { sectionProblem } from './problems.ts';
import { problemAlert, SettingsSection, sectionFrame } from './SettingsSection.tsx';
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
  const [checked, setChecked] = useState(false);
  const saving = useCleanerSave(props);
  const length = bio.trim().length;
  const count = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(length);

  const ownError = !checked
    ? undefined
    : length < bounds.bio.min
      ? t('bio.tooShort', { count: length })
      : length > bounds.bio.max
        ? t('bio.tooLong')
        : undefined;
  const problem = sectionProblem(saving.failure, t, ['bio']);

  const submit = () => {
    setChecked(true);
    if (length < bounds.bio.min || length > bounds.bio.max) return saving.refuse();
    void saving.save({ bio: bio.trim() });
  };

  return (
    <SettingsSection
      {...sectionFrame(t, props, saving, { name: 'bio', alert: problemAlert(problem.alert, t('failures.bio')) })}
      onSubmit={submit}
    >
      <TextAreaField
        label={t('bio.label')}
        hint={t('bio.hint')}
        counter={t('bio.count', { count: length, shown: count })}
        error={ownError ?? problem.fields.bio}
        value={bio}
        rows={6}
        maxLength={bounds.bio.max + 200}
        onChange={editText(setBio, saving)}
      />
    </SettingsSection>
  );
}
