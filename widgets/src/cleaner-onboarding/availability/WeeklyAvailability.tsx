import { availability } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { ErrorState } from '../../ui/ProblemAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { WeeklyTemplate } from '../model.ts';
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
  const [emptyError, setEmptyError] = useState(false);

  if (blocks.isPending) return <Skeleton shape="rect" height="18rem" />;
  if (blocks.isError) {
    return (
      <ErrorState
        error={blocks.error}
        onRetry={() => void blocks.refetch()}
        retrying={blocks.isFetching}
        headingLevel={headingLevel}
      />
    );
  }
  const value = draft ?? templateFromBlocks(blocks.data.items);

  return (
    <WeeklyAvailabilityView
      value={value}
      onChange={(next) => {
        setDraft(next);
        setEmptyError(false);
        save.reset();
      }}
      onSubmit={() => {
        if (chosenCount(value) === 0) return setEmptyError(true);
        save.mutate({ body: value }, { onError: (error) => onError?.(error) });
      }}
      saving={save.isPending}
      saved={save.isSuccess}
      emptyError={emptyError}
      error={save.error ?? undefined}
      headingLevel={headingLevel}
    />
  );
}
