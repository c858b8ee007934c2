import { useState } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { type CleanerSectionProps, type PetTolerance, type PublicCleanerProfile, petTypes } from './cleaner-types.ts';
import { sectionProblem } from './problems.ts';
import { problemAlert, SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type PetToleranceSectionProps = CleanerSectionProps<Pick<PublicCleanerProfile, 'petTolerance'>>;

/** The animals the cleaner accepts in a home (cats, dogs, birds, other); none is a valid answer. */
export function PetToleranceSection(props: PetToleranceSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const [pets, setPets] = useState<PetTolerance[]>(props.initial.petTolerance);
  const saving = useCleanerSave(props);
  const problem = sectionProblem(saving.failure, t, ['petTolerance']);
  return (
    <SettingsSection
      {...sectionFrame(t, props, saving, { name: 'pets', alert: problemAlert(problem.alert, t('failures.generic')) })}
      onSubmit={() => void saving.save({ petTolerance: pets })}
    >
      <CheckboxGroup
        legend={t('pets.legend')}
        name="petTolerance"
        inline
        value={pets}
        error={problem.fields.petTolerance}
        onChange={(next) => {
          setPets(next as PetTolerance[]);
          saving.edited();
        }}
        options={petTypes.map((pet) => ({ value: pet, label: t(`pets.types.${pet}`) }))}
      />
    </SettingsSection>
  );
}
