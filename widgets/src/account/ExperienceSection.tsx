import { useState } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { usePart } from '../ui/part.ts';
import { TextField } from '../ui/TextField.tsx';
import { bounds, type CleanerSectionProps, type PublicCleanerProfile, spokenLanguages } from './cleaner-types.ts';
import type { AccountPart } from './parts.ts';
import { sectionProblem } from './problems.ts';
import { problemAlert, SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { editText } from './section-save.ts';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type ExperienceSectionProps = CleanerSectionProps<
  Pick<PublicCleanerProfile, 'languages' | 'yearsOfExperience' | 'equipment'>
>;

/** « aspirateur, vadrouille ; escabeau » → ['aspirateur', 'vadrouille', 'escabeau'], without repeats. */
export function equipmentList(text: string): string[] {
  const items = text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

/** Languages spoken, years of experience (0–60) and the equipment the cleaner brings. */
export function ExperienceSection(props: ExperienceSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const { initial } = props;
  const part = usePart<AccountPart>('account');
  const [languages, setLanguages] = useState<string[]>(initial.languages);
  const [years, setYears] = useState(initial.yearsOfExperience == null ? '' : String(initial.yearsOfExperience));
  const [equipment, setEquipment] = useState(initial.equipment.join(', '));
  const [checked, setChecked] = useState(false);
  const saving = useCleanerSave(props);
  // Codes the profile already has beyond the offered choices stay choosable (and sent back).
  const choices = [...new Set([...spokenLanguages, ...initial.languages])];

  const yearsText = years.trim();
  const yearsNumber = Number(yearsText);
  const yearsValid =
    yearsText === '' || (/^\d+$/.test(yearsText) && yearsNumber >= bounds.years.min && yearsNumber <= bounds.years.max);
  const items = equipmentList(equipment);
  const equipmentValid =
    items.length <= bounds.equipment.maxItems &&
    items.every((item) => item.length >= bounds.equipment.min && item.length <= bounds.equipment.max);
  const problem = sectionProblem(saving.failure, t, ['languages', 'yearsOfExperience', 'equipment']);
  const yearsError = (checked && !yearsValid && t('experience.years.invalid')) || problem.fields.yearsOfExperience;
  const equipmentError = (checked && !equipmentValid && t('experience.equipment.invalid')) || problem.fields.equipment;

  const submit = () => {
    setChecked(true);
    if (!yearsValid || !equipmentValid) return saving.refuse();
    void saving.save({
      languages,
      equipment: items,
      ...(yearsText === '' ? {} : { yearsOfExperience: yearsNumber }),
    });
  };
  const edit = () => saving.edited();

  return (
    <SettingsSection
      {...sectionFrame(t, props, saving, { name: 'experience', alert: problemAlert(problem.alert, t('failures.generic')) })}
      onSubmit={submit}
    >
      <CheckboxGroup
        legend={t('experience.languages.legend')}
        name="languages"
        inline
        value={languages}
        error={problem.fields.languages}
        onChange={(next) => {
          setLanguages(next);
          edit();
        }}
        options={choices.map((code) => ({
          value: code,
          label: t(`experience.languages.names.${code}`, { defaultValue: code.toUpperCase() }),
        }))}
      />
      <TextField
        label={t('experience.years.label')}
        hint={t('experience.years.hint')}
        name="yearsOfExperience"
        inputMode="numeric"
        className={part('yearsField').className}
        value={years}
        error={yearsError || undefined}
        onChange={editText(setYears, saving)}
      />
      <TextField
        label={t('experience.equipment.label')}
        hint={t('experience.equipment.hint')}
        name="equipment"
        value={equipment}
        error={equipmentError || undefined}
        onChange={editText(setEquipment, saving)}
      />
    </SettingsSection>
  );
}
