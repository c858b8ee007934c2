import { admin } from '@propre/sdk/query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { saveFile } from '../ui/save-file.ts';
import { exportFileName, type SubscriberStatus, subscribersOf } from './model.ts';
import { NewsletterView } from './NewsletterView.tsx';
import { stateOf } from './SectionFrame.tsx';

export interface NewsletterProps {
  /** The status shown at first; confirmed subscribers by default, as the export. */
  defaultFilter?: SubscriberStatus;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The newsletter's subscribers (admin.exportNewsletterSubscribers): the export read as a table,
 * and saved as the API wrote it.
 */
export function Newsletter({ defaultFilter = 'confirmed', headingLevel, className }: NewsletterProps) {
  const { client } = usePropre();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<SubscriberStatus>(defaultFilter);
  const options = admin.exportNewsletterSubscribers(client, { status: filter });
  const query = useQuery({ ...options, select: subscribersOf, placeholderData: keepPreviousData });
  // The file holds what is true now, not what the table fetched a while ago.
  const save = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
    onSuccess: (csv) => saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(filter)),
  });
  return (
    <NewsletterView
      {...stateOf(query)}
      subscribers={query.data}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        save.reset();
      }}
      onExport={() => save.mutate()}
      exporting={save.isPending}
      exportError={save.error ?? undefined}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
