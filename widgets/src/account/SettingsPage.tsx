import type { ReactElement } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { SectionsSkeleton } from './SectionsSkeleton.tsx';

/** Where a settings page's data is: loading, failed to load, or there. */
export type SettingsStatus = 'loading' | 'error' | 'ready';

/** What a settings page or section tells its host, and how deep its headings go. */
export interface SettingsSaveProps<Saved> {
  /** Each save, with what the API saved (the provider's session already holds a saved user). */
  onSaved?: (saved: Saved) => void;
  /** Every failed save (`ProblemError`, `NetworkError`…), after the section shows it. */
  onError?: (error: unknown) => void;
  /** 2 on a settings page (the default); 3 inside a page that already has h2 sections. */
  headingLevel?: 2 | 3;
  className?: string;
}

interface SettingsPageProps<Data> extends RetryProps {
  status: SettingsStatus;
  data: Data | undefined;
  /** Said to screen readers while the data loads. */
  loadingLabel: string;
  /** The page's sections, once its data is there. */
  children: (data: Data) => ReactElement;
}

/** A settings page: three sections' shapes while its data loads, the failure and its retry, then its sections. */
export function SettingsPage<Data>({ status, data, loadingLabel, error, onRetry, retrying, children }: SettingsPageProps<Data>) {
  if (status === 'loading' || (status === 'ready' && !data)) return <SectionsSkeleton label={loadingLabel} count={3} />;
  if (status === 'error' || !data) return <ErrorState error={error} onRetry={onRetry} retrying={retrying} />;
  return children(data);
}
