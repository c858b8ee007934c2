import { useState } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { type CleanerSectionProps, type PetTolerance, type PublicCleanerProfile, petTypes } from './cleaner-types.ts';
import { SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type PetToleranceSectionProps = CleanerSectionProps<Pick<PublicCleanerProfile, 'petTolerance'>>;

/** The animals the cleaner accepts in a home (cats, dogs, birds, other); none is a valid answer. */
export function PetToleranceSection(props: PetToleranceSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const [pets, setPets] = useState<PetTolerance[]>(props.initial.petTolerance);
  const saving = useCleanerSave(props, { order: ['petTolerance'], title: t('failures.generic') });
  return (
    <SettingsSection
      {...sectionFrame(t, props, saving, { name: 'pets' })}
      onSubmit={() => void saving.save({ petTolerance: pets })}
    >
      <CheckboxGroup
        legend={t('pets.legend')}
        name="petTolerance"
        inline
        value={pets}
        error={saving.form.errors.petTolerance}
        onChange={(next) => {
          setPets(next as PetTolerance[]);
          saving.edited('petTolerance');
        }}
        options={petTypes.map((pet) => ({ value: pet, label: t(`pets.types.${pet}`) }))}
      />
    </SettingsSection>
  );
}
