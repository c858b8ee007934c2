import { verification } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { AdminReviewView } from './AdminReviewView.tsx';
import { DocumentReview, type ReviewDecision } from './DocumentReview.tsx';
import { queueOrder, type ReviewDocument, type ReviewFilter, type ReviewSort, sortDocuments } from './model.ts';
import type { AdminReviewPart } from './parts.ts';
import { adminReviewTexts } from './texts.ts';

export interface AdminReviewProps {
  /** Which documents show first: those awaiting review unless given. */
  initialFilter?: ReviewFilter;
  /** Documents per page (1–100), paged with the API's cursors. */
  pageSize?: number;
  /** Where a cleaner's account is (the admin's user page); names are plain text without it. */
  cleanerHref?: (userId: string) => string;
  renderLink?: AdminRenderLink;
  /** Called once a decision is saved. */
  onDecided?: (document: ReviewDocument, decision: ReviewDecision) => void;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The profile review (verification.listDocuments): the cleaners' documents, those awaiting review
 * first and the oldest on top, sortable by cleaner or date, paged with the API's cursors; a
 * document chosen shows under the table with its file, to approve or reject with a reason.
 */
export function AdminReview({
  initialFilter = 'pending',
  pageSize = 50,
  cleanerHref,
  renderLink,
  onDecided,
  title,
  headingLevel = 2,
  className,
}: AdminReviewProps) {
  const { locale } = useEntry<AdminReviewPart>(adminReviewTexts);
  const { client } = usePropre();
  const [filter, setFilter] = useState<ReviewFilter>(initialFilter);
  const [sort, setSort] = useState<ReviewSort>(queueOrder);
  // The cursors of the pages before this one: « previous » pops, « next » pushes.
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReviewDocument | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const cursor = cursors.at(-1);
  const page = useQuery({
    ...verification.listDocuments(client, {
      limit: pageSize,
      ...(filter === 'all' ? {} : { status: filter }),
      ...(cursor ? { cursor } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const items = page.data?.items ?? [];
  const status = page.data ? (items.length === 0 ? 'empty' : 'success') : page.error ? 'error' : 'loading';

  // A document chosen: its review takes the focus, so a keyboard or screen reader is brought to it.
  const selectedId = selected?.id;
  useEffect(() => {
    if (!selectedId || !heading.current) return;
    heading.current.focus();
    heading.current.scrollIntoView?.({ block: 'start' });
  }, [selectedId]);

  const close = () => {
    setSelected(null);
    trigger.current?.focus();
  };
  const sections = (title === null ? headingLevel : headingLevel + 1) as 2 | 3 | 4;

  return (
    <AdminReviewView
      status={status}
      documents={sortDocuments(items, sort, locale)}
      {...retryProps(page)}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setCursors([]);
      }}
      sort={sort}
      onSortChange={setSort}
      selectedId={selectedId ?? null}
      onSelect={(document, element) => {
        trigger.current = element;
        setSelected(document);
      }}
      page={cursors.length + 1}
      hasPrevious={cursors.length > 0}
      hasNext={Boolean(page.data?.nextCursor) && !page.isPlaceholderData}
      onPrevious={() => setCursors((list) => list.slice(0, -1))}
      onNext={() => {
        const next = page.data?.nextCursor;
        if (next) setCursors((list) => [...list, next]);
      }}
      cleanerHref={cleanerHref}
      renderLink={renderLink}
      title={title}
      headingLevel={headingLevel}
      {...(className ? { className } : {})}
    >
      {selected ? (
        <DocumentReview
          key={selected.id}
          document={selected}
          onClose={close}
          onDecided={onDecided}
          headingLevel={sections}
          headingRef={heading}
        />
      ) : null}
    </AdminReviewView>
  );
}
