import type { MouseEvent, ReactNode } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { formatQuebecInstant } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { nextSort, type ReviewDocument, type ReviewFilter, type ReviewSort, type ReviewSortKey, reviewFilters } from './model.ts';
import type { AdminReviewPart } from './parts.ts';
import { adminReviewTexts } from './texts.ts';

export const statusTone = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export type AdminReviewStatus = 'loading' | 'error' | 'empty' | 'success';

export interface AdminReviewViewProps extends RetryProps {
  status: AdminReviewStatus;
  /** The page of documents, already in `sort`'s order. */
  documents: readonly ReviewDocument[];
  filter: ReviewFilter;
  onFilterChange: (filter: ReviewFilter) => void;
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  /** The document under review, its row marked. */
  selectedId?: string | null;
  /** `trigger` is the row's button, for the focus to come back to when the review closes. */
  onSelect: (document: ReviewDocument, trigger: HTMLElement) => void;
  /** The page shown (1 for the first) and the API's cursors' way to the others. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Where a cleaner's account is (the admin's user page); names are plain text without it. */
  cleanerHref?: ((userId: string) => string) | undefined;
  renderLink?: AdminRenderLink | undefined;
  /** The review of the selected document, under the table. */
  children?: ReactNode;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The review queue, props only: the status filter, the documents' table sortable by cleaner and
 * by date sent (each header a button, the order said by `aria-sort`), a « Review » button per
 * row, the pages, and the review of the selected document under it.
 */
export function AdminReviewView(props: AdminReviewViewProps) {
  const { status, filter, onFilterChange, title, headingLevel = 2, className, children } = props;
  const { t, part } = useEntry<AdminReviewPart>(adminReviewTexts);
  const Heading = `h${headingLevel}` as const;
  const sections = (title === null ? headingLevel : headingLevel + 1) as 2 | 3 | 4;
  const which = filter === 'pending' ? 'pending' : 'other';
  return (
    <div
      {...part('root', { state: status, className: cx('propre-stack', className) })}
      aria-busy={status === 'loading' || props.retrying || undefined}
    >
      {title === null ? null : (
        <Heading {...part('title', { className: 'propre-wrap propre-row' })}>{title ?? t('title')}</Heading>
      )}
      <p {...part('lead')}>{t('lead')}</p>
      <SelectField
        {...part('filter')}
        name="status"
        label={t('filter')}
        value={filter}
        options={reviewFilters.map((value) => ({ value, label: t(`filters.${value}`) }))}
        onChange={(event) => onFilterChange(event.currentTarget.value as ReviewFilter)}
      />
      {status === 'error' ? (
        <ErrorState error={props.error} onRetry={props.onRetry} retrying={props.retrying} headingLevel={sections} />
      ) : status === 'loading' ? (
        <div {...part('skeleton')}>
          <Skeleton shape="text" lines={2} />
          <Skeleton height="12rem" />
        </div>
      ) : status === 'empty' ? (
        <EmptyState title={t(`empty.${which}`)} body={t(`emptyBody.${which}`)} headingLevel={sections} />
      ) : (
        <ReviewTable {...props} />
      )}
      {children}
    </div>
  );
}

function ReviewTable({
  documents,
  sort,
  onSortChange,
  selectedId,
  onSelect,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  cleanerHref,
  renderLink,
}: AdminReviewViewProps) {
  const { t, part, locale } = useEntry<AdminReviewPart>(adminReviewTexts);
  const sortable = (key: ReviewSortKey, label: string) => ({
    sort: sort.key === key ? sort.direction : undefined,
    content: (
      <button
        type="button"
        {...part('sortButton', { state: sort.key === key ? sort.direction : 'none', className: 'propre-table-sort' })}
        onClick={() => onSortChange(nextSort(sort, key))}
      >
        {label}
        <SortArrow direction={sort.key === key ? sort.direction : undefined} />
      </button>
    ),
  });
  const typeOf = (document: ReviewDocument) => t(`types.${document.type}`);
  return (
    <>
      <DataTable<ReviewDocument>
        caption={t('caption')}
        rows={documents}
        rowKey={(document) => document.id}
        part={part}
        rowPart={(document) => part('row', { state: document.id === selectedId ? 'selected' : document.status })}
        header={(column) =>
          column.key === 'cleaner' || column.key === 'uploaded' ? sortable(column.key, column.label) : { content: column.label }
        }
        columns={[
          {
            key: 'cleaner',
            label: t('columns.cleaner'),
            rowHeader: true,
            cell: (document) => (
              <>
                <span {...part('cleanerName')}>
                  {cleanerHref ? (
                    <CleanerLink href={cleanerHref(document.cleaner.id)} renderLink={renderLink}>
                      {document.cleaner.name}
                    </CleanerLink>
                  ) : (
                    document.cleaner.name
                  )}
                </span>
                <span {...part('cleanerEmail')}>{document.cleaner.email}</span>
              </>
            ),
          },
          {
            key: 'document',
            label: t('columns.document'),
            cell: (document) => (
              <>
                {typeOf(document)}
                <span {...part('fileName')}>{document.fileName ?? t('unnamed')}</span>
              </>
            ),
          },
          {
            key: 'uploaded',
            label: t('columns.uploaded'),
            cell: (document) => formatQuebecInstant(document.uploadedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
          },
          {
            key: 'status',
            label: t('columns.status'),
            cell: (document) => (
              <Badge tone={statusTone[document.status]} {...part('status')}>
                {t(`statuses.${document.status}`)}
              </Badge>
            ),
          },
          {
            key: 'action',
            label: t('columns.action'),
            cell: (document) => {
              const selected = document.id === selectedId;
              return (
                <Button
                  size="sm"
                  variant={selected ? 'primary' : 'secondary'}
                  {...part('reviewButton')}
                  aria-label={t('reviewLabel', { document: typeOf(document), cleaner: document.cleaner.name })}
                  aria-current={selected || undefined}
                  onClick={(event: MouseEvent<HTMLButtonElement>) => onSelect(document, event.currentTarget)}
                >
                  {t('review')}
                </Button>
              );
            },
          },
        ]}
      />
      {hasPrevious || hasNext ? (
        <nav {...part('pager', { className: 'propre-wrap propre-row' })} aria-label={t('pager')}>
          <Button variant="secondary" disabled={!hasPrevious} onClick={onPrevious}>
            {t('previous')}
          </Button>
          <span {...part('pageInfo')} aria-live="polite">
            {t('page', { page })}
          </span>
          <Button variant="secondary" disabled={!hasNext} onClick={onNext}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function CleanerLink({
  href,
  renderLink,
  children,
}: {
  href: string;
  renderLink: AdminRenderLink | undefined;
  children: string;
}) {
  const { part } = useEntry<AdminReviewPart>(adminReviewTexts);
  const props = { href, ...part('cleanerLink'), children };
  return renderLink ? renderLink(props) : <a {...props} />;
}

/** ▲ or ▼ beside the sorted column's name, ↕ beside the others; the order itself is said by aria-sort. */
function SortArrow({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const d =
    direction === 'ascending'
      ? 'M4 10l4-5 4 5z'
      : direction === 'descending'
        ? 'M4 6l4 5 4-5z'
        : 'M5 6.5l3-3.5 3 3.5zM5 9.5l3 3.5 3-3.5z';
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
