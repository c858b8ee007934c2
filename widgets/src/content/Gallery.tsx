import { growth } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { queryState } from '../ui/query-state.ts';
import { GalleryView, type GalleryViewProps } from './GalleryView.tsx';
import type { GalleryFilter } from './model.ts';

export interface GalleryProps extends Pick<GalleryViewProps, 'headingLevel' | 'className'> {
  /** The filter shown first; `all` by default. */
  defaultFilter?: GalleryFilter;
  /** Told when the person picks a filter (to keep it in the page's address, say). */
  onFilterChange?: (filter: GalleryFilter) => void;
  /** Pairs shown (1 to 50). */
  limit?: number;
}

/** The published before/after pairs (growth.listGallery), filtered by room. */
export function Gallery({ defaultFilter = 'all', onFilterChange, limit = 24, ...view }: GalleryProps) {
  const { client } = usePropre();
  const [filter, setFilter] = useState<GalleryFilter>(defaultFilter);
  const query = useQuery({
    ...growth.listGallery(client, { limit, ...(filter === 'all' ? {} : { room: filter }) }),
  });
  return (
    <GalleryView
      {...view}
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        onFilterChange?.(next);
      }}
      {...queryState(query)}
      items={query.data?.items}
    />
  );
}
