import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMarketingPart } from './parts.ts';
import { stateOf } from './SectionFrame.tsx';
import { adminMarketingTexts } from './texts.ts';

/** What a View shown a page at a time takes about its pages. */
export interface PageProps {
  /** The page shown, from 1. */
  page?: number;
  /** Absent on the first page. */
  onPrevious?: (() => void) | undefined;
  /** Absent on the last page. */
  onNext?: (() => void) | undefined;
}

/**
 * A list read a page at a time with the API's cursors: the cursors of the pages before this one,
 * « previous » pops and « next » pushes.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    /** The cursor to ask the page shown with (none for the first). */
    cursor: cursors.at(-1),
    /** Back to the first page (after a change that reorders the list). */
    reset: () => setCursors([]),
    /** The View's page props: `next` is the API's cursor to the next page (none while the page shown is a placeholder). */
    pageProps: (next: string | null | undefined): PageProps => ({
      page: cursors.length + 1,
      onPrevious: cursors.length > 0 ? () => setCursors((list) => list.slice(0, -1)) : undefined,
      onNext: next ? () => setCursors((list) => [...list, next]) : undefined,
    }),
  };
}

/** What a section read a page at a time takes: how many rows a page, and its place in the console. */
export interface PagedSectionProps {
  /** Rows per page (1–100; the gallery's pairs, 1–50). */
  pageSize?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A list read a page at a time: `options` is the query of the page at a cursor (none for the
 * first). The page shown stays while the next loads; `viewProps` are the View's state and page props.
 */
export function usePagedQuery<Data extends { nextCursor?: string | null }, Failure, Key extends QueryKey>(
  options: (page: { cursor?: string }) => UseQueryOptions<Data, Failure, Data, Key>,
) {
  const pages = useCursorPages();
  const cursor = pages.cursor;
  const query = useQuery({ ...options(cursor ? { cursor } : {}), placeholderData: keepPreviousData });
  const next = query.isPlaceholderData ? null : query.data?.nextCursor;
  return { data: query.data, reset: pages.reset, viewProps: { ...stateOf(query), ...pages.pageProps(next) } };
}

/** « Previous », the page shown (announced as it changes) and « next », each disabled at its end. */
export function Pager({ label, page = 1, onPrevious, onNext }: PageProps & { label: string }) {
  const { t, part } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  return (
    <nav {...part('pager')} aria-label={label}>
      <Button variant="secondary" disabled={!onPrevious} onClick={onPrevious}>
        {t('previous')}
      </Button>
      <span aria-live="polite">{t('page', { page })}</span>
      <Button variant="secondary" disabled={!onNext} onClick={onNext}>
        {t('next')}
      </Button>
    </nav>
  );
}
