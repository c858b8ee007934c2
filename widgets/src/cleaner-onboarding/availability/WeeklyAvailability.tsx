import { availability } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { useForm } from '../../forms/use-form.ts';
import { useEntryTranslation } from '../../i18n/use-entry-translation.ts';
import { ErrorState } from '../../ui/ProblemAlert.tsx';
import { retryProps } from '../../ui/query-state.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { WeeklyTemplate } from '../model.ts';
import { cleanerOnboardingTexts } from '../texts.ts';
import { chosenCount, templateFromBlocks } from './template.ts';
import { WeeklyAvailabilityView } from './WeeklyAvailabilityView.tsx';

export interface WeeklyAvailabilityProps {
  onError?: (error: unknown) => void;
  headingLevel?: 3 | 4;
}

/** The onboarding's availability over the API: starts from the saved weekly blocks, saves with setWeeklyTemplate. */
export function WeeklyAvailability({ onError, headingLevel }: WeeklyAvailabilityProps) {
  const { client } = usePropre();
  const blocks = useQuery(availability.listMyBlocks(client));
  const save = useMutation(availability.setWeeklyTemplate(client));
  const [draft, setDraft] = useState<WeeklyTemplate | null>(null);
  const { t } = useEntryTranslation(cleanerOnboardingTexts);
  const form = useForm({ order: ['halves'], placement: { fields: {} }, t });

  if (blocks.isPending) return <Skeleton shape="rect" height="18rem" />;
  if (blocks.isError) {
    return <ErrorState {...retryProps(blocks)} headingLevel={headingLevel} />;
  }
  const value = draft ?? templateFromBlocks(blocks.data.items);

  return (
    <WeeklyAvailabilityView
      value={value}
      onChange={(next) => {
        setDraft(next);
        form.clear();
        save.reset();
      }}
      onSubmit={() => {
        if (chosenCount(value) === 0) return form.show((wordIn) => ({ halves: wordIn('availability.noneChosen') }));
        form.clear();
        save.mutate(
          { body: value },
          {
            onError: (error) => {
              form.fail(error);
              onError?.(error);
            },
          },
        );
      }}
      saving={save.isPending}
      saved={save.isSuccess}
      errors={form.errors}
      attempt={form.attempt}
      headingLevel={headingLevel}
    />
  );
}
