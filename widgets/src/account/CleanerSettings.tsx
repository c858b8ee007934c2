import { cleaners, setAnswer } from '@propre/sdk/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { CleanerSettingsView, type CleanerSettingsViewProps } from './CleanerSettingsView.tsx';
import type { CleanerProfile } from './cleaner-types.ts';

export type CleanerSettingsProps = Pick<CleanerSettingsViewProps, 'onSaved' | 'onError' | 'headingLevel' | 'className'>;

/**
 * The cleaner's profile settings (cleaners.getMyProfile): presentation, rates, animals, cities
 * and services, experience — each section saves on its own.
 */
export function CleanerSettings({ onSaved, ...rest }: CleanerSettingsProps) {
  const { client } = usePropre();
  const queryClient = useQueryClient();
  const options = cleaners.getMyProfile(client);
  const profile = useQuery(options);
  const saved = (next: CleanerProfile) => {
    void setAnswer(queryClient, options.queryKey, next);
    onSaved?.(next);
  };
  return (
    <CleanerSettingsView
      {...rest}
      status={profile.isPending ? 'loading' : profile.isError ? 'error' : 'ready'}
      initial={profile.data?.public}
      {...retryProps(profile)}
      onSaved={saved}
    />
  );
}
