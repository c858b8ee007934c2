import type { components } from '@propre/sdk';
import { cleaners, setAnswer } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../../context/hooks.ts';

export type CleanerProfile = components['schemas']['CleanerProfile'];

/**
 * The cleaner's own profile for a step's forms, and `saved` to show the saved profile at once
 * after any form saves (the save's mutation refreshes it and the progress too).
 */
export function useCleanerProfile() {
  const { client, queryClient } = usePropre();
  const options = cleaners.getMyProfile(client);
  const profile = useQuery(options);
  const saved = (next: CleanerProfile) => {
    void setAnswer(queryClient, options.queryKey, next);
  };
  return { profile, saved };
}
